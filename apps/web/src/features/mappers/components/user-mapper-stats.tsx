import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMapperStats } from '../api/get-mapper-stats.ts';
import { MapperStats, NO_MAPPER_STATS } from './mapper-stats.tsx';

/**
 * A profile's figures as on `/beatmaps/mappers` (formats.md §6.3 "Beatmapper"): beatmaps published,
 * their downloads, the vote difference and the rating ("—" without votes). A user who has published
 * nothing shows zeros. While loading, a placeholder of the same height; on failure, one line.
 */
export function UserMapperStats({ userId, username }: { userId: number; username: string }) {
  const query = useMapperStats(userId);
  const label = `${username}'s statistics`;
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 560 }}>
      {query.isPending ? (
        <Skeleton variant="rectangular" height={44} aria-label="Loading statistics" />
      ) : query.isError ? (
        <Typography color="text.secondary">The statistics could not be loaded.</Typography>
      ) : (
        <MapperStats stats={query.data ?? NO_MAPPER_STATS} label={label} />
      )}
    </Paper>
  );
}
