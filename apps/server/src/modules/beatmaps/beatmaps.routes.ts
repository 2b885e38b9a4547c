import { popularBeatmapsSchema, popularQuerySchema } from '@synthhub/shared/beatmaps/popular';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerItemRoutes } from '../items/index.ts';
import { beatmapItem } from './beatmaps.item.ts';
import { listPopularBeatmaps } from './beatmaps.popular.ts';
import { registerBeatmapPreviewRoutes } from './beatmap-preview.routes.ts';

/**
 * Beatmap routes under `/api/beatmaps` (spec §7; formats.md §6.2): the item kernel's, from the
 * beatmap descriptor (beatmaps.item.ts): list, detail, upload, edit, delete, cover and the
 * downloads by id and by map hash; `GET /popular`, "Popular this week" (docs/decisions/0022); then
 * the preview's audio and chart (beatmap-preview.routes.ts).
 */
export const beatmapsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerItemRoutes(app, beatmapItem);
  registerBeatmapPreviewRoutes(app);
  app.get(
    '/popular',
    {
      config: { access: 'public' },
      schema: {
        tags: ['beatmaps'],
        summary:
          'The published beatmaps most downloaded and up-voted in the last 7 days (today and the six UTC days before), best first; limit 1-24, default 12. Answers {since, data}, each beatmap with week_downloads and week_votes.',
        querystring: popularQuerySchema,
        response: { 200: popularBeatmapsSchema },
      },
    },
    async (request) => listPopularBeatmaps(app, request.query.limit),
  );
};
