import { users } from '../../db/schema/index.ts';
import { defineResource } from '../../lib/crud/define-resource.ts';

/**
 * The `GET /api/user` whitelist for the list grammar (formats.md §6.1; spec §7 "Search"): only `id`,
 * `username` and `created_at` can be filtered or sorted — never `email` or `password_hash`, which are
 * neither fields (a 400 names them in `s`/`filter`/`sort`) nor presented (so `select=email` is ignored).
 * Joins: `beatmaps` (the user's newest published beatmaps, at most 10) and `leaderboard_profile` (the
 * linked profile or null). Default order: `username` A→Z.
 */
export const usersResource = defineResource({
  name: 'user',
  fields: {
    id: { sql: users.id, type: 'number' },
    username: { sql: users.username, type: 'string' },
    created_at: { sql: users.createdAt, type: 'date' },
  },
  relations: {
    beatmaps: { placeholder: [] },
    'beatmaps.user': {},
    leaderboard_profile: { placeholder: null },
  },
  sorts: ['username', 'created_at', 'id'],
  defaultSort: [{ field: 'username', order: 'ASC' }],
  tieBreaker: users.id,
});
