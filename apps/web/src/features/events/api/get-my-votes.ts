import type { EventVote } from '@synthhub/shared/events/events.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { eventKeys } from './keys.ts';

/**
 * `GET /api/events/{id}/votes` (spec §7): the signed-in user's picks, by category then order.
 * @throws ApiError 401 when signed out, 404 for an unknown event
 */
export function getMyVotes(eventId: number, signal?: AbortSignal): Promise<EventVote[]> {
  return api.request<EventVote[]>(`/api/events/${eventId}/votes`, { signal });
}

/** Query options for the user's picks, keyed `eventKeys.votes(eventId)`. */
export function getMyVotesQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: eventKeys.votes(eventId),
    queryFn: ({ signal }) => getMyVotes(eventId, signal),
  });
}

/** The user's picks in an event, fetched only while someone is signed in (spec §6). */
export function useMyVotes(eventId: number) {
  const user = useCurrentUser();
  return useQuery({ ...getMyVotesQueryOptions(eventId), enabled: user !== null });
}
