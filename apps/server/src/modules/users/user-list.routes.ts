import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crudQuerySchema } from '../../lib/crud/parse-query.ts';
import { usersResource } from './users.crud.ts';
import { listResponseSchema } from '../../lib/crud/list-schema.ts';
import { type ListedUsers, listedUserSchema, listUsers } from './users.list.ts';

/**
 * `GET /api/user` (register with prefix `/user`): users in the @nestjsx/crud query grammar, as the
 * global search asks for them (spec §7; formats.md §6.1). See `listUsers` for the
 * shapes and errors; e-mail addresses and password hashes are never reachable.
 */
export const userListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary:
          'Users in the @nestjsx/crud query grammar (formats.md §6.1): s/filter on id, username, created_at; join beatmaps, leaderboard_profile; sort username/created_at/id. Answers {data, count, total, page, pageCount}.',
        querystring: crudQuerySchema(usersResource),
        response: { 200: listResponseSchema(listedUserSchema, usersResource) },
      },
    },
    async (request): Promise<ListedUsers> => listUsers(app, request.query),
  );
};
