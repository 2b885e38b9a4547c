import { ItemCardSkeleton } from '../../../components/content-kind/item-card-skeleton.tsx';

/** A placeholder the size of a {@link ModCard} while the grid loads. */
export function ModCardSkeleton() {
  return <ItemCardSkeleton coverHeight={72} tight lines={['80%', '50%', '90%', '40%']} />;
}
