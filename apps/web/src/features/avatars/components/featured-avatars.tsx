import { CardSection } from '../../../components/card-section.tsx';
import { paths } from '../../../config/paths.ts';
import { FEATURED_COUNT, FEATURED_SORT } from '../../../lib/featured.ts';
import { useAvatars } from '../api/get-avatars.ts';
import { AvatarCard } from './avatar-card.tsx';
import { AvatarCardSkeleton } from './avatar-card-skeleton.tsx';

/**
 * Home page "Featured avatars": the {@link FEATURED_COUNT} best-rated published avatars by the Hype
 * score (`FEATURED_SORT`, the lists' Hype sort; docs/decisions/0022), with "See all" to the avatars list sorted the same way.
 */
export function FeaturedAvatars() {
  const query = useAvatars({ page: 1, limit: FEATURED_COUNT, sort: FEATURED_SORT });
  return (
    <CardSection
      title="Featured avatars"
      subtitle="The community's best-rated"
      seeAllHref={`${paths.models.avatars.list.getHref()}?sort=hype`}
      query={query}
      itemKey={(item) => item.id}
      skeleton={AvatarCardSkeleton}
      empty="No avatars have been published yet."
      errorTitle="Could not load the featured avatars"
      renderCard={(item) => <AvatarCard avatar={item} />}
    />
  );
}
