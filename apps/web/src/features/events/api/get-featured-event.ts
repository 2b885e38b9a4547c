import type { EventSummary } from '@synthhub/shared/events/events.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { eventKeys } from './keys.ts';

/** `GET /api/events/featured` (spec §7): the featured published event, or null when there is none. */
export function getFeaturedEvent(signal?: AbortSignal): Promise<EventSummary | null> {
  return api.request<EventSummary | null>('/api/events/featured', { signal });
}

/** Query options for the featured event, keyed `eventKeys.featured()`. */
export function getFeaturedEventQueryOptions() {
  return queryOptions({ queryKey: eventKeys.featured(), queryFn: ({ signal }) => getFeaturedEvent(signal) });
}

/** The featured event (null: none). */
export function useFeaturedEvent() {
  return useQuery(getFeaturedEventQueryOptions());
}
