import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { Link as RouterLink } from 'react-router';
import { beatmapBrowseHref } from '../beatmap-browse.ts';

/**
 * A beatmap's tags (spec §3 "Beatmap … tags"; docs/decisions/0022) as chips, each a link to the
 * browse page filtered by that tag (`/beatmaps?tag=…`); renders nothing without tags.
 */
export function BeatmapTags({ tags }: { tags: Beatmap['tags'] }) {
  if (tags.length === 0) return null;
  return (
    <Stack
      component="ul"
      direction="row"
      spacing={1}
      useFlexGap
      aria-label="Tags"
      sx={{ flexWrap: 'wrap', p: 0, m: 0, listStyle: 'none' }}
    >
      {tags.map(({ tag }) => (
        <li key={tag}>
          <Chip
            component={RouterLink}
            to={beatmapBrowseHref({ tag })}
            clickable
            size="small"
            variant="outlined"
            icon={<LocalOfferOutlinedIcon />}
            label={tag}
            aria-label={`Beatmaps tagged ${tag}`}
          />
        </li>
      ))}
    </Stack>
  );
}
