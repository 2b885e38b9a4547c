import { CHANGES_CURSOR_HEADER } from '@synthhub/shared/changes/changes.constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifNoneMatchHit } from '../../lib/http/etag.ts';
import { NDJSON_TYPE } from '../../lib/http/ndjson.ts';
import { fileResponse, notModifiedResponse } from '../../lib/http/response-schemas.ts';
import { beatmapIndexEtag, currentCursor, openBeatmapIndex } from './beatmap-index.service.ts';

/**
 * `GET /api/beatmaps/index.ndjson` (docs/decisions/0035): every released beatmap, one per line
 * (packages/shared `beatmapSummarySchema`), by id, streamed from one snapshot (openBeatmapIndex),
 * with `x-changes-cursor`, the feed cursor the index corresponds to (follow
 * `GET /api/changes?since=` from it). Strong ETag from that cursor; a matching `If-None-Match` →
 * 304 after one `max(seq)` query. Compressed (br/gzip) when accepted, by plugins/compression.ts.
 * Registered before the beatmaps' routes; a static path wins over their `/:id` anyway.
 */
export const beatmapIndexRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/index.ndjson',
    {
      config: { access: 'public' },
      schema: {
        tags: ['beatmaps', 'changes'],
        summary: 'Every released beatmap as NDJSON, with the change-feed cursor it matches; ETag → 304',
        response: {
          ...fileResponse('one beatmap per line (NDJSON)', ['application/x-ndjson']),
          ...notModifiedResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const now = await currentCursor(app.db);
      if (ifNoneMatchHit(request, beatmapIndexEtag(now))) {
        reply.header('etag', beatmapIndexEtag(now)).header(CHANGES_CURSOR_HEADER, String(now));
        return reply.status(304).send();
      }
      const { cursor, body } = await openBeatmapIndex(app.db);
      // A client gone mid-index: stop reading and end the snapshot transaction (a piped stream is
      // only unpiped, not destroyed, when the response closes early).
      reply.raw.on('close', () => body.destroy());
      return reply
        .header('etag', beatmapIndexEtag(cursor))
        .header(CHANGES_CURSOR_HEADER, String(cursor))
        .type(NDJSON_TYPE)
        .send(body);
    },
  );
};
