import { setTimeout as delay } from 'node:timers/promises';
import {
  CHANGE_SSE_EVENT,
  CHANGES_HEARTBEAT_S,
  CHANGES_LIMIT_MAX,
} from '@synthhub/shared/changes/changes.constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type EventStream, openEventStream } from '../../lib/http/event-stream.ts';
import { sharedChangePages } from './changes-pages.ts';

/** The open change streams of one app, ended by its `preClose` hook (see changesRoutes). */
export type ChangeStreams = Set<EventStream>;

/**
 * Follows the feed as Server-Sent Events from cursor `from` (docs/decisions/0035): every change
 * after it as `event: change`, `id: <cursor>`, `data: <the NDJSON line's JSON>`, in cursor order;
 * then it looks again every `app.config.changesPollMs` (CHANGES_POLL_MS) while the client stays.
 * Heartbeat comments every CHANGES_HEARTBEAT_S (or `changesHeartbeatMs`). A browser's EventSource
 * reconnects by itself with `Last-Event-ID` set to the last id it received, so it resumes exactly
 * after the last change it got. Answers the open stream. Pages come from the pages shared between clients (changes-pages.ts;
 * docs/decisions/0047). A database error ends the stream (the client reconnects).
 */
export function followChanges(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  from: number,
  streams: ChangeStreams,
): EventStream {
  const stream = openEventStream(request, reply, {
    heartbeatMs: app.config.changesHeartbeatMs ?? CHANGES_HEARTBEAT_S * 1000,
  });
  streams.add(stream);
  void stream.closed.then(() => streams.delete(stream));
  const pages = sharedChangePages(app.db);
  void (async () => {
    let cursor = from;
    while (stream.open) {
      const page = await pages.page(cursor, CHANGES_LIMIT_MAX);
      for (const change of page.changes) {
        if (!stream.send({ event: CHANGE_SSE_EVENT, id: String(change.cursor), data: change })) return;
      }
      cursor = page.next;
      if (!page.more)
        await Promise.race([delay(app.config.changesPollMs, undefined, { ref: false }), stream.closed]);
    }
  })().catch((error: unknown) => {
    request.log.warn({ err: error }, 'change stream stopped');
    stream.close();
  });
  return stream;
}
