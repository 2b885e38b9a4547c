import { voteFigures } from '../../modules/votes/index.ts';

/**
 * Vote columns for generated demo content: up to `maxUp` up-votes, down-votes up to a fifth of
 * them, and the matching `score`/`rating` (so the Hype and Rating sorts mean something on demo data).
 * `rand` returns numbers in [0, 1).
 */
export function demoVoteColumns(
  rand: () => number,
  maxUp: number,
): { upvoteCount: number; downvoteCount: number; rating: string; score: string } {
  const up = Math.floor(rand() * maxUp);
  const down = Math.floor(rand() * up * 0.2);
  return { upvoteCount: up, downvoteCount: down, ...voteFigures(up, down) };
}
