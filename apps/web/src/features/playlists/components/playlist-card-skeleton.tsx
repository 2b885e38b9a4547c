import { ItemCardSkeleton } from '../../../components/content-kind/item-card-skeleton.tsx';

/** The placeholder of a {@link PlaylistCard} while the list loads. */
export function PlaylistCardSkeleton() {
  return <ItemCardSkeleton testId="playlist-card-skeleton" lines={['85%', '55%', '40%', '70%']} />;
}
