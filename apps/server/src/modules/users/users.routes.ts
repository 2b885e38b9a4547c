import { type UserPage, userPageSchema } from '@synthhub/shared/users/users.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentUserPage } from './users.presenter.ts';
import { findUserByRef } from './users.service.ts';
import { findProfileOfUser } from '../leaderboard-profiles/index.ts';

/**
 * User routes under `/api/users` (spec §2 /profile/{username}). `GET /api/users/{ref}` answers
 * `{user}` (the public fields, `country` and the linked `leaderboard_profile` {id, name} or null;
 * docs/decisions/0054) for a numeric id (1 to 2^31 − 1, `isDbIdText`) or a username (case-insensitive); never by
 * e-mail. Other digit strings are looked up as usernames, so they answer 404 rather than reach
 * the database as an out-of-range id.
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:ref',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'A public profile by id or username',
        params: z.object({ ref: z.string().min(1).max(64) }),
        response: { 200: z.object({ user: userPageSchema }) },
      },
    },
    async (request): Promise<{ user: UserPage }> => {
      // A number beyond the id range names no user by id: it is looked up as a username (→ 404).
      const row = await findUserByRef(app, request.params.ref);
      return { user: presentUserPage(row, (await findProfileOfUser(app.db, row.id)) ?? null) };
    },
  );
};
