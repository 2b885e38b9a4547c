import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { grammarFilter, termCondition } from '../../../lib/list-grammar.ts';
import { DOWNLOADER_MAX_BEATMAPS } from './get-downloader-selection.ts';
import { beatmapKeys } from './keys.ts';

/** Playlists offered per search in the downloader's playlist picker. */
export const PLAYLIST_CHOICES_LIMIT = 20;

/**
 * `GET /api/playlists?s=&sort=download_count,DESC&limit=20&page=1`: playlists whose name or
 * uploader contains `term` (all of them for ''), most downloaded first, for the picker (this
 * feature keeps its own fetcher: features never import each other).
 * @throws ApiError on failure
 */
export async function getPlaylistChoices(term: string, signal?: AbortSignal): Promise<Playlist[]> {
  const s = grammarFilter([termCondition(term.trim(), ['name', 'user.username'])]);
  const page = await api.request<Paginated<Playlist>>('/api/playlists', {
    query: { page: 1, limit: PLAYLIST_CHOICES_LIMIT, sort: 'download_count,DESC', s },
    signal,
  });
  return page.data;
}

/** Playlists matching a term, keyed `beatmapKeys.playlistChoices(term)`. */
export function usePlaylistChoices(term: string) {
  return useQuery(
    queryOptions({
      queryKey: beatmapKeys.playlistChoices(term),
      queryFn: ({ signal }) => getPlaylistChoices(term, signal),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  );
}

/**
 * A playlist's beatmaps for a downloader run: the songs that are on Synthhub (in playlist order,
 * each once, at most {@link DOWNLOADER_MAX_BEATMAPS}), how many songs it has, and how many of them
 * are not on Synthhub (no beatmap with their hash the viewer can see).
 */
export interface PlaylistSelection {
  playlist: Playlist;
  beatmaps: Beatmap[];
  total: number;
  notOnSite: number;
}

/**
 * `GET /api/playlists/{id}?join=items&join=items.beatmap`, split into the beatmaps to install and
 * the songs that are not on Synthhub.
 * @throws ApiError on failure (404 when there is no such playlist for this viewer)
 */
export async function getPlaylistSelection(id: number, signal?: AbortSignal): Promise<PlaylistSelection> {
  const playlist = await api.request<Playlist>(`/api/playlists/${id}?join=items&join=items.beatmap`, {
    signal,
  });
  const items = [...(playlist.items ?? [])].sort((a, b) => a.position - b.position);
  const seen = new Set<number>();
  const beatmaps: Beatmap[] = [];
  let notOnSite = 0;
  for (const item of items) {
    if (!item.beatmap) notOnSite += 1;
    else if (!seen.has(item.beatmap.id)) {
      seen.add(item.beatmap.id);
      beatmaps.push(item.beatmap);
    }
  }
  return {
    playlist,
    beatmaps: beatmaps.slice(0, DOWNLOADER_MAX_BEATMAPS),
    total: beatmaps.length,
    notOnSite,
  };
}

/** One playlist's selection, keyed `beatmapKeys.playlistSelection(id)` (off without an id). */
export function usePlaylistSelection(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: beatmapKeys.playlistSelection(id),
      queryFn: ({ signal }) => getPlaylistSelection(id!, signal),
      enabled: id !== null,
      staleTime: 60_000,
    }),
  );
}
