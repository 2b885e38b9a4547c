import { userItemTabs } from '../../../components/content-kind/user-item-lists.tsx';
import { usePlaylists } from '../api/get-playlists.ts';
import { playlistKind } from '../playlist-kind.tsx';

/** A profile's Playlists tab (published playlists as cards) and My Uploads' (drafts too, with edit links). */
export const { Profile: UserPlaylists, Uploads: MyPlaylists } = userItemTabs(playlistKind, usePlaylists);
