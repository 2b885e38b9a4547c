import type { Paginated } from '@synthhub/shared/api/pagination';
import type { ProfilePlay, ProfilePlaySort } from '@synthhub/shared/leaderboards/profile-story.schemas';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leaderboards, scores } from '../../db/schema/index.ts';
import { NotFound } from '../../errors.ts';
import { beatmapsById, playersById, presentLeaderboard } from '../leaderboards/index.ts';

/** The query of a profile's plays: the order, the 1-based page and its size. */
export interface ProfilePlaysQuery {
  sort: ProfilePlaySort;
  page: number;
  limit: number;
}

/** Accuracy of a score row in SQL (formats.md §6.2: perfect + good/2 + poor/4, 0–100). */
const accuracy = sql<number>`(${scores.perfectHitPercent} + ${scores.goodHitPercent} * 0.5 + ${scores.poorHitPercent} * 0.25)`;
/** Profiles ranked on the board's combined list; never below the score's own rank (a stale count). */
const entrants = sql<number>`greatest(${leaderboards.scoreCount}, ${scores.rankCombined})`;
/**
 * The points the score earns on its combined list (docs/decisions/0019, 0054 "Points per score"):
 * accuracy × (n − rank + 1) / n; 0 on a challenge board, which counts in no ranking.
 */
const points = sql<number>`case when ${leaderboards.challenge} = 0
  then ${accuracy} * (${entrants} - ${scores.rankCombined} + 1)::float8 / ${entrants} else 0 end`;

const ORDER = {
  points: [desc(points), desc(scores.createdAt), desc(scores.id)],
  accuracy: [desc(accuracy), desc(scores.createdAt), desc(scores.id)],
  recent: [desc(scores.createdAt), desc(scores.id)],
} as const;

/**
 * `GET /api/leaderboard-profiles/{id}/plays?sort&page&limit` (docs/decisions/0054 "A profile that
 * tells a story"): the profile's combined best on each leaderboard it is ranked on (one play per
 * board, every modifier set; a held score is never a best), ordered by `points` (the ranking points
 * it earns, see {@link points}), `accuracy` or most `recent`, newest first on ties. Answers the list
 * envelope of formats.md §6.1 with ProfilePlay items (board with its visible beatmap, rank of
 * entrants, hit percents, accuracy, points, date). Throws NotFound for an unknown profile.
 */
export async function profilePlays(
  db: Db,
  id: number,
  q: ProfilePlaysQuery,
): Promise<Paginated<ProfilePlay>> {
  if ((await playersById(db, [id])).size === 0) throw new NotFound(`Leaderboard profile ${id} not found.`);
  const rows = await db
    .select({
      score: scores,
      board: leaderboards,
      accuracy,
      points,
      entrants,
      total: sql<number>`count(*) over ()`,
    })
    .from(scores)
    .innerJoin(leaderboards, eq(leaderboards.id, scores.leaderboardId))
    .where(and(eq(scores.profileId, id), eq(scores.bestCombined, true), gt(scores.rankCombined, 0)))
    .orderBy(...ORDER[q.sort])
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const total = rows.length > 0 ? Number(rows[0]!.total) : await countPlays(db, id);
  const maps = await beatmapsById(
    db,
    rows.map((r) => r.board.beatmapId),
  );
  const data = rows.map(({ score: s, board, ...r }) => ({
    score_id: s.id,
    leaderboard: presentLeaderboard(
      board,
      board.beatmapId === null ? null : (maps.get(board.beatmapId) ?? null),
    ),
    rank: s.rankCombined,
    entrants: Number(r.entrants),
    modified_score: s.modifiedScore,
    modifiers: s.modifiers,
    perfect_hit_percent: s.perfectHitPercent,
    good_hit_percent: s.goodHitPercent,
    poor_hit_percent: s.poorHitPercent,
    accuracy: Number(r.accuracy),
    points: Number(r.points),
    created_at: s.createdAt.toISOString(),
  }));
  return { data, count: data.length, total, page: q.page, pageCount: Math.ceil(total / q.limit) };
}

/** How many plays the profile has (a page past the last one still reports the total). */
async function countPlays(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(scores)
    .where(and(eq(scores.profileId, id), eq(scores.bestCombined, true), gt(scores.rankCombined, 0)));
  return Number(row?.n ?? 0);
}
