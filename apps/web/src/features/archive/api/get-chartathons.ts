import type { Chartathon } from '@synthhub/shared/archive/archive.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { archiveKeys } from './keys.ts';

/**
 * `GET /api/archive/chartathons`: every past chartathon, newest year first, with its entries by
 * placement (a few dozen rows: the page loads them once and switches years without a request).
 * @throws ApiError when the server fails or cannot be reached
 */
export function getChartathons(signal?: AbortSignal): Promise<Chartathon[]> {
  return api.request<Chartathon[]>('/api/archive/chartathons', { signal });
}

/** Query options for the chartathon archive, keyed `archiveKeys.chartathons()`. */
export function getChartathonsQueryOptions() {
  return queryOptions({
    queryKey: archiveKeys.chartathons(),
    queryFn: ({ signal }) => getChartathons(signal),
    staleTime: 5 * 60_000,
  });
}

/** The chartathon archive. */
export function useChartathons() {
  return useQuery(getChartathonsQueryOptions());
}
