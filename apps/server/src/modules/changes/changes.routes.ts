import { normalizeIP } from '@fastify/rate-limit';
import { CHANGES_CURSOR_HEADER } from '@synthhub/shared/changes/changes.constants';
import { changesQuerySchema } from '@synthhub/shared/changes/changes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ServiceUnavailable, TooManyRequests } from '../../errors.ts';
import { fileResponse } from '../../lib/http/response-schemas.ts';
import { NDJSON_TYPE } from '../../lib/http/ndjson.ts';
import { sharedChangePages } from './changes-pages.ts';
import { type ChangeStreams, followChanges } from './changes-stream.ts';
import type { ChangesPage } from './changes.service.ts';
import { parseCursor } from './changes.service.ts';

const tags = ['changes'];

/** Seconds a client refused a stream for its address's cap is told to wait (one may close meanwhile). */
const STREAMS_PER_IP_RETRY_AFTER_S = 30;
/** Seconds a client refused a stream for the server's total cap is told to wait. */
const STREAMS_TOTAL_RETRY_AFTER_S = 10;

/** Whether the client asked for Server-Sent Events rather than NDJSON. */
function wantsEventStream(accept: string | undefined): boolean {
  return !!accept && /(^|,)\s*text\/event-stream\b/i.test(accept);
}

/** A page's NDJSON body, made once per page however many clients are answered it. */
const bodies = new WeakMap<ChangesPage, string>();
function ndjson(page: ChangesPage): string {
  let body = bodies.get(page);
  if (body === undefined) {
    body = page.changes.map((c) => `${JSON.stringify(c)}\n`).join('');
    bodies.set(page, body);
  }
  return body;
}

/**
 * `/api/changes` (docs/decisions/0035): the change feed of the public catalogue, for managers
 * that keep a copy (docs/api-clients.md "Keeping a copy of the catalogue"). `GET /?since=<cursor>&limit=`
 * answers NDJSON, one change per line (packages/shared `changeSchema`), oldest first, with the
 * next cursor in `x-changes-cursor` and `x-changes-more: true` when another page is waiting. With
 * `Accept: text/event-stream` it answers Server-Sent Events instead and stays open (see
 * followChanges), resuming after `Last-Event-ID` when the client sends it. A cursor that is not a
 * whole number, or is beyond the newest one, is a 400.
 *
 * Budgets (docs/decisions/0047): every page and stream open counts against the named limit
 * `changeFeed` (per address, 429); one address holds at most `config.changesStreamsPerIp` streams
 * (429, Retry-After 30 s) and this process `config.changesStreamsMax` (503, Retry-After 10 s);
 * pages are shared between clients asking the same one (changes-pages.ts).
 */
export const changesRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams: ChangeStreams = new Set();
  const perAddress = new Map<string, number>();
  const pages = sharedChangePages(app.db);
  // Open streams would otherwise keep the server's close waiting.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.close();
  });

  /** Counts a new stream of `address`, or throws when a cap is reached; answers its release. */
  const claimStream = (address: string): (() => void) => {
    const mine = perAddress.get(address) ?? 0;
    if (mine >= app.config.changesStreamsPerIp)
      throw new TooManyRequests(
        `Your address already has ${mine} change streams open (at most ${app.config.changesStreamsPerIp}). Close one, or try again in ${STREAMS_PER_IP_RETRY_AFTER_S} seconds.`,
        STREAMS_PER_IP_RETRY_AFTER_S,
      );
    if (streams.size >= app.config.changesStreamsMax)
      throw new ServiceUnavailable(
        `The change feed has as many streams open as it serves. Try again in ${STREAMS_TOTAL_RETRY_AFTER_S} seconds, or read pages without Accept: text/event-stream.`,
        STREAMS_TOTAL_RETRY_AFTER_S,
      );
    perAddress.set(address, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left <= 0) perAddress.delete(address);
      else perAddress.set(address, left);
    };
  };

  app.get(
    '/',
    {
      config: { access: 'public' },
      preHandler: app.rateLimits('changeFeed'),
      schema: {
        tags,
        summary:
          'The catalogue change feed: NDJSON pages, or Server-Sent Events with Accept: text/event-stream',
        querystring: changesQuerySchema,
        response: fileResponse('one change per line (NDJSON), or an event stream', [
          'application/x-ndjson',
          'text/event-stream',
        ]),
      },
    },
    async (request, reply) => {
      const latest = () => pages.latest();
      if (wantsEventStream(request.headers.accept)) {
        const release = claimStream(normalizeIP(request.ip));
        try {
          const lastId = request.headers['last-event-id'];
          const from = lastId
            ? await parseCursor(app.db, String(lastId), 'Last-Event-ID', latest)
            : await parseCursor(app.db, request.query.since, 'since', latest);
          const stream = followChanges(app, request, reply, from, streams);
          void stream.closed.then(release);
        } catch (error) {
          release();
          throw error;
        }
        return reply;
      }
      // One newest-cursor query serves both the cursor's check and the page's name.
      const newest = await pages.latest();
      const since = await parseCursor(app.db, request.query.since, 'since', async () => newest);
      const page = await pages.page(since, request.query.limit, Math.max(newest, since));
      return reply
        .header(CHANGES_CURSOR_HEADER, String(page.next))
        .header('x-changes-more', String(page.more))
        .header('cache-control', 'no-cache')
        .type(NDJSON_TYPE)
        .send(ndjson(page));
    },
  );
};
