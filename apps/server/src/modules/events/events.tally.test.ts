import { describe, expect, it } from 'vitest';
import { bordaTally } from './events.tally.ts';

const order = (results: ReturnType<typeof bordaTally>) =>
  results.map((r) => [r.beatmap_id, r.rank, r.points]);

describe('bordaTally (docs/decisions/0026: Borda count, C − k points)', () => {
  it('adds C − k points per ballot position (worked by hand)', () => {
    // C = 4 candidates 1..4; points per position 4, 3, 2, 1.
    // A: 1 2 3  → 1:4 2:3 3:2
    // B: 2 1    → 2:4 1:3
    // C: 2 4 1  → 2:4 4:3 1:2
    // Totals: 1 = 4+3+2 = 9, 2 = 3+4+4 = 11, 3 = 2, 4 = 3.
    const results = bordaTally(
      [1, 2, 3, 4],
      [
        [1, 2, 3],
        [2, 1],
        [2, 4, 1],
      ],
    );
    expect(order(results)).toEqual([
      [2, 1, 11],
      [1, 2, 9],
      [4, 3, 3],
      [3, 4, 2],
    ]);
    expect(results[0]).toMatchObject({ voters: 3, first_places: 2 });
    expect(results[1]).toMatchObject({ voters: 3, first_places: 1 });
  });

  it('lets a broadly liked pick beat a polarising one (where first-past-the-post would not)', () => {
    // C = 3. Two ballots put 10 first and leave 20 out; three put 20 second.
    // 10: 3+3 = 6 (2 firsts). 20: 2+2+2 = 6 (0 firsts). 30: 3+3+3 = 9 (3 firsts) → 30 wins.
    // Then 10 and 20 tie on points; 10 has more first places.
    const results = bordaTally([10, 20, 30], [[10], [10], [30, 20], [30, 20], [30, 20]]);
    expect(order(results)).toEqual([
      [30, 1, 9],
      [10, 2, 6],
      [20, 3, 6],
    ]);
  });

  it('shares a rank on an exact tie and orders the tie by beatmap id', () => {
    // C = 2. One ballot each way: both 2 + 1 = 3 points, 1 first place, 2 voters.
    expect(
      order(
        bordaTally(
          [7, 5],
          [
            [7, 5],
            [5, 7],
          ],
        ),
      ),
    ).toEqual([
      [5, 1, 3],
      [7, 1, 3],
    ]);
  });

  it('lists every candidate, unvoted ones with 0, and skips entries that are not candidates', () => {
    // 99 is no longer a candidate: 2 keeps the second position's points (C − 1 = 2).
    const results = bordaTally([1, 2, 3], [[99, 2]]);
    expect(order(results)).toEqual([
      [2, 1, 2],
      [1, 2, 0],
      [3, 2, 0],
    ]);
    expect(bordaTally([], [[1, 2]])).toEqual([]);
    expect(bordaTally([4], [])).toEqual([{ beatmap_id: 4, rank: 1, points: 0, voters: 0, first_places: 0 }]);
  });
});
