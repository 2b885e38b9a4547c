import { beatmapChartSchema, chartQuerySchema } from '@synthhub/shared/beatmaps/beatmap-chart.schemas';
import { z } from 'zod';
import { idParams } from '../../lib/http/id-params.ts';
import { storedFileResponse } from '../../lib/http/response-schemas.ts';
import { sendStoredFile } from '../../lib/http/send-stored-file.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findPreviewAudio, getBeatmapChart } from './beatmap-preview.service.ts';

/** `?v=<map hash>`: a URL naming the version it wants may be cached for a year (the bytes never change). */
const audioQuerySchema = z.object({ v: z.string().max(64).optional() });
const YEAR = 'public, max-age=31536000, immutable';
/** Without `v` the URL follows the primary version, which an upload may change: revalidate (ETag). */
const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * The preview routes of a beatmap, inside `/api/beatmaps` (the preview player and map preview of
 * the beatmap page and cards), with the download route's visibility (drafts 404 to others):
 * - `GET /:id/audio?v=<hash>`: the song audio of the primary version's `.synth` (its `AudioName`
 *   entry, `.ogg` or `.wav`, unchanged) with ETag and Range (206/416), never counted as a download;
 * - `GET /:id/chart?difficulty=Expert`: the notes, rails and walls of one difficulty
 *   (packages/shared `beatmapChartSchema`); a difficulty outside the six names is a 400 naming them.
 */
export function registerBeatmapPreviewRoutes(app: Parameters<FastifyPluginAsyncZod>[0]): void {
  app.get(
    '/:id/audio',
    {
      config: { access: 'public' },
      schema: {
        tags: ['beatmaps'],
        summary: 'The song audio of the beatmap (for the preview player), streamed with Range',
        params: idParams,
        querystring: audioQuerySchema,
        response: storedFileResponse('the song audio', ['audio/ogg', 'audio/wav']),
      },
    },
    async (request, reply) => {
      const audio = await findPreviewAudio(app, request.params.id, request.user);
      await sendStoredFile(request, reply, app.storage, {
        key: audio.key,
        contentType: audio.contentType,
        cacheControl: request.query.v === audio.hash ? YEAR : REVALIDATE,
      });
      return reply;
    },
  );

  app.get(
    '/:id/chart',
    {
      config: { access: 'public' },
      schema: {
        tags: ['beatmaps'],
        summary: 'Notes, rails and walls of one difficulty, for the map preview',
        params: idParams,
        querystring: chartQuerySchema,
        response: { 200: beatmapChartSchema },
      },
    },
    async (request, reply) => {
      const chart = await getBeatmapChart(app, request.params.id, request.query.difficulty, request.user);
      reply.header('cache-control', 'public, max-age=60');
      return chart;
    },
  );
}
