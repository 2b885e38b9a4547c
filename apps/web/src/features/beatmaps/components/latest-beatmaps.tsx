import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useBeatmaps } from '../api/get-beatmaps.ts';
import { BeatmapCard } from './beatmap-card.tsx';
import { BeatmapCardSkeleton } from './beatmap-card-skeleton.tsx';
import { CardGrid } from '../../../components/card-grid.tsx';

const LATEST_COUNT = 12;

/** The newest published beatmaps, for the home page; hides itself when there are none or it fails. */
export function LatestBeatmaps() {
  const query = useBeatmaps({ page: 1, limit: LATEST_COUNT });
  if (query.isError || (query.data && query.data.data.length === 0)) return null;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Latest beatmaps
        </Typography>
        <Button component={RouterLink} to={paths.beatmaps.list.getHref()}>
          See all
        </Button>
      </Stack>
      <CardGrid label="Latest beatmaps">
        {query.data
          ? query.data.data.map((beatmap) => <BeatmapCard key={beatmap.id} beatmap={beatmap} />)
          : Array.from({ length: 6 }, (_, i) => (
              // placeholders have no identity, so the index is their key
              <BeatmapCardSkeleton key={i} />
            ))}
      </CardGrid>
    </Stack>
  );
}
