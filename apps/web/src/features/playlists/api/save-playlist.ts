import type {
  Playlist,
  PlaylistCreated,
  PlaylistItemRef,
  PlaylistPatch,
} from '@synthhub/shared/playlists/playlists.schemas';
import { api } from '../../../lib/api-client.ts';
import { useItemMutation } from '../../../lib/item-queries.ts';

/**
 * `POST /api/playlists`: creates an empty playlist (for `/playlists/edit/new`, spec §2) with the
 * given fields. Answers `{id}`.
 * @throws ApiError 400 with validation lines
 */
export function createPlaylist(patch: PlaylistPatch): Promise<PlaylistCreated> {
  return api.request<PlaylistCreated>('/api/playlists', { method: 'POST', json: patch });
}

/**
 * `PATCH /api/playlists/{id}` with any of name, description, colours, published (owner or admin).
 * Answers the playlist with its songs.
 * @throws ApiError 400 with validation lines, 403, 404
 */
export function updatePlaylist(id: number, patch: PlaylistPatch): Promise<Playlist> {
  return api.request<Playlist>(`/api/playlists/${id}`, { method: 'PATCH', json: patch });
}

/**
 * `PUT /api/playlists/{id}/items`: the complete ordered list of songs, each `{hash}` or
 * `{beatmap_id}`. Answers the playlist with its songs.
 * @throws ApiError 400 naming each song that could not be added, 403, 404
 */
export function replacePlaylistItems(id: number, items: PlaylistItemRef[]): Promise<Playlist> {
  return api.request<Playlist>(`/api/playlists/${id}/items`, { method: 'PUT', json: { items } });
}

/** What one Save of the edit page sends: the fields that changed and, when they changed, the songs. */
export interface SavePlaylistInput {
  /** Absent for a new playlist: it is created first. */
  id?: number;
  patch: PlaylistPatch;
  items?: PlaylistItemRef[];
}

/**
 * Saves the edit page in one go: creates the playlist when it has no id yet, then PATCHes its
 * fields and PUTs its songs when they changed. Answers the saved playlist with its songs.
 */
export async function savePlaylist({ id, patch, items }: SavePlaylistInput): Promise<Playlist> {
  let saved: Playlist | null = null;
  const target = id ?? (await createPlaylist(patch)).id;
  if (id !== undefined && Object.keys(patch).length > 0) saved = await updatePlaylist(target, patch);
  if (items) saved = await replacePlaylistItems(target, items);
  return saved ?? api.request<Playlist>(`/api/playlists/${target}?join=items&join=items.beatmap`);
}

/** The edit page's save; the detail cache takes the answer and lists are refetched. */
export function useSavePlaylist() {
  return useItemMutation('playlist', savePlaylist);
}
