import { followStateSchema } from '@synthhub/shared/follows/follows.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../policies/access.ts';
import * as service from './follows.service.ts';

const params = z.object({ ref: z.string().min(1).max(64) });
const tags = ['users'];
const response = { 200: followStateSchema };

/**
 * Follow routes under `/api/users` (docs/decisions/0017), `{ref}` an id or a username as in
 * `GET /api/users/{ref}`: `GET /{ref}/follow` (anyone: `following` false when signed out) answers
 * whether the caller follows the user and the user's follower/following counts; `PUT` follows,
 * `DELETE` unfollows (signed in: 401; yourself: 400 "You cannot follow yourself."); unknown
 * users 404. A followed user's new published items notify their followers.
 */
export const followsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:ref/follow',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Follow state and counts of a user', params, response },
    },
    async (request) => service.getFollowState(app, request.user, request.params.ref),
  );
  app.put(
    '/:ref/follow',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Follow a user', params, response, security: [{ bearer: [] }] },
    },
    async (request) => service.follow(app, signedInUser(request), request.params.ref),
  );
  app.delete(
    '/:ref/follow',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Stop following a user', params, response, security: [{ bearer: [] }] },
    },
    async (request) => service.unfollow(app, signedInUser(request), request.params.ref),
  );
};
