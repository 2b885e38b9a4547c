/**
 * The public entry of the playlists module (docs/decisions/0013): its routes, and the upload,
 * remove and count services and the song difficulty rule that demo seeding uses. Files outside
 * `modules/playlists/` import only this file; tests may reach further.
 */
import { adminItemRoutes } from '../items/index.ts';
import { playlistItem } from './playlists.item.ts';
export { playlistsRoutes } from './playlists.routes.ts';
export { type PlaylistsContext, removePlaylist, uploadPlaylist } from './playlists.service.ts';
export { countPlaylists } from './playlists.repository.ts';
export { playlistDifficulty } from './playlist-items.ts';
export { playlistStore } from './playlists.repository.ts';

export { playlistsReadModel } from './playlists.read-models.ts';

/** `/api/admin/playlists`: the kind's admin list, item, edit and moderation actions (docs/decisions/0030). */
export const adminPlaylistsRoutes = adminItemRoutes(playlistItem);
