import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pagedQueryOptions } from '../../../lib/item-queries.ts';
import { playlistKeys } from './keys.ts';

/** Beatmaps per page in the edit page's "Add songs" browser. */
export const BEATMAP_CHOICES_PAGE_SIZE = 8;

/**
 * `GET /api/beatmaps?page=&limit=8`: a page of published beatmaps to add to a playlist (the same
 * list as /beatmaps, newest first; this feature keeps its own fetcher, features never import each other).
 * @throws ApiError on failure
 */
export function getBeatmapChoices(page: number, signal?: AbortSignal): Promise<Paginated<Beatmap>> {
  return api.request<Paginated<Beatmap>>('/api/beatmaps', {
    query: { page, limit: BEATMAP_CHOICES_PAGE_SIZE },
    signal,
  });
}

/** One page of beatmaps to pick from, keyed `playlistKeys.beatmapChoices(page)`. */
export function useBeatmapChoices(page: number) {
  return useQuery(
    pagedQueryOptions(playlistKeys.beatmapChoices(page), (signal) => getBeatmapChoices(page, signal)),
  );
}

/**
 * `GET /api/beatmaps/{id}`: the beatmap a pasted id names, to show it before saving.
 * @throws ApiError 404 when there is no such beatmap for this user
 */
export function getBeatmapChoice(id: number): Promise<Beatmap> {
  return api.request<Beatmap>(`/api/beatmaps/${id}`);
}
