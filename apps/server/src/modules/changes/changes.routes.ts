import { CHANGES_CURSOR_HEADER } from '@synthhub/shared/changes/changes.constants';
import { changesQuerySchema } from '@synthhub/shared/changes/changes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileResponse } from '../../lib/http/response-schemas.ts';
import { NDJSON_TYPE } from '../../lib/http/ndjson.ts';
import { type ChangeStreams, followChanges } from './changes-stream.ts';
import { parseCursor, readChangesPage } from './changes.service.ts';

const tags = ['changes'];

/** Whether the client asked for Server-Sent Events rather than NDJSON. */
function wantsEventStream(accept: string | undefined): boolean {
  return !!accept && /(^|,)\s*text\/event-stream\b/i.test(accept);
}

/**
 * `/api/changes` (docs/decisions/0035): the change feed of the public catalogue, for managers
 * that keep a copy (README "Keeping a copy of the catalogue"). `GET /?since=<cursor>&limit=`
 * answers NDJSON, one change per line (packages/shared `changeSchema`), oldest first, with the
 * next cursor in `x-changes-cursor` and `x-changes-more: true` when another page is waiting. With
 * `Accept: text/event-stream` it answers Server-Sent Events instead and stays open (see
 * followChanges), resuming after `Last-Event-ID` when the client sends it. A cursor that is not a
 * whole number, or is beyond the newest one, is a 400.
 */
export const changesRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams: ChangeStreams = new Set();
  // Open streams would otherwise keep the server's close waiting.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.close();
  });

  app.get(
    '/',
    {
      config: { access: 'public' },
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
      if (wantsEventStream(request.headers.accept)) {
        const lastId = request.headers['last-event-id'];
        const from = lastId
          ? await parseCursor(app.db, String(lastId), 'Last-Event-ID')
          : await parseCursor(app.db, request.query.since, 'since');
        followChanges(app, request, reply, from, streams);
        return reply;
      }
      const since = await parseCursor(app.db, request.query.since, 'since');
      const page = await readChangesPage(app.db, since, request.query.limit);
      return reply
        .header(CHANGES_CURSOR_HEADER, String(page.next))
        .header('x-changes-more', String(page.more))
        .header('cache-control', 'no-cache')
        .type(NDJSON_TYPE)
        .send(page.changes.map((c) => `${JSON.stringify(c)}\n`).join(''));
    },
  );
};
