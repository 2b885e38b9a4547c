/** z for a 95 % two-sided confidence interval, used by {@link wilsonLowerBound}. */
export const WILSON_Z = 1.96;

/**
 * `rating`: the lower bound of the Wilson score interval (z = 1.96, 95 %) of the up-ratio
 * (a damped up-ratio; docs/decisions/0003). With `up` and `down` the vote counts (integers ≥ 0),
 * n = up + down and p = up / n:
 *
 *   rating = (p + z²/(2n) − z·√(p(1−p)/n + z²/(4n²))) / (1 + z²/n),   and 0 when n = 0.
 *
 * Range [0, 1): it grows toward p as n grows, so 1 up-vote rates ≈ 0.2065 while 480 up / 20 down
 * rates ≈ 0.9390.
 */
export function wilsonLowerBound(up: number, down: number, z = WILSON_Z): number {
  const n = up + down;
  if (n <= 0) return 0;
  const p = up / n;
  const z2 = z * z;
  const centre = p + z2 / (2 * n);
  const margin = z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return Math.max(0, (centre - margin) / (1 + z2 / n));
}

/**
 * `score`: the rating weighted by how much was voted, `score = rating · ln(1 + n)` with
 * n = up + down (natural log). Range [0, ∞): 0 with no votes or only down-votes, ≈ 0.143 for one
 * up-vote, ≈ 5.84 for 480 up / 20 down. Sorting by it favours well-liked items that many voted on.
 */
export function voteScore(up: number, down: number): number {
  return wilsonLowerBound(up, down) * Math.log(1 + up + down);
}

/** Both figures as the 4-decimal strings the `numeric(12, 4)` columns and the API use. */
export function voteFigures(up: number, down: number): { rating: string; score: string } {
  return { rating: wilsonLowerBound(up, down).toFixed(4), score: voteScore(up, down).toFixed(4) };
}
