import { describe, expect, it } from 'vitest';
import { rankUpSchema } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { insertBeatmap } from '../beatmaps/beatmaps.test-helpers.ts';
import { insertLeaderboard, insertScore, useCompetition } from '../leaderboards/leaderboards.test-helpers.ts';

// The rank-up finder for a profile already #1 of its list (docs/decisions/0054 "Rank-up finder at
// #1"): Kai is #1 of Master Rhythm, no modifiers (140.5 points; average accuracy 94.125).
const c = useCompetition();
const KAI_ACCURACY = 90.5 + 6.25 / 2 + 2 / 4;

async function boardOn(
  published: boolean,
  values: { difficulty?: number; mode?: number; challenge?: number } = {},
) {
  const map = await insertBeatmap(
    c.t.app,
    c.w.kaiUser.id,
    published ? {} : { published: false, publishedAt: null },
  );
  const row = await c.t.app.db.query.beatmaps.findFirst({ where: (b, { eq }) => eq(b.id, map) });
  return insertLeaderboard(c.t.app, { hash: row!.hash, beatmapId: map, ...values });
}

describe('GET /api/leaderboard-profiles/{id}/rank-ups for a #1', () => {
  it('lists unplayed boards by the estimated points and boards below #1 by the points of taking #1', async () => {
    const { kai, mika, rider } = c.w.profiles;
    // beta: Mika 800 at 96 % (ahead of Kai's average), Rider 700 at 80 %: Kai would be #2 of 3.
    const beta = await boardOn(true);
    await insertScore(c.t.app, {
      leaderboardId: beta,
      profileId: mika,
      modifiedScore: 800,
      perfectHitPercent: 96,
      goodHitPercent: 0,
      poorHitPercent: 0,
      best: true,
      rank: 1,
      bestCombined: true,
      rankCombined: 1,
    });
    await insertScore(c.t.app, {
      leaderboardId: beta,
      profileId: rider,
      modifiedScore: 700,
      perfectHitPercent: 80,
      goodHitPercent: 0,
      poorHitPercent: 0,
      best: true,
      rank: 2,
      bestCombined: true,
      rankCombined: 2,
    });
    // gamma: nobody yet, Kai would be #1 of 1.
    const gamma = await boardOn(true);
    // Not suggested: a hidden map's board, a challenge board, another difficulty and another mode.
    await boardOn(false);
    await boardOn(true, { challenge: 7 });
    await boardOn(true, { difficulty: 3 });
    await boardOn(true, { mode: 1 });

    const body = (
      await c.get(`/api/leaderboard-profiles/${kai}/rank-ups?mode=0&difficulty=4&modifiers=0`)
    ).map((x: unknown) => rankUpSchema.parse(x));
    expect(body.map((u: { leaderboard: { id: number } }) => u.leaderboard.id)).toEqual([
      gamma,
      beta,
      c.w.boards.ost,
    ]);
    expect(body[0]).toMatchObject({
      current_rank: null,
      current_score: null,
      target_rank: 1,
      target_score: 1,
      ranking_rank_now: 1,
      ranking_rank_after: 1,
      ranking_points_gain: Math.round(KAI_ACCURACY * 100) / 100,
    });
    expect(body[0].leaderboard.beatmap).not.toBeNull();
    // beta: #2 of 3 → 94.125 × 2/3 = 62.75; passing Rider's 700 needs 701.
    expect(body[1]).toMatchObject({
      current_rank: null,
      target_rank: 2,
      target_score: 701,
      ranking_points_gain: 62.75,
    });
    // ost: #2 of 2 → #1: 94.125 − 47.0625 = 47.06; Mika's 600 + 1.
    expect(body[2]).toMatchObject({
      current_rank: 2,
      target_rank: 1,
      target_score: 601,
      score_gain: 101,
      ranking_points_gain: 47.06,
    });

    const limited = await c.get(
      `/api/leaderboard-profiles/${kai}/rank-ups?mode=0&difficulty=4&modifiers=0&limit=1`,
    );
    expect(limited.map((u: { leaderboard: { id: number } }) => u.leaderboard.id)).toEqual([gamma]);
  });

  it('a profile that is not #1 still gets the step finder: never an unplayed board', async () => {
    const body = await c.get(
      `/api/leaderboard-profiles/${c.w.profiles.mika}/rank-ups?mode=0&difficulty=4&modifiers=0`,
    );
    expect(body.every((u: { current_rank: number | null }) => u.current_rank !== null)).toBe(true);
    expect(body.map((u: { leaderboard: { id: number } }) => u.leaderboard.id)).toEqual([c.w.boards.aMaster]);
  });
});
