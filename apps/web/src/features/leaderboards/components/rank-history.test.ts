import { describe, expect, it } from 'vitest';
import { historySummary } from './rank-history.tsx';

// The sentence that stands for the history charts (docs/decisions/0054 "Snapshots").
const point = (day: string, rank: number, accuracy: number) => ({
  day,
  rank,
  country_rank: null,
  points: 0,
  accuracy,
});

describe('historySummary', () => {
  it('names the first and last rank and accuracy and the days between them', () => {
    expect(
      historySummary([
        point('2026-11-01', 120, 93.04),
        point('2026-11-15', 99, 93.5),
        point('2026-12-01', 87, 94),
      ]),
    ).toBe('Rank #120 → #87 over 30 days · accuracy 93.0% → 94.0%');
    expect(historySummary([point('2026-12-06', 5, 90), point('2026-12-07', 6, 91)])).toBe(
      'Rank #5 → #6 over 1 day · accuracy 90.0% → 91.0%',
    );
  });

  it('one snapshot: that day; none: nothing', () => {
    expect(historySummary([point('2026-12-07', 1_234, 97.25)])).toBe(
      'Rank #1,234 and accuracy 97.3% on 2026-12-07',
    );
    expect(historySummary([])).toBe('');
  });
});
