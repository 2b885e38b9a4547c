import { eq, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { planOf } from '../../../test/query-plan.ts';
import { leaderboards, rankings, scores } from '../../db/schema/index.ts';
import { compileCrud } from '../../lib/crud/compile.ts';
import { parseCrudQuery } from '../../lib/crud/parse-query.ts';
import { rankingsResource } from '../rankings/rankings.crud.ts';
import { rankingsWhere } from '../rankings/rankings.service.ts';
import { leaderboardsResource, scoresResource } from './leaderboards.crud.ts';
import { boardScoresSelect } from './leaderboards.service.ts';
import { scoresTotalOf, scoresTotalQuery, scoresWhere } from './scores.list.ts';
import { seedCompetition } from './leaderboards.test-helpers.ts';

// Conventions habit 5: the hot reads of the competitive side use the indexes of schema/scores.ts.
// Sequential scans are off (test/query-plan.ts), so a plan naming the index proves the index
// matches the SQL the services compile — on PGlite and PostgreSQL alike.
let t: TestApp;
let w: Awaited<ReturnType<typeof seedCompetition>>;

beforeAll(async () => {
  t = await buildTestApp();
  w = await seedCompetition(t.app);
});
afterAll(async () => t?.close());

/** The plan of the `GET /api/scores` page query for `query` (as scores.list.ts builds it). */
async function scoresPlan(query: Record<string, string>): Promise<string> {
  const request = parseCrudQuery(query, scoresResource);
  const c = await compileCrud(request, scoresResource, { db: t.app.db });
  const select = t.app.db
    .select(getTableColumns(scores))
    .from(scores)
    .innerJoin(leaderboards, eq(leaderboards.id, scores.leaderboardId))
    .where(scoresWhere(c, request.extras.history))
    .orderBy(...c.orderBy)
    .limit(c.limit)
    .offset(c.offset);
  return planOf(t.app.db, select);
}

describe('leaderboard query plans', () => {
  it('a leaderboard’s top 100 with exact modifiers reads scores_board_rank_idx', async () => {
    const select = boardScoresSelect(t.app.db, w.boards.aMaster, { modifiers: 0, limit: 100, page: 1 });
    expect(await planOf(t.app.db, select)).toContain('scores_board_rank_idx');
  });

  it('the combined top 100 reads scores_board_combined_idx', async () => {
    const select = boardScoresSelect(t.app.db, w.boards.aMaster, { modifiers: -1, limit: 100, page: 1 });
    expect(await planOf(t.app.db, select)).toContain('scores_board_combined_idx');
  });

  it('the web’s map tab through /api/scores uses the same indexes', async () => {
    const exact = JSON.stringify({ leaderboard_id: w.boards.aMaster, modifiers: 0, rank: { $gt: 0 } });
    expect(await scoresPlan({ s: exact, sort: 'rank,ASC', limit: '100' })).toContain('scores_board_rank_idx');
    const combined = JSON.stringify({ leaderboard_id: w.boards.aMaster, rank_combined: { $gt: 0 } });
    expect(await scoresPlan({ s: combined, sort: 'rank_combined,ASC', limit: '100' })).toContain(
      'scores_board_combined_idx',
    );
  });

  it('the map tab’s total (max(rank), dense ranks) reads the rank index', async () => {
    for (const [s, index] of [
      [{ leaderboard_id: w.boards.aMaster, modifiers: 0, rank: { $gt: 0 } }, 'scores_board_rank_idx'],
      [{ leaderboard_id: w.boards.aMaster, rank_combined: { $gt: 0 } }, 'scores_board_combined_idx'],
    ] as const) {
      const request = parseCrudQuery({ s: JSON.stringify(s) }, scoresResource);
      const c = await compileCrud(request, scoresResource, { db: t.app.db });
      const totalOf = scoresTotalOf(request.where, false);
      expect(totalOf).not.toBe('count');
      const plan = await planOf(t.app.db, scoresTotalQuery(t.app.db, scoresWhere(c, false), totalOf));
      // On a tiny table the planner may aggregate the index range instead of stepping back once (on
      // the 1,000,000-score bench it steps back: bench/explain.ts); either way the rank index answers.
      expect(plan).toMatch(new RegExp(`Index (Only )?Scan (Backward )?using ${index}`));
    }
  });

  it('a profile’s scores page (site and RailGrinder) reads scores_profile_recent_idx', async () => {
    expect(await scoresPlan({ s: JSON.stringify({ profile_id: w.profiles.kai }), limit: '24' })).toContain(
      'scores_profile_recent_idx',
    );
    const railGrinder = JSON.stringify({
      $and: [
        { 'beatmap.published': true },
        { 'profile.id': w.profiles.kai },
        { 'leaderboard.mode': 0 },
        { 'leaderboard.difficulty': 4 },
        { modifiers: 0 },
        { 'leaderboard.challenge': 0 },
      ],
    });
    // Its extra conditions may lead the planner through the chart's boards instead (cost-based on
    // the data); either way scores are read through an index, never scanned.
    const plan = await scoresPlan({ s: railGrinder, sort: 'rank,ASC', limit: '100', page: '1' });
    expect(plan).toMatch(
      /Index (Only )?Scan (using|on) scores_(profile_recent|board_rank|board_profile)_idx/,
    );
    expect(plan).not.toContain('Seq Scan on scores');
  });

  it('RailGrinder’s leaderboard list checks each board’s beatmap by its key (no list of all beatmaps)', async () => {
    const railGrinder = JSON.stringify({
      $and: [
        { 'beatmap.published': true },
        { mode: 0 },
        { difficulty: 4 },
        { 'beatmap.ost': true },
        { challenge: 0 },
      ],
    });
    const request = parseCrudQuery({ s: railGrinder, limit: '100', page: '1' }, leaderboardsResource);
    const c = await compileCrud(request, leaderboardsResource, { db: t.app.db });
    const select = t.app.db
      .select({ id: leaderboards.id })
      .from(leaderboards)
      .where(c.where)
      .orderBy(...c.orderBy)
      .limit(c.limit);
    const plan = await planOf(t.app.db, select);
    expect(plan).toContain('beatmaps_pkey');
    expect(plan).not.toContain('Seq Scan');
  });

  it('a rankings page reads rankings_list_rank_idx', async () => {
    const request = parseCrudQuery(
      {
        s: JSON.stringify({ mode: 0, difficulty: 4, modifiers: 0 }),
        sort: 'rank,ASC',
        limit: '50',
        page: '3',
      },
      rankingsResource,
    );
    const c = await compileCrud(request, rankingsResource, { db: t.app.db });
    const select = t.app.db
      .select()
      .from(rankings)
      .where(rankingsWhere(request, c))
      .orderBy(...c.orderBy)
      .limit(c.limit)
      .offset(c.offset);
    expect(await planOf(t.app.db, select)).toContain('rankings_list_rank_idx');
  });
});
