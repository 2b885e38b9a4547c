import {
  scoreSubmissionResultSchema,
  scoreSubmissionSchema,
} from '@synthhub/shared/leaderboards/score-submission.schemas';
import { heldScoreSchema } from '@synthhub/shared/leaderboards/honest-scores.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../policies/access.ts';
import { heldScoresOf } from './held-scores.ts';
import { submitScore } from './scores.service.ts';

/**
 * `POST /api/scores` (formats.md §6.2; docs/decisions/0019), registered under `/api/scores`: the
 * game's `{leaderboardInfo, scoreInfo}` from a signed-in user (access JWT or a personal API token
 * `Bearer shp_…`; 401 otherwise), limited per account and address (`scoreSubmission`). 201 with
 * the stored score and its leaderboard; 200 with the same for a replay; 400/404/422 naming the
 * field, nothing stored.
 *
 * `GET /api/scores/held`: the caller's own held scores (docs/decisions/0054), for a session or a
 * token/device with `library:read` (it is the player's own library); 401 anonymous.
 */
export const scoresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: { access: 'user', tokenScope: 'scores:write' },
      preHandler: app.rateLimits('scoreSubmission'),
      schema: {
        tags: ['scores'],
        summary: 'Submit a score: {leaderboardInfo, scoreInfo} as the game sends them',
        body: scoreSubmissionSchema,
        response: { 200: scoreSubmissionResultSchema, 201: scoreSubmissionResultSchema },
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) => {
      const outcome = await submitScore(app.db, signedInUser(request), request.body);
      return reply.code(outcome.created ? 201 : 200).send(outcome.body);
    },
  );
  app.get(
    '/held',
    {
      config: { access: 'user', tokenScope: 'library:read' },
      schema: {
        tags: ['scores'],
        summary: 'Your own scores held for review (docs/decisions/0054), newest first',
        response: { 200: z.array(heldScoreSchema) },
        security: [{ bearer: [] }],
      },
    },
    async (request) => heldScoresOf(app.db, signedInUser(request).id),
  );
};
