import { playlistDownloadFilename } from '@synthhub/formats/playlist/playlist-filename';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import {
  playlistCoverPath,
  playlistPlaceholderCoverPath,
} from '@synthhub/shared/playlists/playlist-cover-url';
import type { Playlist, PlaylistItem } from '@synthhub/shared/playlists/playlists.schemas';
import type { PlaylistItemRow, PlaylistWithUser } from './playlists.repository.ts';
import { presentItemCounts, presentItemUser } from '../items/index.ts';

/** Relative URL of a playlist's generated `.playlist` (formats.md §6.3 `download_url`). */
export function playlistDownloadUrl(id: number): string {
  return `/api/playlists/${id}/download`;
}

/**
 * Relative URL of a playlist's cover (formats.md §6.3): the uploaded cover, else the placeholder
 * drawn from the playlist's gradient (`playlist-cover-url.ts`), never ''.
 */
export function playlistCoverUrl(row: Pick<PlaylistWithUser, 'id' | 'coverKeys'>): string {
  return row.coverKeys.orig ? playlistCoverPath(row.id) : playlistPlaceholderCoverPath(row.id);
}

/** A song of a playlist with the beatmap its hash resolved to, when the viewer may see one. */
export interface ResolvedItem {
  row: PlaylistItemRow;
  beatmapId: number | null;
  beatmap?: Beatmap | null;
}

/** One song as the API answers it (formats.md §6.3 `items[]`); `beatmap` only when it was joined. */
export function presentPlaylistItem({ row, beatmapId, beatmap }: ResolvedItem): PlaylistItem {
  return {
    id: row.id,
    position: row.position,
    hash: row.hash,
    name: row.name,
    author: row.author,
    beatmapper: row.beatmapper,
    difficulty: row.difficulty,
    track_duration: row.trackDurationS,
    added_at: row.addedTimeS === null ? null : new Date(row.addedTimeS * 1000).toISOString(),
    beatmap_id: beatmapId,
    ...(beatmap !== undefined && { beatmap }),
  };
}

/**
 * The one place a playlist row becomes the API's Playlist (formats.md §6.3; conventions habit 4):
 * `icon`/`texture` from the game's `SelectedIconIndex`/`SelectedTexture`, numeric `score`/`rating`
 * as strings, ISO dates, relative URLs; `items` only when given (the request joined them).
 */
export function presentPlaylist(row: PlaylistWithUser, items?: ResolvedItem[]): Playlist {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    gradientTop: row.gradientTop,
    gradientDown: row.gradientDown,
    colorTitle: row.colorTitle,
    colorTexture: row.colorTexture,
    texture: row.selectedTexture,
    icon: row.selectedIconIndex,
    filename_original: row.filenameOriginal || playlistDownloadFilename(row),
    cover_version: row.coverVersion,
    ...presentItemCounts(row),
    published: row.published,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
    auto_playlist_id: row.autoPlaylistId,
    item_count: row.itemCount,
    user: presentItemUser(row.user),
    download_url: playlistDownloadUrl(row.id),
    cover_url: playlistCoverUrl(row),
    ...(items && { items: items.map(presentPlaylistItem) }),
  };
}
