import { buildPlaylist } from '@synthhub/formats/playlist/build-playlist';
import { playlistDownloadFilename } from '@synthhub/formats/playlist/playlist-filename';
import { writePlaylist } from '@synthhub/formats/playlist/write-playlist';
import { createHash } from 'node:crypto';
import { BadRequest, UnprocessableFile } from '../../errors.ts';
import type { UploadedFile } from '../../lib/http/multipart-file.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { replaceItemCover } from '../items/index.ts';
import { songFromItem } from './playlist-items.ts';
import * as repo from './playlists.repository.ts';
import { getEditablePlaylist, getVisiblePlaylist, type PlaylistsContext } from './playlists.service.ts';

/** A generated `.playlist` download: its bytes, file name and strong ETag. */
export interface PlaylistDownload {
  id: number;
  bytes: Uint8Array;
  filename: string;
  etag: string;
}

/**
 * The `.playlist` of a playlist as it is now (formats.md §2), written by the formats writer from the
 * rows: the game's exact keys, `creationDate` as a string, songs in order with their kept unknown
 * keys, the file's other unknown keys. Named `<id>-<Name>.playlist` (playlistDownloadFilename).
 * Same visibility as getVisiblePlaylist (NotFound for others' drafts).
 */
export async function buildPlaylistDownload(
  ctx: Pick<PlaylistsContext, 'db'>,
  id: number,
  viewer: AuthUser | null,
): Promise<PlaylistDownload> {
  const row = await getVisiblePlaylist(ctx, id, viewer);
  const items = await repo.listItems(ctx.db, [id]);
  const bytes = writePlaylist(
    buildPlaylist({
      name: row.name,
      description: row.description ?? '',
      gradientTop: row.gradientTop,
      gradientDown: row.gradientDown,
      colorTitle: row.colorTitle,
      colorTexture: row.colorTexture,
      selectedIconIndex: row.selectedIconIndex,
      selectedTexture: row.selectedTexture,
      creationDate: row.creationDateS ?? Math.floor(row.createdAt.getTime() / 1000),
      extra: row.extra,
      songs: items.map(songFromItem),
    }),
  );
  const etag = `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`;
  return { id, bytes, filename: playlistDownloadFilename(row), etag };
}

/** A cover that is not a PNG/JPEG is a 400 naming the field; one that cannot be decoded a 422. */
const PLAYLIST_COVER_ERRORS = {
  notImage: () =>
    new BadRequest('The cover must be a PNG or JPEG image.', {
      validation: ['file: must be a PNG or JPEG image'],
    }),
  unreadable: () => new UnprocessableFile('The cover image could not be read; is it damaged?'),
};

/**
 * Sets a playlist's cover from an uploaded PNG or JPEG (owner or admin): stored with its 150/250/500
 * px thumbnails (storeCover) and `cover_version` + 1. On any failure the files this call stored are
 * removed and the playlist is unchanged.
 * @throws BadRequest when the bytes are not PNG or JPEG; UnprocessableFile when they cannot be decoded
 */
export async function setPlaylistCover(
  ctx: PlaylistsContext,
  user: AuthUser,
  id: number,
  file: UploadedFile,
): Promise<void> {
  const row = await getEditablePlaylist(ctx, id, user);
  await replaceItemCover(ctx, row, file.bytes, PLAYLIST_COVER_ERRORS, (tx, values) =>
    repo.updatePlaylist(tx, id, values),
  );
}
