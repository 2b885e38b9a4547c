import { describe, expect, it } from 'vitest';
import { type Measurement, sideBySideTable, UNCACHED_SUFFIX } from '../bench/measure.ts';

const line = (name: string, rps: number, p50: number, p99: number): Measurement => ({
  scenario: { name, paths: ['/api/beatmaps'], target: true },
  rps,
  p50,
  p99,
  errors: 0,
  cpu: { server: 1, db: 1, client: 0.1 },
  others: 0,
});

describe('npm run bench: cached and cache=0 side by side (README "Performance")', () => {
  it('pairs each list line with its cache=0 line and says whether that one meets the target', () => {
    const table = sideBySideTable(
      [
        line('beatmaps, default page', 4202.4, 6, 23),
        line('users, exact', 6124, 4, 11),
        line('beatmap detail', 4127, 4, 27),
        line(`beatmaps, default page${UNCACHED_SUFFIX}`, 432, 62, 652),
        line(`users, exact${UNCACHED_SUFFIX}`, 1594, 19, 24),
      ],
      25,
      1000,
    ).split('\n');
    expect(table).toHaveLength(4);
    expect(table[0]).toContain('cache=0 meets p99 < 25 ms, ≥ 1000 req/s');
    expect(table[2]).toBe('| beatmaps, default page | 4202 | 6 | 23 | 432 | 62 | 652 | no |');
    expect(table[3]).toBe('| users, exact | 6124 | 4 | 11 | 1594 | 19 | 24 | yes |');
  });

  it('prints nothing when no line was measured both ways', () => {
    expect(sideBySideTable([line('beatmap detail', 4127, 4, 27)], 25, 1000)).toBe('');
  });
});
