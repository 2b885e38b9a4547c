import { STREAM_HEARTBEAT_S } from '@synthhub/shared/notifications/notifications.constants';
import { NOTIFICATION_SSE_EVENT } from '@synthhub/shared/notifications/notifications.schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Turns a request into a Server-Sent Events stream of `userId`'s new notifications (WHATWG HTML
 * "Server-sent events"; docs/decisions/0017): answers 200 `text/event-stream`, sends `retry: 5000`
 * (the browser reconnects 5 s after a drop), then one `event: notification` with the JSON
 * Notification per new notification, and a comment line every `STREAM_HEARTBEAT_S` (25) seconds
 * (or `app.config.notificationsHeartbeatMs`) so proxies keep the connection open. The stream is
 * removed from the hub when the client goes away or the app closes.
 */
export function openNotificationStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): void {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise buffer the events.
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 5000\n: connected\n\n');
  const heartbeatMs = app.config.notificationsHeartbeatMs ?? STREAM_HEARTBEAT_S * 1000;
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), heartbeatMs);
  heartbeat.unref();
  let open = true;
  const end = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    remove();
    raw.end();
  };
  const remove = app.notificationHub.add(userId, {
    send: (n) => {
      if (open) raw.write(`event: ${NOTIFICATION_SSE_EVENT}\nid: ${n.id}\ndata: ${JSON.stringify(n)}\n\n`);
    },
    close: end,
  });
  request.raw.on('close', end);
  raw.on('error', end);
}
