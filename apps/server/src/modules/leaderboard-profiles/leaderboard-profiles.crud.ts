import { leaderboardProfiles } from '../../db/schema/index.ts';
import { defineResource } from '../../lib/crud/define-resource.ts';

/**
 * The `GET /api/leaderboard-profiles` whitelist for the list grammar (formats.md §6.1; spec §7
 * global search: "filtered by name equal (case-insensitive)"): `id`, `name`,
 * `user_id`, `created_at`. Join `user` (the linked site user's public profile, or null). Default
 * order: `name` A→Z.
 */
export const leaderboardProfilesResource = defineResource({
  name: 'leaderboard-profile',
  fields: {
    id: { sql: leaderboardProfiles.id, type: 'number' },
    name: { sql: leaderboardProfiles.name, type: 'string' },
    user_id: { sql: leaderboardProfiles.userId, type: 'number' },
    created_at: { sql: leaderboardProfiles.createdAt, type: 'date' },
  },
  relations: { user: {} },
  sorts: ['name', 'created_at', 'id'],
  defaultSort: [{ field: 'name', order: 'ASC' }],
  tieBreaker: leaderboardProfiles.id,
});
