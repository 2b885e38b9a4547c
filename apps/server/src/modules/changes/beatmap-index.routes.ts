import { CHANGES_CURSOR_HEADER } from '@synthhub/shared/changes/changes.constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifNoneMatchHit } from '../../lib/http/etag.ts';
import { NDJSON_TYPE } from '../../lib/http/ndjson.ts';
import { fileResponse, notModifiedResponse } from '../../lib/http/response-schemas.ts';
import { acceptsGzip, BeatmapIndexCache, buildBeatmapIndex, plainIndexBody } from './beatmap-index.cache.ts';
import { beatmapIndexEtag, currentCursor } from './beatmap-index.service.ts';

/**
 * `GET /api/beatmaps/index.ndjson` (docs/decisions/0035): every released beatmap, one per line
 * (packages/shared `beatmapSummarySchema`), by id, read from one snapshot and kept gzipped once per
 * feed cursor (BeatmapIndexCache), with `x-changes-cursor`, the feed cursor the index corresponds
 * to (follow `GET /api/changes?since=` from it). Strong ETag from that cursor; a matching
 * `If-None-Match` → 304 after one `max(seq)` query. Sent gzipped when `Accept-Encoding` allows
 * it (brotli is not offered: the kept bytes are gzip), otherwise unzipped on the way out.
 * Registered before the beatmaps' routes; a static path wins over their `/:id` anyway.
 */
export const beatmapIndexRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new BeatmapIndexCache(() => buildBeatmapIndex(app.db));
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
      const index = await cache.get(now);
      reply
        .header('etag', beatmapIndexEtag(index.cursor))
        .header(CHANGES_CURSOR_HEADER, String(index.cursor))
        .header('vary', 'accept-encoding')
        .type(NDJSON_TYPE);
      // Sent as built; a Content-Encoding set here keeps plugins/compression.ts out of it.
      if (acceptsGzip(request.headers['accept-encoding'])) {
        return reply.header('content-encoding', 'gzip').send(index.gzip);
      }
      const body = plainIndexBody(index);
      // A client gone mid-index: stop unzipping (a piped stream is only unpiped, not destroyed,
      // when the response closes early).
      reply.raw.on('close', () => body.destroy());
      return reply.send(body);
    },
  );
};
