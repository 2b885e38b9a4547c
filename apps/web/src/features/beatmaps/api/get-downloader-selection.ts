import type { Paginated } from '@synthhub/shared/api/pagination';
import { PAGE_SIZE_MAX } from '@synthhub/shared/api/pagination';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GrammarParams } from '../../../lib/content-lists.ts';
import { api } from '../../../lib/api-client.ts';
import { beatmapKeys } from './keys.ts';

/**
 * Most beatmaps one run of the downloader (`/beatmaps/downloader`, spec §2) takes, so a broad
 * filter cannot queue the whole catalogue: five pages of the API's largest page size; a Quest
 * takes 500 maps in a few minutes over USB.
 */
export const DOWNLOADER_MAX_BEATMAPS = 500;

/** The beatmaps a downloader run would take, and how many matched in all (may exceed the cap). */
export interface BeatmapSelection {
  beatmaps: Beatmap[];
  total: number;
}

/**
 * Every beatmap matching a grammar filter, up to {@link DOWNLOADER_MAX_BEATMAPS}: `GET /api/beatmaps`
 * with `limit=100`, page 1 first (its `total` says how many pages more are needed), then the rest
 * of the pages in parallel. Duplicates (a beatmap published between two pages) are dropped.
 * @throws ApiError when a request fails
 */
export async function getBeatmapSelection(
  params: GrammarParams,
  signal?: AbortSignal,
): Promise<BeatmapSelection> {
  const limit = PAGE_SIZE_MAX;
  const fetchPage = (page: number) =>
    api.request<Paginated<Beatmap>>('/api/beatmaps', {
      query: { page, limit, s: params.s, sort: params.sort },
      signal,
    });
  const first = await fetchPage(1);
  const pages = Math.min(first.pageCount, Math.ceil(DOWNLOADER_MAX_BEATMAPS / limit));
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => fetchPage(i + 2)));
  const seen = new Set<number>();
  const beatmaps = [first, ...rest]
    .flatMap((page) => page.data)
    .filter((b) => !seen.has(b.id) && seen.add(b.id))
    .slice(0, DOWNLOADER_MAX_BEATMAPS);
  return { beatmaps, total: first.total };
}

/** Query options keyed `beatmapKeys.downloader(params)`; the previous selection stays shown while the next loads. */
export function getBeatmapSelectionQueryOptions(params: GrammarParams) {
  return queryOptions({
    queryKey: beatmapKeys.downloader(params),
    queryFn: ({ signal }) => getBeatmapSelection(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The downloader's selection for the catalog's filters (off while `enabled` is false). */
export function useBeatmapSelection(params: GrammarParams, enabled = true) {
  return useQuery({ ...getBeatmapSelectionQueryOptions(params), enabled });
}
