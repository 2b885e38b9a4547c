import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { stageTagHref } from '../stage-browse.ts';

/**
 * A stage's tags as links to the stages list filtered on each (`/models/stages?tag=…`), a labelled
 * list. On a card they sit above its stretched name link (`position: relative`, `zIndex: 1`), so
 * each tag is its own tab stop and click target. `max` shows only the first few.
 */
export function StageTags({ tags, max }: { tags: readonly string[]; max?: number }) {
  const shown = max === undefined ? tags : tags.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <Stack
      component="ul"
      direction="row"
      spacing={0.75}
      useFlexGap
      aria-label="Tags"
      sx={{ flexWrap: 'wrap', p: 0, m: 0, listStyle: 'none' }}
    >
      {shown.map((tag) => (
        <li key={tag}>
          <Chip
            component={RouterLink}
            to={stageTagHref(tag)}
            clickable
            label={`#${tag}`}
            size="small"
            variant="outlined"
            aria-label={`#${tag}: stages with this tag`}
            sx={{ position: 'relative', zIndex: 1 }}
          />
        </li>
      ))}
    </Stack>
  );
}
