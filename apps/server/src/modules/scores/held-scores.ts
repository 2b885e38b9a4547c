import type { HeldScore } from '@synthhub/shared/leaderboards/honest-scores.schemas';
import { accuracyPercent } from '@synthhub/shared/leaderboards/leaderboards.constants';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leaderboardProfiles, leaderboards, scores } from '../../db/schema/index.ts';
import { presentLeaderboard } from '../leaderboards/index.ts';

/** The most held scores `GET /api/scores/held` answers (newest first). */
export const HELD_SCORES_MAX = 50;

/**
 * `GET /api/scores/held` (docs/decisions/0054 "Honest scores"): the held scores of the caller's
 * own leaderboard profile, newest first (at most {@link HELD_SCORES_MAX}; index
 * `scores_held_idx`), so the owner can see "Held for review" where the public lists show nothing.
 * An empty list when the user has no profile or nothing is held.
 */
export async function heldScoresOf(db: Db, userId: number): Promise<HeldScore[]> {
  const rows = await db
    .select({ score: scores, board: leaderboards })
    .from(scores)
    .innerJoin(leaderboardProfiles, eq(leaderboardProfiles.id, scores.profileId))
    .innerJoin(leaderboards, eq(leaderboards.id, scores.leaderboardId))
    .where(and(eq(leaderboardProfiles.userId, userId), eq(scores.held, true)))
    .orderBy(desc(scores.createdAt), desc(scores.id))
    .limit(HELD_SCORES_MAX);
  return rows.map(({ score: s, board }) => ({
    id: s.id,
    leaderboard: presentLeaderboard(board),
    modified_score: s.modifiedScore,
    accuracy: accuracyPercent({
      perfect_hit_percent: s.perfectHitPercent,
      good_hit_percent: s.goodHitPercent,
      poor_hit_percent: s.poorHitPercent,
    }),
    created_at: s.createdAt.toISOString(),
  }));
}
