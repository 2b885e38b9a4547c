import { describe, expect, it } from 'vitest';
import { parseCrudQuery } from '../../lib/crud/parse-query.ts';
import { isWholeList } from '../rankings/rankings.service.ts';
import { rankingsResource } from '../rankings/rankings.crud.ts';
import { scoresResource } from './leaderboards.crud.ts';
import { scoresTotalOf } from './scores.list.ts';

// Which list requests may take their total from the largest rank (dense-total.ts): exactly one
// whole ranked list, nothing more, nothing less.
const scoresWhere = (s: unknown) => parseCrudQuery({ s: JSON.stringify(s) }, scoresResource).where;
const rankingsRequest = (s: unknown) => parseCrudQuery({ s: JSON.stringify(s) }, rankingsResource);

describe('scoresTotalOf', () => {
  it('the map tab’s exact and combined lists', () => {
    expect(scoresTotalOf(scoresWhere({ leaderboard_id: 1, modifiers: 0, rank: { $gt: 0 } }), false)).toBe(
      'rank',
    );
    expect(
      scoresTotalOf(scoresWhere({ $and: [{ leaderboard_id: 1 }, { rank_combined: { $gt: 0 } }] }), false),
    ).toBe('rank_combined');
  });

  it('anything else counts', () => {
    for (const s of [
      { leaderboard_id: 1, modifiers: 0 },
      { leaderboard_id: 1, modifiers: 0, rank: { $gt: 1 } },
      { leaderboard_id: 1, modifiers: { $in: [0, 16] }, rank: { $gt: 0 } },
      { leaderboard_id: 1, modifiers: 0, rank: { $gt: 0 }, profile_id: 3 },
      { $or: [{ leaderboard_id: 1 }, { leaderboard_id: 2 }], rank_combined: { $gt: 0 } },
    ]) {
      expect(scoresTotalOf(scoresWhere(s), false), JSON.stringify(s)).toBe('count');
    }
    expect(scoresTotalOf(scoresWhere({ leaderboard_id: 1, modifiers: 0, rank: { $gt: 0 } }), true)).toBe(
      'count',
    );
  });
});

describe('isWholeList', () => {
  it('mode and difficulty, optionally season and modifiers, all equalities', () => {
    expect(isWholeList(rankingsRequest({ mode: 0, difficulty: 4 }))).toBe(true);
    expect(isWholeList(rankingsRequest({ mode: 0, difficulty: 4, modifiers: {}, season_id: 2 }))).toBe(true);
    expect(isWholeList(rankingsRequest({ mode: 0 }))).toBe(false);
    expect(isWholeList(rankingsRequest({ mode: 0, difficulty: 4, 'profile.id': 3 }))).toBe(false);
    expect(isWholeList(rankingsRequest({ mode: 0, difficulty: 4, rank: { $gt: 1 } }))).toBe(false);
    expect(isWholeList(rankingsRequest({ mode: 0, difficulty: { $in: [3, 4] } }))).toBe(false);
  });
});
