import {
  leaderboardProfileSchema,
  leaderboardProfileUserBodySchema,
} from '@synthhub/shared/leaderboards/leaderboard-profiles.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams as params } from '../../lib/http/id-params.ts';
import { addAdminGate } from '../../policies/admin-gate.ts';
import { signedInUser } from '../../policies/access.ts';
import { setLeaderboardProfileUser } from './leaderboard-profiles.owner.ts';

/**
 * `/api/admin/leaderboard-profiles` behind the admin gate (spec §6; an admin session only — 401
 * anonymous, 403 a non-admin, an API token or a device, docs/decisions/0045):
 * `PUT /{id}/user {user_id}` links the profile to an account or unlinks it (null), audited
 * (docs/decisions/0054 "Accounts own profiles"; see `setLeaderboardProfileUser`).
 */
export const adminLeaderboardProfilesRoutes: FastifyPluginAsyncZod = async (app) => {
  addAdminGate(app);
  app.put(
    '/:id/user',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Admin: link a leaderboard profile to an account ({user_id}) or unlink it ({user_id: null}); 409 when the account has another profile',
        security: [{ bearer: [] }],
        params,
        body: leaderboardProfileUserBodySchema,
        response: { 200: leaderboardProfileSchema },
      },
    },
    async (request) =>
      setLeaderboardProfileUser(app.db, signedInUser(request), request.params.id, request.body.user_id),
  );
};
