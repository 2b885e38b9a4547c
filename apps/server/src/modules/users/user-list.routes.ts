import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicListRoute } from '../../lib/crud/public-list.ts';
import { usersResource } from './users.crud.ts';
import { listedUserSchema, listUsers } from './users.list.ts';

/**
 * `GET /api/user` (register with prefix `/user`): users in the @nestjsx/crud query grammar, as the
 * global search asks for them (spec §7; formats.md §6.1). See `listUsers` for the
 * shapes and errors; e-mail addresses and password hashes are never reachable.
 */
export const userListRoutes: FastifyPluginAsyncZod = async (app) => {
  publicListRoute(app, {
    tags: ['users'],
    summary:
      'Users in the @nestjsx/crud query grammar (formats.md §6.1): s/filter on id, username, created_at; join beatmaps, leaderboard_profile; sort username/created_at/id. Answers {data, count, total, page, pageCount}.',
    resource: usersResource,
    item: listedUserSchema,
    list: listUsers,
  });
};
