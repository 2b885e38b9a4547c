import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { compactAge } from '@synthhub/shared/format/age';
import { ItemCounts } from '../../../components/item-counts.tsx';
import type { BeatmapHit } from '../api/search-beatmaps.ts';

/**
 * The second line of a beatmap search result (spec §2): mapper, compact age of publication
 * (creation for drafts), then download, upvote and downvote counts.
 */
export function BeatmapHitDetails({ beatmap }: { beatmap: BeatmapHit }) {
  const date = beatmap.published_at ?? beatmap.created_at;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="caption" color="text.secondary">
        {beatmap.mapper}
      </Typography>
      {date && (
        <Typography variant="caption" color="text.secondary" title={new Date(date).toLocaleString()}>
          {compactAge(date)}
        </Typography>
      )}
      <ItemCounts item={beatmap} />
    </Stack>
  );
}
