import { parsePlaylistGameFilename } from '@synthhub/formats/playlist/playlist-filename';
import type { PlaylistFile } from '@synthhub/formats/playlist/playlist-file';
import { PlaylistFormatError } from '@synthhub/formats/playlist/playlist-format-error';
import { readPlaylist } from '@synthhub/formats/playlist/read-playlist';
import {
  COLOR_PATTERN,
  PLAYLIST_COLOR_FIELDS,
  PLAYLIST_DEFAULT_COLORS,
  PLAYLIST_DEFAULT_NAME,
  PLAYLIST_SONGS_MAX,
} from '@synthhub/shared/playlists/playlists.constants';
import type { PlaylistItemRef, PlaylistPatch } from '@synthhub/shared/playlists/playlists.schemas';
import type { Db } from '../../db/client.ts';
import { NotFound, UnprocessableFile } from '../../errors.ts';
import type { UploadedFile } from '../../lib/http/multipart-file.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { authorizeContent, contentItem } from '../../policies/content.ts';
import { itemFromSong, itemsFromRefs } from './playlist-items.ts';
import * as repo from './playlists.repository.ts';
import { deleteItemVotes } from '../votes/index.ts';
import { cleanDisplayText } from '@synthhub/shared/format/display-text';
import { storableBigint, storableInteger, storableJson, storableText } from '../../lib/storable.ts';

/** What the playlist rules need from the app. */
export interface PlaylistsContext {
  db: Db;
  storage: Storage;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Reads an uploaded `.playlist`, turning format errors into 422s that name the problem (formats.md §2). */
function readUploadedPlaylist(file: UploadedFile): PlaylistFile {
  try {
    return readPlaylist(file.bytes, { maxSongs: PLAYLIST_SONGS_MAX });
  } catch (error) {
    if (error instanceof PlaylistFormatError) throw new UnprocessableFile(error.message, { cause: error });
    throw error;
  }
}

/** The playlist's name: the file's `namePlaylist`, else the game file name's, else the default. */
function uploadedName(playlist: PlaylistFile, filename: string): string {
  // Without bidi controls and invisible characters (docs/decisions/0009).
  const name = cleanDisplayText(playlist.name).trim();
  if (name) return name;
  const base = parsePlaylistGameFilename(filename)?.name ?? filename.replace(/\.playlist$/i, '');
  return cleanDisplayText(base).trim() || PLAYLIST_DEFAULT_NAME;
}

/** The four colours of a file: each kept when it is `#RRGGBB`, else the default one. */
function colorsOf(playlist: PlaylistFile) {
  const out = { ...PLAYLIST_DEFAULT_COLORS };
  for (const field of PLAYLIST_COLOR_FIELDS)
    if (COLOR_PATTERN.test(playlist[field])) out[field] = playlist[field];
  return out;
}

/**
 * Uploads a `.playlist` as a new, unpublished playlist owned by the caller (spec §2 "Upload Playlist
 * File", §7): the file is read first (formats.md §2), each song is linked to the beatmap with its
 * hash when there is one (songs not on the site are kept), and the playlist and its songs are written
 * in one transaction. Unknown keys of the file and of each song are kept for the download. No file
 * is stored: the download is generated from the rows. Returns the new id.
 * @throws UnprocessableFile when the file is not a readable `.playlist` (nothing is written)
 */
export async function uploadPlaylist(
  ctx: PlaylistsContext,
  user: AuthUser,
  file: UploadedFile,
): Promise<{ id: number }> {
  const playlist = readUploadedPlaylist(file);
  const beatmapIds = await repo.findBeatmapIdsByHash(
    ctx.db,
    playlist.songs.map((s) => s.hash),
  );
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insertPlaylist(tx, {
      userId: user.id,
      name: uploadedName(playlist, file.filename),
      // Values PostgreSQL would refuse (NUL, lone surrogates, numbers out of range) are dropped.
      description: storableText(playlist.description) || null,
      ...colorsOf(playlist),
      selectedIconIndex: storableInteger(playlist.selectedIconIndex, 0),
      selectedTexture: storableInteger(playlist.selectedTexture, 0),
      creationDateS: storableBigint(playlist.creationDate, nowSeconds()),
      extra: storableJson(playlist.extra),
      filenameOriginal: file.filename,
      published: false,
    });
    await repo.insertItems(
      tx,
      row.id,
      playlist.songs.map((song) => itemFromSong(song, beatmapIds.get(song.hash) ?? null)),
    );
    return { id: row.id };
  });
}

/** Columns of a playlist edit (form wire names → columns); undefined fields are left alone. */
function patchColumns(patch: PlaylistPatch): Partial<repo.NewPlaylist> {
  return {
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.description !== undefined && {
      description: patch.description?.trim() ? patch.description : null,
    }),
    ...(patch.gradientTop !== undefined && { gradientTop: patch.gradientTop }),
    ...(patch.gradientDown !== undefined && { gradientDown: patch.gradientDown }),
    ...(patch.colorTitle !== undefined && { colorTitle: patch.colorTitle }),
    ...(patch.colorTexture !== undefined && { colorTexture: patch.colorTexture }),
  };
}

/**
 * Creates an empty playlist owned by the caller (`/playlists/edit/new`, spec §2), with the form's
 * fields when given, else "New Playlist" and the default colours. Publishing an empty playlist is
 * allowed (the owner may fill it later). Returns the new id.
 */
export async function createPlaylist(
  ctx: PlaylistsContext,
  user: AuthUser,
  patch: PlaylistPatch,
): Promise<{ id: number }> {
  const published = patch.published ?? false;
  const row = await repo.insertPlaylist(ctx.db, {
    userId: user.id,
    name: PLAYLIST_DEFAULT_NAME,
    ...PLAYLIST_DEFAULT_COLORS,
    ...patchColumns(patch),
    creationDateS: nowSeconds(),
    published,
    publishedAt: published ? new Date() : null,
  });
  return { id: row.id };
}

/**
 * A playlist as the caller may see it: published ones for everyone, unpublished ones for their
 * owner and admins. Throws NotFound otherwise, so drafts do not leak.
 */
export async function getVisiblePlaylist(
  ctx: Pick<PlaylistsContext, 'db'>,
  id: number,
  viewer: AuthUser | null,
): Promise<repo.PlaylistWithUser> {
  const row = await repo.findPlaylistById(ctx.db, id);
  if (!row) throw new NotFound(`Playlist ${id} was not found.`);
  authorizeContent(viewer, 'read', contentItem('playlist', row));
  return row;
}

/** The playlist if the caller may change it: NotFound when they cannot see it, Forbidden when not theirs. */
export async function getEditablePlaylist(
  ctx: Pick<PlaylistsContext, 'db'>,
  id: number,
  user: AuthUser,
): Promise<repo.PlaylistWithUser> {
  const row = await getVisiblePlaylist(ctx, id, user);
  authorizeContent(user, 'edit', contentItem('playlist', row));
  return row;
}

/**
 * Edits a playlist's name, description, colours or published flag (owner or admin). Publishing an
 * unpublished playlist sets `published_at` to now; any change to what the file holds adds one to
 * `version`. Throws NotFound/Forbidden.
 */
export async function editPlaylist(
  ctx: Pick<PlaylistsContext, 'db'>,
  user: AuthUser,
  id: number,
  patch: PlaylistPatch,
): Promise<void> {
  const row = await getEditablePlaylist(ctx, id, user);
  const columns = patchColumns(patch);
  const fileChanged = Object.entries(columns).some(([k, v]) => row[k as keyof typeof row] !== v);
  await repo.updatePlaylist(ctx.db, id, {
    ...columns,
    ...(patch.published !== undefined && { published: patch.published }),
    ...(patch.published === true && !row.published && { publishedAt: new Date() }),
    ...(fileChanged && { version: row.version + 1 }),
  });
}

/**
 * Replaces the ordered songs of a playlist (`PUT /api/playlists/{id}/items`: add, remove, reorder),
 * owner or admin, in one transaction; adds one to `version`. Throws NotFound/Forbidden, and
 * BadRequest naming each `beatmap_id` the caller cannot see.
 */
export async function replaceItems(
  ctx: Pick<PlaylistsContext, 'db'>,
  user: AuthUser,
  id: number,
  refs: PlaylistItemRef[],
): Promise<void> {
  await getEditablePlaylist(ctx, id, user);
  const existing = await repo.listItems(ctx.db, [id]);
  const items = await itemsFromRefs(ctx.db, user, refs, existing, nowSeconds());
  await ctx.db.transaction(async (tx) => {
    await repo.deleteItems(tx, id);
    await repo.insertItems(tx, id, items);
    await repo.bumpVersion(tx, id);
  });
}

/** Deletes a playlist and its songs (owner or admin). Throws NotFound/Forbidden. */
export async function removePlaylist(ctx: Pick<PlaylistsContext, 'db'>, user: AuthUser, id: number) {
  await getEditablePlaylist(ctx, id, user);
  await repo.deletePlaylist(ctx.db, id);
  await deleteItemVotes(ctx.db, 'playlist', id);
}

/** The songs of some playlists, by playlist then position (the `items` join; formats.md §6.2). */
export async function listPlaylistItems(ctx: Pick<PlaylistsContext, 'db'>, playlistIds: number[]) {
  return repo.listItems(ctx.db, playlistIds);
}

/** Adds one to playlist `id`'s download count (a `.playlist` sent with GET; formats.md §6.3). */
export async function countPlaylistDownload(ctx: Pick<PlaylistsContext, 'db'>, id: number): Promise<void> {
  await repo.incrementDownloadCount(ctx.db, id);
}
