import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** The placeholder of an {@link AvatarCard} while the list loads. */
export function AvatarCardSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="avatar-card-skeleton">
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
      <CardContent sx={{ p: 1.5 }}>
        <Skeleton width="80%" />
        <Skeleton width="55%" />
        <Skeleton width="40%" />
        <Skeleton width="65%" />
      </CardContent>
    </Card>
  );
}
