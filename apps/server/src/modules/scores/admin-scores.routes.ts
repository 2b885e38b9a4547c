import {
  adminScoreSchema,
  releaseScoreBodySchema,
  removeScoreBodySchema,
} from '@synthhub/shared/leaderboards/honest-scores.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams as params } from '../../lib/http/id-params.ts';
import { noContentResponse } from '../../lib/http/response-schemas.ts';
import { addAdminGate } from '../../policies/admin-gate.ts';
import { signedInUser } from '../../policies/access.ts';
import { getAdminScore, releaseScore, removeScore } from './admin-scores.service.ts';

const admin = { access: 'admin' } as const;
const doc = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

/**
 * `/api/admin/scores` behind the admin gate (docs/decisions/0054 "Honest scores"; an admin
 * session only, docs/decisions/0045): `GET /{id}` one score as reviewed (404 unknown);
 * `POST /{id}/release {reason?}` a held score counts (409 when not held; answers the score);
 * `DELETE /{id} {reason}` removes any score (400 without a reason; 204). Both audited, both
 * resolve the score's open reports, queue its board's rank job and tell the player.
 */
export const adminScoresRoutes: FastifyPluginAsyncZod = async (app) => {
  addAdminGate(app);
  app.get(
    '/:id',
    {
      config: admin,
      schema: {
        ...doc('Admin: one score as reviewed (held or not)'),
        params,
        response: { 200: adminScoreSchema },
      },
    },
    async (request) => getAdminScore(app.db, request.params.id),
  );
  app.post(
    '/:id/release',
    {
      config: admin,
      schema: {
        ...doc('Admin: release a held score (it counts; ranks recomputed; the player is told)'),
        params,
        body: releaseScoreBodySchema,
        response: { 200: adminScoreSchema },
      },
    },
    async (request) => releaseScore(app.db, signedInUser(request), request.params.id, request.body?.reason),
  );
  app.delete(
    '/:id',
    {
      config: admin,
      schema: {
        ...doc('Admin: remove a score (audited with its fields; ranks recomputed; the player is told why)'),
        params,
        body: removeScoreBodySchema,
        response: noContentResponse,
      },
    },
    async (request, reply) => {
      await removeScore(app.db, signedInUser(request), request.params.id, request.body.reason);
      return reply.code(204).send();
    },
  );
};
