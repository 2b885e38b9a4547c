import { describe, expect, it } from 'vitest';
import { voteFigures, voteScore, wilsonLowerBound } from './votes.rating.ts';

describe('wilsonLowerBound / voteScore (a damped up-ratio, docs/decisions/0003)', () => {
  it('is 0 with no votes and stays in [0, 1)', () => {
    expect(wilsonLowerBound(0, 0)).toBe(0);
    expect(wilsonLowerBound(0, 10)).toBe(0);
    expect(wilsonLowerBound(100000, 0)).toBeLessThan(1);
    expect(voteScore(0, 0)).toBe(0);
  });

  it('ranks many good votes above one lone up-vote', () => {
    expect(wilsonLowerBound(1, 0)).toBeCloseTo(0.2065, 4);
    expect(wilsonLowerBound(480, 20)).toBeCloseTo(0.939, 3);
    expect(voteScore(1, 0)).toBeLessThan(voteScore(480, 20));
    expect(voteScore(480, 20)).toBeGreaterThan(voteScore(5, 0));
  });

  it('formats both as 4-decimal strings', () => {
    expect(voteFigures(1, 0)).toEqual({ rating: '0.2065', score: '0.1432' });
  });
});
