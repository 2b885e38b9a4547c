import { chartathonListSchema, chartathonQuerySchema } from '@synthhub/shared/archive/archive.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listChartathons } from './archive.service.ts';

/**
 * `GET /api/archive/chartathons?year=` (spec §2 /archive/chartathon; docs/decisions/0028): past
 * mapping contests with their placed entries, newest year first; `year` (2000–2100, else 400)
 * keeps one year's.
 */
export const archiveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/chartathons',
    {
      config: { access: 'public' },
      schema: {
        tags: ['archive'],
        summary: 'Past chartathons (mapping contests) with their entries; year= keeps one year',
        querystring: chartathonQuerySchema,
        response: { 200: chartathonListSchema },
      },
    },
    async (request) => listChartathons(app, request.query.year),
  );
};
