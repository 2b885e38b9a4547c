import type { ProfileStats, ScoreProfile } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rankings, scores } from '../../db/schema/index.ts';
import { NotFound } from '../../errors.ts';
import { presentRanking, profilesById } from '../leaderboards/index.ts';
import { findCurrentSeason } from '../rankings/index.ts';

/** The profile (with its linked user's public fields, or null). Throws NotFound for an unknown id. */
export async function getLeaderboardProfile(db: Db, id: number): Promise<ScoreProfile> {
  const profile = (await profilesById(db, [id], true)).get(id);
  if (!profile) throw new NotFound(`Leaderboard profile ${id} not found.`);
  return profile;
}

/**
 * `GET /api/leaderboard-profiles/{id}/stats` (spec §2 `/leaderboards/profile/{id}`): `plays` every
 * stored score but held ones (docs/decisions/0054); `ranked` leaderboards where it holds a combined rank; `first_places` combined #1s;
 * `accuracy` the average accuracy (formats.md §6.2 rule, 0–100; 0 without a ranked score) of its
 * ranked scores (best per leaderboard × modifiers); `rankings` its rows in the all-time lists and
 * the current season's. Throws NotFound for an unknown profile.
 */
export async function profileStats(db: Db, id: number): Promise<ProfileStats> {
  const profile = await getLeaderboardProfile(db, id);
  const [totals] = await db
    .select({
      plays: sql<number>`(count(*) filter (where not ${scores.held}))::int`,
      ranked: sql<number>`(count(*) filter (where ${scores.bestCombined} and ${scores.rankCombined} > 0))::int`,
      firsts: sql<number>`(count(*) filter (where ${scores.bestCombined} and ${scores.rankCombined} = 1))::int`,
      accuracy: sql<
        number | null
      >`avg(${scores.perfectHitPercent} + ${scores.goodHitPercent} * 0.5 + ${scores.poorHitPercent} * 0.25) filter (where ${scores.best} and ${scores.rank} > 0)`,
    })
    .from(scores)
    .where(eq(scores.profileId, id));
  const season = await findCurrentSeason(db);
  const rows = await db
    .select()
    .from(rankings)
    .where(
      and(
        eq(rankings.profileId, id),
        season ? or(eq(rankings.seasonId, 0), eq(rankings.seasonId, season.id)) : eq(rankings.seasonId, 0),
      ),
    )
    .orderBy(asc(rankings.seasonId), asc(rankings.mode), asc(rankings.difficulty), asc(rankings.modifiers));
  return {
    profile,
    plays: Number(totals?.plays ?? 0),
    ranked: Number(totals?.ranked ?? 0),
    first_places: Number(totals?.firsts ?? 0),
    accuracy: totals?.accuracy === null || totals?.accuracy === undefined ? 0 : Number(totals.accuracy),
    rankings: rows.map((r) => presentRanking(r)),
  };
}
