import { describe, expect, it } from 'vitest';
import { chartQuery, parseModifiers, pickChart, readIndex } from './chart-state.ts';

const charts = [
  { id: 1, difficulty: 2, mode: 0, scores: 5 },
  { id: 2, difficulty: 4, mode: 0, scores: 9 },
  { id: 3, difficulty: 1, mode: 1, scores: 2 },
];

describe('leaderboard URL state', () => {
  it('reads the modifiers filter: none, combined, a valid mask, nothing else', () => {
    expect(parseModifiers(null)).toBe(0);
    expect(parseModifiers('none')).toBe(0);
    expect(parseModifiers('combined')).toBe(-1);
    expect(parseModifiers('17')).toBe(17);
    expect(parseModifiers('65536')).toBe(0); // not a modifier bit (formats.md §6.2)
    expect(parseModifiers('-3')).toBe(0);
    expect(parseModifiers('1.5')).toBe(0);
  });

  it('writes only what is not default', () => {
    expect(chartQuery({ modifiers: 0 })).toBe('');
    expect(chartQuery({ difficulty: 3, mode: 1, modifiers: -1, page: 2 })).toBe(
      'difficulty=3&mode=1&modifiers=combined&page=2',
    );
    expect(chartQuery({ modifiers: 16, page: 1 })).toBe('modifiers=16');
  });

  it('picks the asked chart, else the hardest of the mode, else the first mode', () => {
    expect(pickChart(charts, 2, 0)?.id).toBe(1);
    expect(pickChart(charts)?.id).toBe(2);
    expect(pickChart(charts, 3, 0)?.id).toBe(2);
    expect(pickChart(charts, 4, 1)?.id).toBe(3);
    expect(pickChart(charts, 4, 7)?.id).toBe(2);
    expect(pickChart([])).toBeUndefined();
  });

  it('reads small indexes', () => {
    expect(readIndex('3')).toBe(3);
    expect(readIndex('')).toBeUndefined();
    expect(readIndex('x')).toBeUndefined();
    expect(readIndex(null)).toBeUndefined();
  });
});
