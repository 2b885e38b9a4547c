import { describe, expect, it } from 'vitest';
import { voteFigures } from '../../modules/votes/votes.rating.ts';
import { demoVoteColumns } from './demo-votes.ts';

describe('demoVoteColumns', () => {
  it('gives demo items vote counts with the matching rating and score', () => {
    const values = [0.5, 0.5];
    const cols = demoVoteColumns(() => values.shift() ?? 0, 100);
    expect(cols).toEqual({ upvoteCount: 50, downvoteCount: 5, ...voteFigures(50, 5) });
    expect(Number(cols.score)).toBeGreaterThan(0);
  });
});
