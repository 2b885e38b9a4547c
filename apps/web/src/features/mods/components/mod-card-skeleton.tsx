import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** A placeholder the size of a {@link ModCard} while the grid loads. */
export function ModCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Skeleton variant="rectangular" height={72} />
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Skeleton width="80%" />
        <Skeleton width="50%" />
        <Skeleton width="90%" />
        <Skeleton width="40%" />
      </CardContent>
    </Card>
  );
}
