import { describe, expect, it } from 'vitest';
import {
  type Measurement,
  onOffTable,
  resultsTable,
  sideBySideTable,
  UNCACHED_SUFFIX,
} from '../bench/measure.ts';

const line = (name: string, rps: number, p50: number, p99: number): Measurement => ({
  scenario: { name, paths: ['/api/beatmaps'], target: true },
  rps,
  p50,
  p99,
  errors: 0,
  cpu: { server: 1, db: 1, client: 0.1 },
  others: 0,
});

describe('npm run bench: cached and cache=0 side by side (docs/performance.md)', () => {
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
    expect(table[0]).toContain('cache=0 meets ≥ 1000 req/s, p99 < 25 ms');
    expect(table[2]).toBe('| beatmaps, default page | 4202 | 6 | 23 | 432 | 62 | 652 | – | no |');
    expect(table[3]).toBe('| users, exact | 6124 | 4 | 11 | 1594 | 19 | 24 | – | yes |');
  });

  it('judges p99 at the offered load when the line was measured there (docs/decisions/0041)', () => {
    const atRate = (p99: number) => ({ rate: 1000, rps: 999.6, p50: 3, p99, errors: 0 });
    const table = sideBySideTable(
      [
        line('stages', 5000, 2, 9),
        line('avatars', 5000, 2, 9),
        line('users', 5000, 2, 9),
        { ...line(`stages${UNCACHED_SUFFIX}`, 1850, 16, 41), atRate: atRate(12) },
        { ...line(`avatars${UNCACHED_SUFFIX}`, 1850, 16, 20), atRate: atRate(31) },
        { ...line(`users${UNCACHED_SUFFIX}`, 640, 45, 80), atRate: atRate(24) },
      ],
      25,
      1000,
    ).split('\n');
    expect(table[0]).toContain('cache=0 p50, p99 ms at 1000 req/s');
    // p99 at saturation (41 ms) is not what counts; p99 at 1,000 req/s is.
    expect(table[2]).toBe('| stages | 5000 | 2 | 9 | 1850 | 16 | 41 | 3, 12 | yes |');
    expect(table[3]).toBe('| avatars | 5000 | 2 | 9 | 1850 | 16 | 20 | 3, 31 | no |');
    // Under 1,000 req/s at saturation misses, whatever its latency.
    expect(table[4]).toBe('| users | 5000 | 2 | 9 | 640 | 45 | 80 | 3, 24 | no |');
  });

  it('prints nothing when no line was measured both ways', () => {
    expect(sideBySideTable([line('beatmap detail', 4127, 4, 27)], 25, 1000)).toBe('');
  });

  it('shows beside an offered-load p99 the most CPU other processes took meanwhile (docs/decisions/0041)', () => {
    const atRate = { rate: 1000, rps: 999, p50: 2, p99: 76, errors: 0, othersPeak: 0.93 };
    const table = resultsTable([{ ...line(`stages${UNCACHED_SUFFIX}`, 1850, 16, 41), atRate }], 25).split(
      '\n',
    );
    expect(table[0]).toContain("p50, p99 ms at 1000 req/s (other load's peak, cores)");
    expect(table[2]).toMatch(/\| 2, 76 ⚠ \(0\.9\) \|$/);
  });
});

describe('npm run bench: read models on and off side by side (docs/decisions/0049)', () => {
  it('pairs each cache=0 line with the same line measured with MEMORY_INDEXES=off', () => {
    const name = `beatmaps, default page${UNCACHED_SUFFIX}`;
    const table = onOffTable(
      [line(name, 2100, 9, 20), line('beatmap detail', 4127, 4, 27)],
      [line(name, 430, 62, 650)],
    ).split('\n');
    expect(table).toHaveLength(3);
    expect(table[0]).toContain('MEMORY_INDEXES=off');
    expect(table[2]).toBe(`| ${name} | 2100 | 9 | 20 | 430 | 62 | 650 |`);
  });

  it('prints nothing without the second pass', () => {
    expect(onOffTable([line('users', 1000, 1, 2)], [])).toBe('');
  });
});
