import { type SQL, sql } from 'drizzle-orm';
import { leaderboardProfiles, rankings } from '../../db/schema/index.ts';
import { conditionSql } from '../../lib/crud/compile.ts';
import { defineResource } from '../../lib/crud/define-resource.ts';
import type { FieldDef } from '../../lib/crud/types.ts';

/**
 * `profile.name` of a ranking row, matched case-sensitively (formats.md §6.2: RailGrinder's
 * `{"profile.name":"x"}` may match several profiles) but found through the `lower(name)` index:
 * `profile_id = any(array(select id from leaderboard_profiles where lower(name) = lower($1) and name = $1))`.
 */
const profileName: FieldDef = {
  sql: leaderboardProfiles.name,
  type: 'string',
  operators: ['$eq', '$in'],
  condition: (op, value): SQL => {
    const exact = conditionSql(leaderboardProfiles.name, 'string', op, value);
    const lowered = conditionSql(leaderboardProfiles.name, 'string', op === '$in' ? '$inL' : '$eqL', value);
    return sql`${rankings.profileId} = any(array(select ${leaderboardProfiles.id} from ${leaderboardProfiles} where ${lowered} and ${exact}))`;
  },
};

/**
 * The `GET /api/rankings` whitelist (formats.md §6.1; §6.2 RailGrinder:
 * `s={"mode":m,"difficulty":d,"modifiers":0|{},"profile.id":N|"profile.name":"x"}&sort=rank,ASC`):
 * season_id (0 = all time), mode, difficulty, modifiers (0 none, −1 combined), profile_id /
 * profile.id, profile.name (case-sensitive), rank, points, plays; joins profile, profile.user;
 * sorts rank (default, 1 first), points, rank_avg, plays. The list service adds the defaults
 * season_id 0 and modifiers −1 when the request does not name them (`{"modifiers":{}}` names no
 * condition, so it reads the combined list, as on the real site).
 */
export const rankingsResource = defineResource({
  name: 'rankings',
  fields: {
    id: { sql: rankings.id, type: 'number' },
    season_id: { sql: rankings.seasonId, type: 'number' },
    mode: { sql: rankings.mode, type: 'number' },
    difficulty: { sql: rankings.difficulty, type: 'number' },
    modifiers: { sql: rankings.modifiers, type: 'number' },
    profile_id: { sql: rankings.profileId, type: 'number' },
    rank: { sql: rankings.rank, type: 'number' },
    rank_avg: { sql: rankings.rankAvg, type: 'number' },
    points: { sql: rankings.points, type: 'number' },
    plays: { sql: rankings.plays, type: 'number' },
  },
  relations: {
    profile: {
      fields: {
        id: { sql: rankings.profileId, type: 'number' },
        name: profileName,
      },
    },
    'profile.user': {},
  },
  sorts: ['rank', 'points', 'rank_avg', 'plays'],
  defaultSort: [{ field: 'rank', order: 'ASC' }],
  tieBreaker: rankings.id,
});
