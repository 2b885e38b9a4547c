import { leaderboardProfileSchema } from '@synthhub/shared/leaderboards/leaderboard-profiles.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listResponseSchema } from '../../lib/crud/list-schema.ts';
import { crudQuerySchema } from '../../lib/crud/parse-query.ts';
import { leaderboardProfilesResource } from './leaderboard-profiles.crud.ts';
import { type ListedLeaderboardProfiles, listLeaderboardProfiles } from './leaderboard-profiles.list.ts';

/**
 * `GET /api/leaderboard-profiles` (register with prefix `/leaderboard-profiles`): leaderboard
 * profiles in the @nestjsx/crud query grammar (spec §7; formats.md §6.1). See
 * `listLeaderboardProfiles` for the shape and errors.
 */
export const leaderboardProfilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['leaderboards'],
        summary:
          'Leaderboard profiles in the query grammar (formats.md §6.1): s/filter on id, name, user_id, created_at; join user; sort name/created_at/id. Answers {data, count, total, page, pageCount}.',
        querystring: crudQuerySchema(leaderboardProfilesResource),
        response: { 200: listResponseSchema(leaderboardProfileSchema, leaderboardProfilesResource) },
      },
    },
    async (request): Promise<ListedLeaderboardProfiles> => listLeaderboardProfiles(app, request.query),
  );
};
