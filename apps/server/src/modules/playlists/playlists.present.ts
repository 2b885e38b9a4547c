import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { resolveItems } from './playlist-items.ts';
import { parsePlaylistJoins } from './playlist-joins.ts';
import { presentPlaylist } from './playlists.presenter.ts';
import * as repo from './playlists.repository.ts';
import { getVisiblePlaylist } from './playlists.service.ts';

/** Edits answer the whole playlist with its songs and their beatmaps, as the detail page asks for it. */
export const WITH_SONGS = { join: ['items', 'items.beatmap'] };

/**
 * Presents playlists (formats.md §6.2-6.3), with their songs when the query's `join` names `items`
 * (and their beatmaps, as `viewer` may see them, with `items.beatmap`), in one query for all songs.
 */
export async function presentPlaylists(
  db: Db,
  rows: repo.PlaylistWithUser[],
  query: Record<string, unknown>,
  viewer: AuthUser | null,
): Promise<Playlist[]> {
  const joins = parsePlaylistJoins(query);
  if (!joins.items) return rows.map((row) => presentPlaylist(row));
  const items = await repo.listItems(
    db,
    rows.map((r) => r.id),
  );
  const resolved = await resolveItems(db, items, viewer, joins.beatmaps);
  return rows.map((row) => presentPlaylist(row, resolved.get(row.id) ?? []));
}

/** One playlist as `viewer` may see it (NotFound for others' drafts), presented as {@link presentPlaylists}. */
export async function getPresentedPlaylist(
  ctx: { db: Db },
  id: number,
  query: Record<string, unknown>,
  viewer: AuthUser | null,
): Promise<Playlist> {
  const row = await getVisiblePlaylist(ctx, id, viewer);
  return (await presentPlaylists(ctx.db, [row], query, viewer))[0]!;
}
