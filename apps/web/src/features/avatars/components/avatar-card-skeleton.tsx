import { ItemCardSkeleton } from '../../../components/content-kind/item-card-skeleton.tsx';

/** The placeholder of an {@link AvatarCard} while the list loads. */
export function AvatarCardSkeleton() {
  return <ItemCardSkeleton testId="avatar-card-skeleton" lines={['80%', '55%', '40%', '65%']} />;
}
