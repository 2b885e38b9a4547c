import type { EventDetail } from '@synthhub/shared/events/events.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { eventKeys } from './keys.ts';

/**
 * `GET /api/events/published/{slug-or-id}` (spec §7): the event, its categories with candidate
 * beatmaps, and each category's results once voting has closed (else `results: null`).
 * @throws ApiError 404 ("Event x was not found.") for an unknown or unpublished event
 */
export function getEvent(ref: string, signal?: AbortSignal): Promise<EventDetail> {
  return api.request<EventDetail>(`/api/events/published/${encodeURIComponent(ref)}`, { signal });
}

/** Query options for one event, keyed `eventKeys.detail(ref)`. */
export function getEventQueryOptions(ref: string) {
  return queryOptions({ queryKey: eventKeys.detail(ref), queryFn: ({ signal }) => getEvent(ref, signal) });
}

/** One published event by slug or id. */
export function useEvent(ref: string) {
  return useQuery(getEventQueryOptions(ref));
}
