import { featuredItems } from '../../../components/content-kind/featured-items.tsx';
import { paths } from '../../../config/paths.ts';
import { usePlaylists } from '../api/get-playlists.ts';
import { playlistKind } from '../playlist-kind.tsx';

/** Home page "Featured playlists": the best-rated playlists, "See all" to the list by Hype. */
export const FeaturedPlaylists = featuredItems(playlistKind, usePlaylists, paths.playlists.list.getHref());
