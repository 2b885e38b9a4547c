import { ItemCardSkeleton } from '../../../components/content-kind/item-card-skeleton.tsx';

/** A placeholder the size of a {@link StageCard} while the grid loads. */
export function StageCardSkeleton() {
  return <ItemCardSkeleton tight lines={['80%', '50%', '40%']} />;
}
