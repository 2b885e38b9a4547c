import { setTimeout as delay } from 'node:timers/promises';
import {
  CHANGE_SSE_EVENT,
  CHANGES_HEARTBEAT_S,
  CHANGES_LIMIT_MAX,
} from '@synthhub/shared/changes/changes.constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type EventStream, formatEvent, openEventStream } from '../../lib/http/event-stream.ts';
import type { ChangesPage } from './changes.service.ts';
import { sharedChangePages } from './changes-pages.ts';

/** A page's events as one text, framed once however many streams send it (docs/decisions/0047). */
const texts = new WeakMap<ChangesPage, string>();
function eventsText(page: ChangesPage): string {
  let text = texts.get(page);
  if (text === undefined) {
    text = page.changes
      .map((change) => formatEvent({ event: CHANGE_SSE_EVENT, id: String(change.cursor), data: change }))
      .join('');
    texts.set(page, text);
  }
  return text;
}

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
      if (page.changes.length > 0 && !stream.sendFormatted(eventsText(page))) return;
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
