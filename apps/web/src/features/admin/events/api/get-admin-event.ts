import type { AdminEventDetail } from '@synthhub/shared/events/events.admin.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminEventKeys } from './keys.ts';

/** How often the event screen refetches, so its tallies stay live while voting runs (ms). */
export const TALLY_REFRESH_MS = 10_000;

/**
 * `GET /api/admin/events/{id}`: the event with categories, candidates and live tallies, refetched
 * every {@link TALLY_REFRESH_MS}. @throws ApiError 404 for an unknown event
 */
export function useAdminEvent(id: number) {
  return useQuery({
    queryKey: adminEventKeys.detail(id),
    queryFn: ({ signal }) => api.request<AdminEventDetail>(`/api/admin/events/${id}`, { signal }),
    refetchInterval: TALLY_REFRESH_MS,
  });
}
