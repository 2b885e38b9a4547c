import { createHash } from 'node:crypto';
import {
  accuracyPercent,
  LEADERBOARD_DIFFICULTIES,
  MAX_SCORE_PER_NOTE,
} from '@synthhub/shared/leaderboards/leaderboards.constants';
import type {
  ScoreSubmission,
  ScoreSubmissionResult,
} from '@synthhub/shared/leaderboards/score-submission.schemas';
import type { Db } from '../../db/client.ts';
import { AppError, NotFound } from '../../errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import { enqueueLeaderboardRanks } from './scores.jobs.ts';
import { presentLeaderboard, presentScore } from '../leaderboards/index.ts';
import { fileScoreReport } from '../reports/index.ts';
import { holdFor } from './hold-rules.ts';
import * as repo from './scores.repository.ts';

/**
 * How far `modifiedScore` may exceed the chart's maximum score (docs/decisions/0019): modifiers
 * scale the base score, and none of the game's doubles it, so twice the maximum is the cap.
 */
export const MODIFIED_SCORE_FACTOR = 2;

/** 422: the submission is well formed but breaks a rule of its chart; the message names the field. */
class ScoreRejected extends AppError {
  constructor(field: string, message: string) {
    super(422, `${field}: ${message}`, { validation: [`${field}: ${message}`] });
  }
}

/** What {@link submitScore} answers: the body and whether it was newly stored (201) or a replay (200). */
export interface SubmitOutcome {
  created: boolean;
  body: ScoreSubmissionResult;
}

/**
 * The chart a submission may be stored on, with its note count for the difficulty (null: unknown).
 * Also refuses a claimed `maxScore` above the per-note ceiling (MAX_SCORE_PER_NOTE; docs/decisions/0046).
 */
async function checkChart(db: Db, submission: ScoreSubmission) {
  const info = submission.leaderboardInfo;
  const chart = await repo.findChart(db, info.songHash);
  if (!chart || (!chart.published && !chart.ost))
    throw new NotFound('leaderboardInfo.songHash: no published beatmap or OST map has this hash');
  if (!chart.ost && !chart.productionMode)
    throw new ScoreRejected(
      'leaderboardInfo.songHash',
      'this beatmap version is in draft mode, which does not accept scores',
    );
  const name = LEADERBOARD_DIFFICULTIES[info.difficulty]!;
  if (chart.difficulties.length > 0 && !chart.difficulties.includes(name))
    throw new ScoreRejected('leaderboardInfo.difficulty', `the beatmap has no ${name} difficulty`);
  if (info.challenge !== 0 && !(await repo.challengeExists(db, info.challenge)))
    throw new ScoreRejected('leaderboardInfo.challenge', `challenge ${info.challenge} does not exist`);
  const count = chart.noteCounts[name];
  const notes = typeof count === 'number' && count > 0 ? count : null;
  const ceiling = Math.max(notes ?? info.maxCombo, 1) * MAX_SCORE_PER_NOTE;
  if (info.maxScore > ceiling)
    throw new ScoreRejected(
      'leaderboardInfo.maxScore',
      `must not exceed ${ceiling} (${MAX_SCORE_PER_NOTE} points for each of the chart's notes)`,
    );
  return { chart, notes };
}

/** The caps of docs/decisions/0019 against the stored leaderboard (its max score and combo). */
function checkCaps(submission: ScoreSubmission, board: repo.LeaderboardRow, notes: number | null) {
  const s = submission.scoreInfo;
  const noteCap = notes ?? (board.maxCombo > 0 ? board.maxCombo : null);
  if (noteCap !== null && s.notesHit > noteCap)
    throw new ScoreRejected('scoreInfo.notesHit', `must not exceed the chart's ${noteCap} notes`);
  if (noteCap !== null && s.maxCombo > noteCap)
    throw new ScoreRejected('scoreInfo.maxCombo', `must not exceed the chart's ${noteCap} notes`);
  if (s.baseScore > board.maxScore)
    throw new ScoreRejected('scoreInfo.baseScore', `must not exceed the chart's maximum ${board.maxScore}`);
  const modifiedCap = board.maxScore * MODIFIED_SCORE_FACTOR;
  if ((s.modifiedScore ?? s.baseScore) > modifiedCap)
    throw new ScoreRejected('scoreInfo.modifiedScore', `must not exceed ${modifiedCap}`);
}

/** The digest that makes a replay of the same submission by the same profile find the stored score. */
export const submissionDigest = (profileId: number, submission: ScoreSubmission) =>
  createHash('sha256')
    .update(`${profileId}\n${JSON.stringify(submission)}`)
    .digest('hex');

/**
 * `POST /api/scores` (formats.md §6.2; docs/decisions/0019). Checks the chart (404/422 naming the
 * field), then in ONE transaction: creates the caller's leaderboard profile on their first score,
 * finds or creates and locks the leaderboard, checks the caps, runs the hold checks
 * (docs/decisions/0054 "Honest scores", hold-rules.ts), inserts the score and:
 * - when it counts: moves the best flags, bumps `updated_at` and queues the board's rank job;
 * - when a check holds it: stores it held (`held`, `held_reason`; never best, rank 0) and files a
 *   'score' report naming the reason for the admins' queue; the answer carries `held: true`.
 * A replay (same profile, same payload) answers the stored score (with `held: true` if it is
 * still held) with `created` false and stores nothing. Any rejection stores nothing.
 */
export async function submitScore(
  db: Db,
  user: AuthUser,
  submission: ScoreSubmission,
): Promise<SubmitOutcome> {
  const { chart, notes } = await checkChart(db, submission);
  const info = submission.leaderboardInfo;
  const s = submission.scoreInfo;
  try {
    return await db.transaction(async (tx) => {
      const profileId = await repo.ensureProfile(tx, user);
      const key = submissionDigest(profileId, submission);
      const replay = await repo.findBySubmissionKey(tx, key);
      if (replay) return replayOf(tx, replay);
      const board = await repo.lockLeaderboard(tx, info, chart, notes ?? info.maxCombo);
      checkCaps(submission, board, notes);
      const values: repo.NewScore = {
        leaderboardId: board.id,
        profileId,
        baseScore: s.baseScore,
        modifiedScore: s.modifiedScore ?? s.baseScore,
        notesHit: s.notesHit,
        modifiers: s.modifiers,
        poorHitPercent: s.poorHitPercent,
        goodHitPercent: s.goodHitPercent,
        perfectHitPercent: s.perfectHitPercent,
        punchIntensityAvg: s.punchIntensityAvg,
        maxCombo: s.maxCombo,
        hmd: s.hmd,
        submissionDigest: key,
      };
      const hold = await holdFor(tx, {
        profileId,
        userId: user.id,
        leaderboardId: board.id,
        modifiedScore: values.modifiedScore,
        accuracy: accuracyPercent({
          perfect_hit_percent: s.perfectHitPercent,
          good_hit_percent: s.goodHitPercent,
          poor_hit_percent: s.poorHitPercent,
        }),
      });
      if (hold) {
        const held = await repo.insertHeldScore(tx, values, hold.reason);
        await fileScoreReport(tx, held.id, `Score ${held.id} was held for review. ${hold.reason}`);
        return { created: true, body: await answerOf(tx, held) };
      }
      const score = await repo.insertScore(tx, values);
      await enqueueLeaderboardRanks(tx, board.id);
      return { created: true, body: await answerOf(tx, score) };
    });
  } catch (error) {
    // Two copies of one submission at once: the loser of the unique key answers the winner's score.
    if (uniqueViolation(error)?.constraint !== 'scores_submission_uq') throw error;
    const profileId = await repo.ensureProfile(db, user);
    const replay = await repo.findBySubmissionKey(db, submissionDigest(profileId, submission));
    if (!replay) throw error;
    return replayOf(db, replay);
  }
}

/** The POST answer for a stored score: `{score, leaderboard}`, plus `held: true` when it is held. */
async function answerOf(db: Db, score: repo.ScoreRow): Promise<ScoreSubmissionResult> {
  const board = await repo.findLeaderboard(db, score.leaderboardId);
  return {
    score: presentScore(score),
    leaderboard: presentLeaderboard(board!),
    ...(score.held ? { held: true as const } : {}),
  };
}

async function replayOf(db: Db, score: repo.ScoreRow): Promise<SubmitOutcome> {
  return { created: false, body: await answerOf(db, score) };
}
