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
import { announce } from '../../lib/events/announce.ts';
import type { DomainEventBus } from '../../lib/events/domain-events.ts';
import { UnprocessableFile } from '../../errors.ts';
import type { UploadedFile } from '../../lib/http/multipart-file.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { itemFromSong, itemsFromRefs } from './playlist-items.ts';
import * as repo from './playlists.repository.ts';
import * as items from '../items/index.ts';
import { editItem } from '../items/index.ts';
import { patchColumns } from '../items/index.ts';
import { cleanDisplayText } from '@synthhub/shared/format/display-text';
import { storableBigint, storableInteger, storableJson, storableText } from '../../lib/storable.ts';
import type { ItemCreated } from '../items/index.ts';

/** What the playlist rules need from the app. */
export interface PlaylistsContext {
  db: Db;
  storage: Storage;
  /** Where a playlist created published announces `item.published` (lib/events; the app has it). */
  events?: DomainEventBus;
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
): Promise<ItemCreated> {
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

/** Playlist edit fields (wire name → column; spec §2 /playlists/edit/{id}). */
const PLAYLIST_PATCH_COLUMNS = {
  name: 'name',
  description: 'description',
  gradientTop: 'gradientTop',
  gradientDown: 'gradientDown',
  colorTitle: 'colorTitle',
  colorTexture: 'colorTexture',
} as const;

/** Columns of a playlist edit (form wire names → columns); undefined fields are left alone, a blank description is null. */
function playlistColumns(patch: PlaylistPatch): Partial<repo.NewPlaylist> {
  const columns = patchColumns<PlaylistPatch, repo.NewPlaylist>(patch, PLAYLIST_PATCH_COLUMNS);
  if (patch.description !== undefined)
    columns.description = patch.description?.trim() ? patch.description : null;
  return columns;
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
    ...playlistColumns(patch),
    creationDateS: nowSeconds(),
    published,
    publishedAt: published ? new Date() : null,
  });
  // Created published is a publish like the edit's (docs/decisions/0017: followers hear of it).
  if (published && ctx.events)
    await announce({ events: ctx.events }, 'item.published', {
      kind: 'playlist',
      itemId: row.id,
      ownerId: user.id,
      byUserId: user.id,
    });
  return { id: row.id };
}

/**
 * A playlist as the caller may see it: published ones for everyone, unpublished ones for their
 * owner and admins. Throws NotFound otherwise, so drafts do not leak (modules/items).
 */
export const getVisiblePlaylist = (ctx: Pick<PlaylistsContext, 'db'>, id: number, viewer: AuthUser | null) =>
  items.getVisibleItem(ctx, repo.playlistStore, id, viewer);

/** The playlist if the caller may change it: NotFound when they cannot see it, Forbidden when not theirs. */
export const getEditablePlaylist = (ctx: Pick<PlaylistsContext, 'db'>, id: number, user: AuthUser) =>
  items.getEditableItem(ctx, repo.playlistStore, id, user);

/**
 * Edits a playlist's name, description, colours or published flag (owner or admin). Publishing an
 * unpublished playlist sets `published_at` to now; any change to what the file holds adds one to
 * `version`. Throws NotFound/Forbidden.
 */
export async function editPlaylist(
  ctx: items.ItemsWriteContext,
  user: AuthUser,
  id: number,
  patch: PlaylistPatch,
): Promise<void> {
  await editItem(ctx, repo.playlistStore, user, id, patch.published, ({ tx, row, publish }) => {
    const columns = playlistColumns(patch);
    const fileChanged = Object.entries(columns).some(([k, v]) => row[k as keyof typeof row] !== v);
    return repo.updatePlaylist(tx, id, {
      ...columns,
      ...publish.columns,
      ...(fileChanged && { version: row.version + 1 }),
    });
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

/** Deletes a playlist, its songs and its votes (owner or admin; modules/items `removeItem`). */
export const removePlaylist = (ctx: items.ItemsWriteContext, user: AuthUser, id: number) =>
  items.removeItem(ctx, repo.playlistStore, user, id);
