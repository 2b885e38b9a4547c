import type { EventResult } from '@synthhub/shared/events/events.schemas';

/**
 * The ranked-choice tally of one closed category (docs/decisions/0026): a **Borda count** over
 * each voter's ranked list.
 *
 * Input: `candidates`, the category's candidate beatmap ids (C of them), and `ballots`, one list
 * of beatmap ids per voter, best first (a voter ranks some or all candidates, each at most once).
 * Output: one {@link EventResult} per candidate, best first.
 *
 * Rule (Borda 1781, the "truncated ballots" form that gives unranked candidates nothing): on a
 * ballot, the candidate at position k (0 = top) earns C − k points; candidates the ballot leaves
 * out earn 0. A candidate's `points` is the sum over all ballots, `voters` the number of ballots
 * that rank it, `first_places` the number that rank it top. Candidates are ordered by points, then
 * first places, then voters (all descending), then beatmap id ascending so the order is stable.
 * `rank` is 1 + the number of candidates strictly better on (points, first places, voters): an
 * exact tie shares a rank ("1, 2, 2, 4"). Ballot entries that are not candidates (a candidate
 * removed after voting) are skipped without moving the others up.
 *
 * Borda rather than instant-runoff: every pick on a list counts, so a category's runner-ups are
 * ranked too (the results page shows the whole list), and the result does not depend on the
 * order of elimination rounds; it is also a single pass, easy to check by hand.
 */
export function bordaTally(
  candidates: readonly number[],
  ballots: readonly (readonly number[])[],
): EventResult[] {
  const c = candidates.length;
  const tally = new Map(candidates.map((id) => [id, { points: 0, voters: 0, first_places: 0 }]));
  for (const ballot of ballots) {
    ballot.forEach((beatmapId, k) => {
      const entry = tally.get(beatmapId);
      if (!entry) return;
      entry.points += Math.max(c - k, 0);
      entry.voters += 1;
      if (k === 0) entry.first_places += 1;
    });
  }
  const rows = [...tally].map(([beatmap_id, t]) => ({ beatmap_id, ...t }));
  const better = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    b.points - a.points || b.first_places - a.first_places || b.voters - a.voters;
  rows.sort((a, b) => better(a, b) || a.beatmap_id - b.beatmap_id);
  return rows.map((row) => ({
    beatmap_id: row.beatmap_id,
    rank: 1 + rows.filter((other) => better(other, row) < 0).length,
    points: row.points,
    voters: row.voters,
    first_places: row.first_places,
  }));
}
