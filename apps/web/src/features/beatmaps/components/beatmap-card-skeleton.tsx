import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** The placeholder of a {@link BeatmapCard} while the list loads. */
export function BeatmapCardSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="beatmap-card-skeleton">
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
      <CardContent sx={{ p: 1.5 }}>
        <Skeleton width="90%" />
        <Skeleton width="60%" />
        <Skeleton width="40%" />
        <Skeleton width="70%" />
      </CardContent>
    </Card>
  );
}
