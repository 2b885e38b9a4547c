import { MODIFIERS_COMBINED } from '@synthhub/shared/leaderboards/leaderboards.constants';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rankings } from '../../db/schema/index.ts';

/**
 * The points rule (docs/decisions/0019, 0054), one definition for the server and the web: see
 * `boardPoints` in packages/shared/src/leaderboards/board.schemas.ts. A ranking's `points` is the
 * sum over its leaderboards (challenge 0 only), the list ordered by points DESC; list modifiers 0
 * counts only unmodified scores, −1 every score.
 */
export { boardPoints } from '@synthhub/shared/leaderboards/board.schemas';

/** The ranking list a score with `modifiers` counts in: 0 for an unmodified score, else combined (−1). */
export function rankingListOf(modifiers: number): 0 | -1 {
  return modifiers === 0 ? 0 : MODIFIERS_COMBINED;
}

/** The rows of a raw `db.execute` result (node-postgres `{rows}`, PGlite an array or `{rows}`). */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}

/** One ranking list: season (0 all time) × mode × difficulty × modifiers (0 or −1). */
export interface ListKey {
  seasonId: number;
  mode: number;
  difficulty: number;
  modifiers: number;
}

/** The profile's row of the list (rank, points, average percents), or null. */
export async function rankingRow(db: Db, list: ListKey, profileId: number) {
  const rows = rowsOf(
    await db.execute(sql`select rank, points, poor_hit_percent, good_hit_percent, perfect_hit_percent
      from ${rankings} where ${listWhere(list)} and profile_id = ${profileId}`),
  );
  const r = rows[0];
  if (!r) return null;
  return {
    rank: Number(r.rank),
    points: Number(r.points),
    accuracy:
      Number(r.perfect_hit_percent) + Number(r.good_hit_percent) * 0.5 + Number(r.poor_hit_percent) * 0.25,
  };
}

/**
 * The rank `points` would have in the list for this profile: 1 + the other profiles with more
 * points (their own points as stored; the job may also move those the profile passes on a board,
 * which this does not model).
 */
export async function rankForPoints(
  db: Db,
  list: ListKey,
  profileId: number,
  points: number,
): Promise<number> {
  const rows = rowsOf(
    await db.execute(sql`select count(*)::int as n from ${rankings}
      where ${listWhere(list)} and profile_id <> ${profileId} and points > ${points}::float8`),
  );
  return Number(rows[0]?.n ?? 0) + 1;
}

function listWhere(list: ListKey): SQL {
  return sql`season_id = ${list.seasonId} and mode = ${list.mode} and difficulty = ${list.difficulty} and modifiers = ${list.modifiers}`;
}
