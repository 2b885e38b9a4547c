import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import type { ListPageDescriptor } from '../../components/content-kind/item-list-page.tsx';
import { paths } from '../../config/paths.ts';
import { namedContentList } from '../../lib/content-lists.ts';
import { usePlaylists } from './api/get-playlists.ts';
import { PlaylistCard, songCount } from './components/playlist-card.tsx';
import { PlaylistCardSkeleton } from './components/playlist-card-skeleton.tsx';

/**
 * Playlists as the generic list page, profile and My Uploads tabs and home section show them
 * (docs/decisions/0051): searched by name or owner; shared rather than uploaded.
 */
export const playlistKind: ListPageDescriptor<Playlist> = {
  noun: 'playlists',
  one: 'playlist',
  Skeleton: PlaylistCardSkeleton,
  renderCard: (playlist) => <PlaylistCard playlist={playlist} />,
  ...namedContentList(usePlaylists, 'Name or owner'),
  firstVerb: 'share',
  uploads: {
    emptyHint: 'Upload a .playlist from the Upload menu, or create one from /playlists.',
    row: (p) => ({
      title: p.name,
      subtitle: songCount(p.item_count),
      viewHref: paths.playlists.detail.getHref(p.id),
      editHref: paths.playlists.edit.getHref(p.id),
    }),
  },
};
