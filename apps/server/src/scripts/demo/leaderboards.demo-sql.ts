import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dethrones, scores } from '../../db/schema/index.ts';
import type { DemoScoreRow } from './leaderboards.demo-scores.ts';

/**
 * The set-based SQL of the demo competitive side (leaderboards.demo.ts): chunked multi-row
 * inserts, the scores as JSON unpacked in the database, and the dethrones derived from the ranks.
 */

/** The database or a transaction on it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows per multi-row INSERT (15 columns × 1000 stays well under PostgreSQL's 65,535 parameters). */
const CHUNK = 1000;

/** Runs `insert` on `rows` in chunks of 1000 (multi-row INSERTs). */
export async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Score rows per INSERT … SELECT of one JSON parameter (PGlite binds one text fast, 15,000 parameters slowly). */
const SCORE_CHUNK = 10_000;

/**
 * Inserts the demo scores as JSON arrays unpacked by json_to_recordset: set-based, a few
 * statements. `beforeChunk` runs before each (it may throw to stop).
 */
export async function insertScores(
  tx: DbOrTx,
  rows: DemoScoreRow[],
  beforeChunk?: () => Promise<void>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += SCORE_CHUNK) {
    await beforeChunk?.();
    const chunk = rows
      .slice(i, i + SCORE_CHUNK)
      .map((r) => ({ ...r, createdAt: r.createdAt?.toISOString() }));
    await tx.execute(sql`
      insert into ${scores} (leaderboard_id, profile_id, base_score, modified_score, notes_hit, modifiers,
        poor_hit_percent, good_hit_percent, perfect_hit_percent, punch_intensity_avg, max_combo, hmd, created_at)
      select "leaderboardId", "profileId", "baseScore", "modifiedScore", "notesHit", modifiers,
        "poorHitPercent", "goodHitPercent", "perfectHitPercent", "punchIntensityAvg", "maxCombo", hmd, "createdAt"
      from json_to_recordset(${JSON.stringify(chunk)}::json) as x("leaderboardId" int, "profileId" int,
        "baseScore" int, "modifiedScore" int, "notesHit" int, modifiers int, "poorHitPercent" float8,
        "goodHitPercent" float8, "perfectHitPercent" float8, "punchIntensityAvg" float8, "maxCombo" int,
        hmd text, "createdAt" timestamptz)`);
  }
}

/**
 * Dethrones as the rank job would have written them (spec §2 `/leaderboards/dethrones`): on every
 * board whose combined #1 was set after the combined #2, the #1 took the throne from the #2.
 */
export async function makeDethrones(tx: DbOrTx): Promise<number> {
  const rows = await tx.execute(sql`
    insert into ${dethrones} (leaderboard_id, score_id, profile_id, dethroned_profile_id, dethroned_score_id, created_at)
    select a.leaderboard_id, a.id, a.profile_id, b.profile_id, b.id, a.created_at
    from ${scores} a join ${scores} b
      on b.leaderboard_id = a.leaderboard_id and b.best_combined and b.rank_combined = 2
    where a.best_combined and a.rank_combined = 1 and a.created_at > b.created_at
    order by a.created_at
    returning id`);
  return rowCount(rows);
}

/** Rows of a raw `execute` result: node-postgres answers `{rows}`, PGlite's driver an array or `{rows}`. */
function rowCount(result: unknown): number {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])).length;
}
