import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { Link as RouterLink } from 'react-router';
import { CardGrid } from '../../../components/card-grid.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useBeatmaps } from '../api/get-beatmaps.ts';
import { beatmapBrowseHref } from '../beatmap-browse.ts';
import { BeatmapCard } from './beatmap-card.tsx';
import { BeatmapCardSkeleton } from './beatmap-card-skeleton.tsx';

/** How many other beatmaps "More from this mapper" shows. */
export const MORE_FROM_MAPPER_COUNT = 6;

/**
 * "More from {mapper}": up to {@link MORE_FROM_MAPPER_COUNT} other published beatmaps whose
 * `mapper` is this one's (the name in the file, as the mappers page counts them), newest first,
 * this beatmap left out by the query (`id` `$ne`). Skeletons while loading, a retry on error, and
 * nothing at all when the mapper has no other beatmap.
 */
export function MoreFromMapper({ beatmap }: { beatmap: Pick<Beatmap, 'id' | 'mapper'> }) {
  const query = useBeatmaps({
    page: 1,
    limit: MORE_FROM_MAPPER_COUNT,
    s: JSON.stringify({ mapper: { $eq: beatmap.mapper }, id: { $ne: beatmap.id } }),
  });
  if (query.data && query.data.data.length === 0) return null;
  const heading = `More from ${beatmap.mapper}`;
  return (
    <Stack spacing={1.5} component="section" aria-label={heading}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        {query.data && query.data.total > query.data.data.length && (
          <Button component={RouterLink} to={beatmapBrowseHref({ q: beatmap.mapper })}>
            See all
          </Button>
        )}
      </Stack>
      {query.isError ? (
        <RetryAlert
          title="Could not load the mapper's other beatmaps"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <CardGrid>
          {query.data
            ? query.data.data.map((b) => <BeatmapCard key={b.id} beatmap={b} />)
            : Array.from({ length: 3 }, (_, i) => <BeatmapCardSkeleton key={i} />)}
        </CardGrid>
      )}
    </Stack>
  );
}
