import { CardSection } from '../../../components/card-section.tsx';
import { paths } from '../../../config/paths.ts';
import { FEATURED_COUNT, FEATURED_SORT } from '../../../lib/featured.ts';
import { usePlaylists } from '../api/get-playlists.ts';
import { PlaylistCard } from './playlist-card.tsx';
import { PlaylistCardSkeleton } from './playlist-card-skeleton.tsx';

/**
 * Home page "Featured playlists": the {@link FEATURED_COUNT} best-rated published playlists by the Hype
 * score (`FEATURED_SORT`, the lists' Hype sort; docs/decisions/0022), with "See all" to the playlists list sorted the same way.
 */
export function FeaturedPlaylists() {
  const query = usePlaylists({ page: 1, limit: FEATURED_COUNT, sort: FEATURED_SORT });
  return (
    <CardSection
      title="Featured playlists"
      subtitle="The community's best-rated"
      seeAllHref={`${paths.playlists.list.getHref()}?sort=hype`}
      query={query}
      itemKey={(item) => item.id}
      skeleton={PlaylistCardSkeleton}
      empty="No playlists have been published yet."
      errorTitle="Could not load the featured playlists"
      renderCard={(item) => <PlaylistCard playlist={item} />}
    />
  );
}
