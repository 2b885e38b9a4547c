import { dbIdTextSchema } from '@synthhub/shared/api/ids';
import {
  overallRankingPageSchema,
  overallRankingQuerySchema,
  overallRankingRowSchema,
} from '@synthhub/shared/leaderboards/overall-ranking.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Unauthorized } from '../../errors.ts';
import { getOverallRanking, listOverallRanking } from './overall.service.ts';

const tags = ['leaderboards'];

/** Why `followed=1` needs a caller (an anonymous visitor follows no one). */
export const FOLLOWED_SIGN_IN_MESSAGE = 'followed=1 lists the players you follow: sign in to use it.';

/**
 * `/api/rankings/overall` (docs/decisions/0054 "The overall ranking"; register with prefix
 * `/overall` inside the rankings routes), public, answers only the site's views (RailGrinder's
 * `/api/rankings` is untouched):
 * - `GET /?page&limit&country&followed`: a page of `overallRankingRowSchema` rows in the list
 *   envelope; 400 naming `page`, `limit`, `country` or `followed` when bad; 401 for `followed=1`
 *   without a caller (an API token without `library:read` reads as anonymous, decision 0045);
 * - `GET /{profileId}`: one profile's row; 404 when it is not ranked; 400 for a malformed id.
 */
export const overallRankingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'The overall ranking across every mode and difficulty (rank, country rank, points, accuracy, plays, #1s, rank change since yesterday and last week, player); country=CC keeps one country, ordered by country rank; followed=1 the players the caller follows and the caller',
        querystring: overallRankingQuerySchema,
        response: { 200: overallRankingPageSchema },
      },
    },
    async (request) => {
      const { page, limit, country, followed } = request.query;
      if (followed && !request.user) throw new Unauthorized(FOLLOWED_SIGN_IN_MESSAGE);
      const followedBy = followed ? request.user?.id : undefined;
      return listOverallRanking(app.db, { country, followedBy }, { page, limit });
    },
  );
  app.get(
    '/:profileId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One leaderboard profile’s overall ranking row (404 when it is not ranked)',
        params: z.object({ profileId: dbIdTextSchema }),
        response: { 200: overallRankingRowSchema },
      },
    },
    async (request) => getOverallRanking(app.db, request.params.profileId),
  );
};
