import type { Notification } from '@synthhub/shared/notifications/notifications.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

/** The unread notifications as the bell holds them: newest first, and how many there are in all. */
export interface UnreadNotifications {
  list: Notification[];
  /** All unread, from `X-Total-Count` (the list holds at most 100). */
  total: number;
}

/**
 * `GET /api/notifications/unread` (spec §7): the signed-in user's unread notifications, newest
 * first, with the total from the `X-Total-Count` header. A failure is only logged (spec §8
 * "Notifications") and rethrown, so the bell keeps what it had.
 */
export async function getUnread(signal?: AbortSignal): Promise<UnreadNotifications> {
  let total: number | null = null;
  try {
    const list = await api.request<Notification[]>('/api/notifications/unread', {
      signal,
      onHeaders: (headers) => {
        const value = Number(headers.get('x-total-count'));
        total = Number.isFinite(value) && headers.has('x-total-count') ? value : null;
      },
    });
    return { list, total: Math.max(total ?? list.length, list.length) };
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError'))
      console.error('Fetching notifications failed', error);
    throw error;
  }
}

/**
 * Query options keyed `notificationKeys.unread(userId)`. Never stale by time and not refetched
 * on its own: the bell decides when to refetch (spec §9 rule, use-notification-refetch.ts), the
 * stream pushes new ones, and mutations update the cache.
 */
export function unreadQueryOptions(userId: number) {
  return queryOptions({
    queryKey: notificationKeys.unread(userId),
    queryFn: ({ signal }) => getUnread(signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** The signed-in user's unread notifications. */
export function useUnread(userId: number) {
  return useQuery(unreadQueryOptions(userId));
}
