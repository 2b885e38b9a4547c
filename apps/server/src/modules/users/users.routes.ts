import type { PublicUser } from '@synthhub/shared/users/users.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../errors.ts';
import { presentPublicUser } from './users.presenter.ts';
import { findUserById, findUserByUsername } from './users.repository.ts';

/**
 * User routes under `/api/users` (issue 3 item 4, profile pages). `GET /api/users/{ref}` answers
 * `{user}` for a numeric id or a username (case-insensitive); never by e-mail.
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:ref',
    {
      schema: {
        tags: ['users'],
        summary: 'A public profile by id or username',
        params: z.object({ ref: z.string().min(1).max(64) }),
      },
    },
    async (request): Promise<{ user: PublicUser }> => {
      const { ref } = request.params;
      const row = /^\d+$/.test(ref)
        ? await findUserById(app.db, Number(ref))
        : await findUserByUsername(app.db, ref);
      if (!row) throw new NotFound(`No user is called ${ref}.`);
      return { user: presentPublicUser(row) };
    },
  );
};
