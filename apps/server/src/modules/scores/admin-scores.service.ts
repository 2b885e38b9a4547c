import type { AdminScore } from '@synthhub/shared/leaderboards/honest-scores.schemas';
import {
  accuracyPercent,
  LEADERBOARD_DIFFICULTIES,
  LEADERBOARD_MODES,
} from '@synthhub/shared/leaderboards/leaderboards.constants';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leaderboardProfiles, leaderboards, scores } from '../../db/schema/index.ts';
import { Conflict, NotFound } from '../../errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { playersById, presentLeaderboard } from '../leaderboards/index.ts';
import { scoreNotice } from '../notifications/index.ts';
import { resolveScoreReports } from '../reports/index.ts';
import type { LeaderboardRow, ScoreRow } from './scores.repository.ts';
import { enqueueLeaderboardRanks } from './scores.jobs.ts';

const scoreNotFound = (id: number) => new NotFound(`Score ${id} was not found.`);

const accuracyOf = (s: ScoreRow) =>
  accuracyPercent({
    perfect_hit_percent: s.perfectHitPercent,
    good_hit_percent: s.goodHitPercent,
    poor_hit_percent: s.poorHitPercent,
  });

/**
 * `GET /api/admin/scores/{id}` (docs/decisions/0054 "Honest scores"): one score, held or not, as
 * the admins review it (`adminScoreSchema`: player, leaderboard, scores, accuracy, reason).
 * Throws NotFound (404) when there is none (never stored, or removed).
 */
export async function getAdminScore(db: Db, id: number): Promise<AdminScore> {
  const [row] = await db
    .select({ score: scores, board: leaderboards })
    .from(scores)
    .innerJoin(leaderboards, eq(leaderboards.id, scores.leaderboardId))
    .where(eq(scores.id, id));
  if (!row) throw scoreNotFound(id);
  const { score: s, board } = row;
  const player = (await playersById(db, [s.profileId])).get(s.profileId)!;
  return {
    id: s.id,
    player,
    leaderboard: presentLeaderboard(board),
    base_score: s.baseScore,
    modified_score: s.modifiedScore,
    accuracy: accuracyOf(s),
    modifiers: s.modifiers,
    perfect_hit_percent: s.perfectHitPercent,
    good_hit_percent: s.goodHitPercent,
    poor_hit_percent: s.poorHitPercent,
    notes_hit: s.notesHit,
    max_combo: s.maxCombo,
    hmd: s.hmd,
    held: s.held,
    held_reason: s.heldReason,
    rank_combined: s.rankCombined,
    created_at: s.createdAt.toISOString(),
  };
}

/**
 * Loads score `id` and locks its leaderboard then the score (`FOR UPDATE`, the order a submission
 * and the rank job take: board first; docs/decisions/0019), with the profile's linked user.
 * Throws NotFound (404).
 */
async function lockScore(tx: Db, id: number) {
  const [found] = await tx.select({ boardId: scores.leaderboardId }).from(scores).where(eq(scores.id, id));
  if (!found) throw scoreNotFound(id);
  const [board] = await tx
    .select()
    .from(leaderboards)
    .where(eq(leaderboards.id, found.boardId))
    .for('update');
  const [row] = await tx
    .select({ score: scores, userId: leaderboardProfiles.userId, name: leaderboardProfiles.name })
    .from(scores)
    .innerJoin(leaderboardProfiles, eq(leaderboardProfiles.id, scores.profileId))
    .where(eq(scores.id, id))
    .for('update', { of: scores });
  if (!row || !board) throw scoreNotFound(id);
  return { ...row, board };
}

/** "Song 3 (Expert, Rhythm)": the chart a notice and an audit label name. */
const chartOf = (board: LeaderboardRow) => ({
  leaderboardId: board.id,
  song: board.songName,
  difficulty: LEADERBOARD_DIFFICULTIES[board.difficulty] ?? String(board.difficulty),
  mode: LEADERBOARD_MODES[board.mode] ?? String(board.mode),
});

const labelOf = (name: string, score: ScoreRow, board: LeaderboardRow) => {
  const c = chartOf(board);
  return `${name}: ${score.modifiedScore} on ${c.song || `leaderboard ${c.leaderboardId}`} (${c.difficulty}, ${c.mode})`;
};

/** Every stored field of a score, as the audit row's `before` of a removal keeps them. */
const snapshot = (s: ScoreRow) => ({
  id: s.id,
  leaderboard_id: s.leaderboardId,
  profile_id: s.profileId,
  base_score: s.baseScore,
  modified_score: s.modifiedScore,
  notes_hit: s.notesHit,
  modifiers: s.modifiers,
  poor_hit_percent: s.poorHitPercent,
  good_hit_percent: s.goodHitPercent,
  perfect_hit_percent: s.perfectHitPercent,
  punch_intensity_avg: s.punchIntensityAvg,
  max_combo: s.maxCombo,
  hmd: s.hmd,
  best: s.best,
  best_combined: s.bestCombined,
  rank: s.rank,
  rank_combined: s.rankCombined,
  held: s.held,
  held_reason: s.heldReason,
  submission_digest: s.submissionDigest,
  created_at: s.createdAt.toISOString(),
});

/**
 * `POST /api/admin/scores/{id}/release` (docs/decisions/0054 "Honest scores"): a held score
 * counts. In one transaction: `held` false and `held_reason` cleared, the board's rank job queued
 * (which then queues the rankings), its open 'score' reports resolved (each audited), the action
 * audited `score.release` (before/after `held`, the optional `reason`) and the player's account
 * told it now counts. Answers the score. NotFound (404); Conflict (409) when it is not held.
 */
export async function releaseScore(
  db: Db,
  actor: AuthUser,
  id: number,
  reason?: string,
): Promise<AdminScore> {
  await db.transaction(async (tx) => {
    const { score, board, userId, name } = await lockScore(tx, id);
    if (!score.held) throw new Conflict(`Score ${id} is not held; only a held score can be released.`);
    await tx.update(scores).set({ held: false, heldReason: null }).where(eq(scores.id, id));
    await enqueueLeaderboardRanks(tx, board.id);
    await resolveScoreReports(tx, actor.id, id);
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'score.release',
        targetKind: 'score',
        targetId: id,
        targetLabel: labelOf(name, score, board),
        before: { held: true, held_reason: score.heldReason },
        after: { held: false },
        reason: reason || null,
      },
      userId === null
        ? undefined
        : { userId, ...scoreNotice('released', chartOf(board), score.modifiedScore) },
    );
  });
  return getAdminScore(db, id);
}

/**
 * `DELETE /api/admin/scores/{id} {reason}` (docs/decisions/0054 "Honest scores"): removes any
 * score, held or counted. In one transaction: the row deleted (its dethrones go with it), the
 * board's rank job queued (ranks, `best` flags, then the rankings recomputed without it), its
 * open 'score' reports resolved (each audited), the removal audited `score.delete` with every
 * field of the score in `before` and the `reason`, and the player's account notified with the
 * reason. NotFound (404) when there is no such score.
 */
export async function removeScore(db: Db, actor: AuthUser, id: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { score, board, userId, name } = await lockScore(tx, id);
    await tx.delete(scores).where(eq(scores.id, id));
    await enqueueLeaderboardRanks(tx, board.id);
    await resolveScoreReports(tx, actor.id, id);
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'score.delete',
        targetKind: 'score',
        targetId: id,
        targetLabel: labelOf(name, score, board),
        before: snapshot(score),
        after: null,
        reason,
      },
      userId === null
        ? undefined
        : { userId, ...scoreNotice('removed', chartOf(board), score.modifiedScore, reason) },
    );
  });
}
