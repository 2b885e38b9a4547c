import { describe, expect, it } from 'vitest';
import { compactAge } from './age.ts';
import { formatDuration, parseDuration } from './duration.ts';
import { formatPercent, formatSize } from './size.ts';

describe('formatters (spec §9 Formats)', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('compact age uses s, m, h, d, w, mo, y', () => {
    expect(compactAge(now - 5_000, now)).toBe('5s');
    expect(compactAge(now - 120_000, now)).toBe('2m');
    expect(compactAge(now - 3 * 3600_000, now)).toBe('3h');
    expect(compactAge(now - 2 * 86400_000, now)).toBe('2d');
    expect(compactAge(now - 15 * 86400_000, now)).toBe('2w');
    expect(compactAge(now - 65 * 86400_000, now)).toBe('2mo');
    expect(compactAge(now - 800 * 86400_000, now)).toBe('2y');
    expect(compactAge(now + 5000, now)).toBe('0s');
  });
  it('durations round-trip as mm:ss', () => {
    expect(formatDuration(236)).toBe('03:56');
    expect(formatDuration(4503)).toBe('75:03');
    expect(parseDuration('03:56')).toBe(236);
    expect(parseDuration('nope')).toBeNull();
  });
  it('sizes use binary units with one decimal; percent one decimal', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1.5 KiB');
    expect(formatSize(5 * 1024 * 1024)).toBe('5.0 MiB');
    expect(formatPercent(0.9734)).toBe('97.3%');
  });
});
