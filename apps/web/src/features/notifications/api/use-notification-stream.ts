import {
  type Notification,
  NOTIFICATION_SSE_EVENT,
} from '@synthhub/shared/notifications/notifications.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiUrl } from '../../../config/env.ts';
import type { UnreadNotifications } from './get-unread.ts';
import { notificationKeys } from './keys.ts';
import { getStreamTicket } from './stream-ticket.ts';

/** The list with `n` on top: a batch that was rewritten (same id) moves up instead of doubling. */
export function withNotification(
  data: UnreadNotifications | undefined,
  n: Notification,
): UnreadNotifications {
  const list = data?.list ?? [];
  const had = list.some((x) => x.id === n.id);
  return { list: [n, ...list.filter((x) => x.id !== n.id)], total: (data?.total ?? 0) + (had ? 0 : 1) };
}

const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;

/**
 * Keeps a Server-Sent Events stream open while signed in (docs/decisions/0017): asks for a
 * single-use ticket, opens `GET /api/notifications/stream?ticket=…`, and puts each pushed
 * notification on top of the cached list at once. When the stream fails (a ticket can be used
 * once, so the browser's own reconnect cannot work) it is closed and reopened with a new ticket
 * after 5 s, doubling to 60 s. Each time the stream opens the list is refetched, so nothing sent
 * between the last fetch and the stream's start is missed; polling
 * (useNotificationRefetch) stays the fallback. Failures are only logged (spec §8).
 */
export function useNotificationStream(
  userId: number | null,
  EventSourceImpl: typeof EventSource | undefined = globalThis.EventSource,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null || !EventSourceImpl) return;
    const key = notificationKeys.unread(userId);
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let retryMs = FIRST_RETRY_MS;

    const retry = () => {
      if (stopped) return;
      timer = setTimeout(() => void open(), retryMs);
      retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
    };
    const open = async () => {
      let ticket: string;
      try {
        ticket = (await getStreamTicket()).ticket;
      } catch (error) {
        console.error('Opening the notification stream failed', error);
        return retry();
      }
      if (stopped) return;
      source = new EventSourceImpl(apiUrl(`/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`));
      // Whatever arrived before the stream was open (since the last fetch) is fetched once now.
      source.addEventListener('open', () => {
        void queryClient.invalidateQueries({ queryKey: key });
        retryMs = FIRST_RETRY_MS;
      });
      source.addEventListener(NOTIFICATION_SSE_EVENT, (event) => {
        try {
          const n = JSON.parse((event as MessageEvent<string>).data) as Notification;
          queryClient.setQueryData<UnreadNotifications>(key, (data) => withNotification(data, n));
        } catch (error) {
          console.error('A notification could not be read', error);
        }
      });
      source.addEventListener('error', () => {
        source?.close();
        source = null;
        retry();
      });
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [userId, EventSourceImpl, queryClient]);
}
