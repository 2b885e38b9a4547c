import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { CardGrid } from '../../../components/card-grid.tsx';

/** The placeholder of a {@link PlaylistCard} while the list loads. */
export function PlaylistCardSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="playlist-card-skeleton">
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
      <CardContent sx={{ p: 1.5 }}>
        <Skeleton width="85%" />
        <Skeleton width="55%" />
        <Skeleton width="40%" />
        <Skeleton width="70%" />
      </CardContent>
    </Card>
  );
}

/** A grid of `count` card placeholders, labelled for screen readers. */
export function PlaylistGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <CardGrid label="Loading playlists">
      {Array.from({ length: count }, (_, i) => (
        // placeholders have no identity, so the index is their key
        <PlaylistCardSkeleton key={i} />
      ))}
    </CardGrid>
  );
}
