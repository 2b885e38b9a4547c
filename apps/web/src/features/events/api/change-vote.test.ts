import { describe, expect, it } from 'vitest';
import { applyVoteChange } from './change-vote.ts';

const v = (category_id: number, beatmap_id: number, order: number) => ({ category_id, beatmap_id, order });
const list = [v(1, 10, 0), v(1, 11, 1), v(1, 12, 2), v(2, 20, 0)];

describe('applyVoteChange (the server’s list rules, docs/decisions/0026)', () => {
  it('inserts at an order, shifting the rest; past the end appends', () => {
    expect(applyVoteChange(list, { action: 'vote', category_id: 1, beatmap_id: 13, order: 1 })).toEqual([
      v(1, 10, 0),
      v(1, 13, 1),
      v(1, 11, 2),
      v(1, 12, 3),
      v(2, 20, 0),
    ]);
    expect(applyVoteChange([], { action: 'vote', category_id: 3, beatmap_id: 5, order: 50 })).toEqual([
      v(3, 5, 0),
    ]);
  });
  it('removes and closes the gap, leaving other categories alone', () => {
    expect(applyVoteChange(list, { action: 'delete', category_id: 1, beatmap_id: 10, order: 0 })).toEqual([
      v(1, 11, 0),
      v(1, 12, 1),
      v(2, 20, 0),
    ]);
  });
  it('moves to a position with orders kept 0..n−1', () => {
    expect(applyVoteChange(list, { action: 'move', category_id: 1, beatmap_id: 12, order: 0 })).toEqual([
      v(1, 12, 0),
      v(1, 10, 1),
      v(1, 11, 2),
      v(2, 20, 0),
    ]);
    expect(applyVoteChange(list, { action: 'move', category_id: 1, beatmap_id: 10, order: 9 })).toEqual([
      v(1, 11, 0),
      v(1, 12, 1),
      v(1, 10, 2),
      v(2, 20, 0),
    ]);
  });
});
