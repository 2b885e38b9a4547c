import {
  HOLD_RULE_LABELS,
  HOLD_THRESHOLDS,
  type HoldRule,
} from '@synthhub/shared/leaderboards/honest-scores.schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leaderboardProfiles, scores, users } from '../../db/schema/index.ts';
import { rowsOf } from './sql-rows.ts';

/** Accuracy in SQL (formats.md §6.2: perfect + good/2 + poor/4, 0–100) of the `scores` alias `s`. */
const ACCURACY = sql`(s.perfect_hit_percent + s.good_hit_percent * 0.5 + s.poor_hit_percent * 0.25)`;

/** A score about to be stored, as the hold checks see it. */
export interface HoldCandidate {
  profileId: number;
  userId: number;
  leaderboardId: number;
  modifiedScore: number;
  /** formats.md §6.2 accuracy, 0–100. */
  accuracy: number;
}

/** Why a score is held: the rule and the sentence `scores.held_reason` and the report carry. */
export interface Hold {
  rule: HoldRule;
  reason: string;
}

const DAY_MS = 24 * 3600_000;
const fixed = (n: number, digits = 2) => n.toFixed(digits);

/**
 * Rule `accuracyJump` (HOLD_THRESHOLDS; docs/decisions/0054 "Honest scores"): the account or the
 * profile is younger than `newAccountDays`, the profile has ≥ `minEarlierScores` counted (not
 * held) scores, and `accuracy` ≥ `minAccuracy` and ≥ their average + `minJump`. Undefined when it
 * does not fire. Reads only the profile's own rows.
 */
async function accuracyJump(tx: Db, c: HoldCandidate, now: Date): Promise<Hold | undefined> {
  const t = HOLD_THRESHOLDS.accuracyJump;
  if (c.accuracy < t.minAccuracy) return undefined;
  const [row] = rowsOf(
    await tx.execute(sql`select
        (select created_at from ${users} where id = ${c.userId}) as user_created,
        (select created_at from ${leaderboardProfiles} where id = ${c.profileId}) as profile_created,
        (select count(*)::int from ${scores} s where s.profile_id = ${c.profileId} and not s.held) as earlier,
        (select avg(${ACCURACY})::float8 from ${scores} s where s.profile_id = ${c.profileId} and not s.held) as average`),
  );
  if (!row) return undefined;
  const created = [row.user_created, row.profile_created]
    .filter((v) => v !== null && v !== undefined)
    .map((v) => new Date(v as string | Date).getTime());
  const ageMs = now.getTime() - Math.max(...created);
  if (created.length === 0 || ageMs >= t.newAccountDays * DAY_MS) return undefined;
  const earlier = Number(row.earlier);
  if (earlier < t.minEarlierScores) return undefined;
  const average = Number(row.average);
  if (c.accuracy < average + t.minJump) return undefined;
  const days = Math.max(0, Math.floor(ageMs / DAY_MS));
  return {
    rule: 'accuracyJump',
    reason:
      `${HOLD_RULE_LABELS.accuracyJump}: accuracy ${fixed(c.accuracy)} % is ` +
      `${fixed(c.accuracy - average, 1)} points above the average ${fixed(average)} % of ` +
      `${earlier} earlier scores, on an account ${days} day${days === 1 ? '' : 's'} old ` +
      `(held at ≥ ${t.minAccuracy} % and ≥ ${t.minJump} points above, under ${t.newAccountDays} days).`,
  };
}

/**
 * Rule `firstPlacesBurst` (HOLD_THRESHOLDS; docs/decisions/0054): the score would be the combined
 * #1 of its board (strictly above every other profile's counted score: ties go to the earlier
 * one) on a board where another profile has a counted score, and the profile already holds
 * ≥ `maxRecent` such #1s with scores set in the last `windowMinutes`. Counts from the scores
 * themselves, not the ranks (a rank job may not have run yet). The caller holds the board lock.
 *
 * A profile's counted maximum on a board is its `best_combined` score (a submission moves the flag
 * at once; a held score never has it), so the comparisons read only those rows — one per profile,
 * on the partial index `scores_board_combined_idx` — never every score of a big board.
 */
async function firstPlacesBurst(tx: Db, c: HoldCandidate, now: Date): Promise<Hold | undefined> {
  const t = HOLD_THRESHOLDS.firstPlacesBurst;
  const [top] = rowsOf(
    await tx.execute(sql`select max(modified_score) as best from ${scores}
      where leaderboard_id = ${c.leaderboardId} and best_combined and profile_id <> ${c.profileId}`),
  );
  const best = top?.best;
  if (best === null || best === undefined || c.modifiedScore <= Number(best)) return undefined;
  const since = new Date(now.getTime() - t.windowMinutes * 60_000).toISOString();
  const [row] = rowsOf(
    await tx.execute(sql`select count(*)::int as n from ${scores} s
      where s.profile_id = ${c.profileId} and not s.held and s.best_combined
        and s.created_at > ${since}::timestamptz
        and exists (select 1 from ${scores} o where o.leaderboard_id = s.leaderboard_id
                    and o.best_combined and o.profile_id <> s.profile_id)
        and not exists (select 1 from ${scores} o where o.leaderboard_id = s.leaderboard_id
                    and o.best_combined and o.profile_id <> s.profile_id
                    and (o.modified_score > s.modified_score
                         or (o.modified_score = s.modified_score and (o.created_at, o.id) < (s.created_at, s.id))))`),
  );
  const recent = Number(row?.n ?? 0);
  if (recent < t.maxRecent) return undefined;
  return {
    rule: 'firstPlacesBurst',
    reason:
      `${HOLD_RULE_LABELS.firstPlacesBurst}: this score would take a combined #1, and the profile ` +
      `already took ${recent} combined #1s in the last ${t.windowMinutes} minutes ` +
      `(held from ${t.maxRecent}).`,
  };
}

/**
 * Runs the hold checks of docs/decisions/0054 "Honest scores" on a score that passed the hard caps
 * (docs/decisions/0019), inside the submission's transaction with the board locked. Answers the
 * first rule that fires (accuracy jump, then #1 burst), or undefined when the score counts.
 * `now` is the submission's time (ms precision).
 */
export async function holdFor(tx: Db, candidate: HoldCandidate, now = new Date()): Promise<Hold | undefined> {
  return (await accuracyJump(tx, candidate, now)) ?? (await firstPlacesBurst(tx, candidate, now));
}
