import type { Paginated } from '@synthhub/shared/api/pagination';
import type { OverallRankingRow } from '@synthhub/shared/leaderboards/overall-ranking.schemas';
import type { Db } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import { playersById } from '../leaderboards/index.ts';
import { daysBefore, utcDay } from '../scores/index.ts';
import {
  type CompareDays,
  findOverallRow,
  listOverallRows,
  type OverallFilter,
  type OverallRow,
} from './overall.repository.ts';

/** The snapshot days today's rank is compared with (docs/decisions/0054 "Snapshots"): yesterday and a week ago, UTC. */
export function compareDays(now: Date): CompareDays {
  const today = utcDay(now);
  return { day: daysBefore(today, 1), week: daysBefore(today, 7) };
}

/** A snapshot's rank minus today's: positive = climbed, null without that day's snapshot. */
const change = (then: number | null, now: number) => (then === null ? null : then - now);

/** Stored rows + their players → the wire rows (shared `overallRankingRowSchema`). */
async function present(db: Db, rows: OverallRow[]): Promise<OverallRankingRow[]> {
  const players = await playersById(
    db,
    rows.map((r) => r.profileId),
  );
  return rows.flatMap((r) => {
    const player = players.get(r.profileId);
    if (!player) return []; // the profile was deleted after the read: its row went with it
    return [
      {
        rank: r.rank,
        country_rank: r.countryRank,
        points: r.points,
        accuracy: r.accuracy,
        plays: r.plays,
        first_places: r.firstPlaces,
        rank_change_day: change(r.dayRank, r.rank),
        rank_change_week: change(r.weekRank, r.rank),
        player,
      },
    ];
  });
}

/**
 * One page of the overall ranking (docs/decisions/0054), `GET /api/rankings/overall`: 1-based
 * `page` of `limit` rows, ordered by rank (by country rank with `filter.country`), in the envelope
 * `{data, count, total, page, pageCount}`; rank changes against the UTC snapshots of yesterday and
 * seven days before `now`.
 */
export async function listOverallRanking(
  db: Db,
  filter: OverallFilter,
  { page, limit }: { page: number; limit: number },
  now = new Date(),
): Promise<Paginated<OverallRankingRow>> {
  const { rows, total } = await listOverallRows(db, filter, compareDays(now), {
    limit,
    offset: (page - 1) * limit,
  });
  const data = await present(db, rows);
  return { data, count: data.length, total, page, pageCount: Math.ceil(total / limit) };
}

/**
 * The overall ranking row of one leaderboard profile (`GET /api/rankings/overall/{profileId}`):
 * the same shape as a list row. Throws NotFound (404) when the profile has no row (unknown, or no
 * counted score yet).
 */
export async function getOverallRanking(
  db: Db,
  profileId: number,
  now = new Date(),
): Promise<OverallRankingRow> {
  const row = await findOverallRow(db, profileId, compareDays(now));
  const [presented] = row ? await present(db, [row]) : [];
  if (!presented) throw new NotFound('This player has no place in the overall ranking yet');
  return presented;
}
