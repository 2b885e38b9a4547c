import type { BeatmapChart } from '@synthhub/shared/beatmaps/beatmap-chart.schemas';
import type { Difficulty } from '@synthhub/shared/beatmaps/beatmaps.constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { beatmapKeys } from './keys.ts';

/**
 * `GET /api/beatmaps/{id}/chart?difficulty=`: the notes (time in ms, hand, x/y, rail points) and
 * walls of one difficulty, for the map preview (packages/shared `beatmapChartSchema`).
 * @throws ApiError 404 when the beatmap is hidden or lacks that difficulty (the message names the ones it has)
 */
export function getBeatmapChart(
  id: number,
  difficulty: Difficulty,
  signal?: AbortSignal,
): Promise<BeatmapChart> {
  const query = new URLSearchParams({ difficulty });
  return api.request<BeatmapChart>(`/api/beatmaps/${id}/chart?${query.toString()}`, { signal });
}

/** Query options keyed `beatmapKeys.chart(id, difficulty)`; a chart never changes for a version, so it stays fresh. */
export function getBeatmapChartQueryOptions(id: number, difficulty: Difficulty) {
  return queryOptions({
    queryKey: beatmapKeys.chart(id, difficulty),
    queryFn: ({ signal }) => getBeatmapChart(id, difficulty, signal),
    staleTime: Infinity,
  });
}

/** The chart of one difficulty of a beatmap. */
export function useBeatmapChart(id: number, difficulty: Difficulty) {
  return useQuery(getBeatmapChartQueryOptions(id, difficulty));
}
