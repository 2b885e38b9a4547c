import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { CARD_COVER_SIZE, warmCovers } from '../../../lib/cover.ts';
import { startEarly, takeEarly } from '../../../lib/early-request.ts';
import { pagedQueryOptions } from '../../../lib/item-queries.ts';
import { type ListParams, listQuery } from '../../../lib/list-params.ts';
import { BEATMAPS_PAGE_SIZE, beatmapKeys } from './keys.ts';

/** Covers started with the first page's data: the cards a phone or a desktop shows at once. */
const FIRST_COVERS = 4;

/** Parameters of {@link getBeatmaps} (see ListParams). */
export type GetBeatmapsParams = ListParams;

/**
 * `GET /api/beatmaps?page=&limit=[&user_id=&drafts=true&s=&sort=]`: one page of beatmaps (newest first unless `sort` says otherwise).
 * @throws ApiError on failure
 */
export function getBeatmaps(params: GetBeatmapsParams, signal?: AbortSignal) {
  const { query } = listQuery(params, BEATMAPS_PAGE_SIZE);
  return (
    takeEarly<Paginated<Beatmap>>(earlyKey(query)) ??
    api.request<Paginated<Beatmap>>('/api/beatmaps', { query, signal })
  );
}

const earlyKey = (query: Record<string, string | number>) =>
  `/api/beatmaps?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

/**
 * Starts `GET /api/beatmaps` for `params` now (lib/early-request.ts), for the first page load: the
 * route's loader calls it so the list's data loads alongside the page's code; the page's
 * {@link getBeatmaps} with the same parameters then takes that answer instead of asking again. When
 * it arrives, the first covers start loading (lib/cover.ts `warmCovers`).
 */
export function prefetchBeatmaps(params: GetBeatmapsParams): void {
  const { query } = listQuery(params, BEATMAPS_PAGE_SIZE);
  startEarly(earlyKey(query), async () => {
    const page = await api.request<Paginated<Beatmap>>('/api/beatmaps', { query });
    warmCovers(page.data, CARD_COVER_SIZE, FIRST_COVERS);
    return page;
  });
}

/** Query options keyed `beatmapKeys.list(params)`; the previous page stays shown while the next loads. */
export function getBeatmapsQueryOptions(params: GetBeatmapsParams) {
  return pagedQueryOptions(beatmapKeys.list(params), (signal) => getBeatmaps(params, signal));
}

/** One page of beatmaps. */
export function useBeatmaps(params: GetBeatmapsParams) {
  return useQuery(getBeatmapsQueryOptions(params));
}
