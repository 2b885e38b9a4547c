import { STREAM_HEARTBEAT_S } from '@synthhub/shared/notifications/notifications.constants';
import { NOTIFICATION_SSE_EVENT } from '@synthhub/shared/notifications/notifications.schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { openEventStream } from '../../lib/http/event-stream.ts';

/**
 * Turns a request into a Server-Sent Events stream of `userId`'s new notifications (WHATWG HTML
 * "Server-sent events"; docs/decisions/0017), framed by lib/http/event-stream.ts: answers 200
 * `text/event-stream`, sends `retry: 5000` (the browser reconnects 5 s after a drop), then one
 * `event: notification` with the JSON Notification per new notification, and a comment line every
 * `STREAM_HEARTBEAT_S` (25) seconds (or `app.config.notificationsHeartbeatMs`) so proxies keep the
 * connection open. The stream is removed from the hub when the client goes away or the app closes.
 */
export function openNotificationStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): void {
  const stream = openEventStream(request, reply, {
    heartbeatMs: app.config.notificationsHeartbeatMs ?? STREAM_HEARTBEAT_S * 1000,
  });
  const remove = app.notificationHub.add(userId, {
    send: (n) => stream.send({ event: NOTIFICATION_SSE_EVENT, id: String(n.id), data: n }),
    close: () => stream.close(),
  });
  void stream.closed.then(remove);
}
