import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crudQuerySchema } from '../../lib/crud/parse-query.ts';
import { mappersResource } from './mappers.crud.ts';
import { beatmapperSchema } from '@synthhub/shared/beatmaps/beatmapper';
import { listResponseSchema } from '../../lib/crud/list-schema.ts';
import { type ListedMappers, listMappers } from './mappers.list.ts';

/**
 * `GET /api/mappers` (register with prefix `/mappers`): beatmapper statistics (formats.md §6.3) in
 * the @nestjsx/crud query grammar (§6.1). See `listMappers` for the shape and errors.
 */
export const mappersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['beatmaps'],
        summary:
          'Beatmappers with stats over their published beatmaps (formats.md §6.3), in the query grammar; sort beatmap_count, download_count, last_beatmap_at. Answers {data, count, total, page, pageCount}.',
        querystring: crudQuerySchema(mappersResource),
        response: { 200: listResponseSchema(beatmapperSchema, mappersResource) },
      },
    },
    async (request): Promise<ListedMappers> => listMappers(app, request.query),
  );
};
