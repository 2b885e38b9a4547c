import type { EventDetail } from '@synthhub/shared/events/events.schemas';
import { findBeatmapsByIds } from '../beatmaps/index.ts';
import { presentEventCategory, presentEventDetail } from './events.presenter.ts';
import * as repo from './events.repository.ts';
import { bordaTally } from './events.tally.ts';

/**
 * An event with its categories (in `position` order) and their published candidates, as
 * EventDetail. With `withResults`, each category carries its Borda tally (events.tally.ts) computed
 * now from the stored votes, and its candidates are listed in result order; without, `results` is
 * null and candidates are in id order. The public page passes `withResults` only once voting has
 * closed (docs/decisions/0026); the admin page always (live tallies, spec §2 Admin area).
 */
export async function buildEventDetail(
  db: repo.DbOrTx,
  event: repo.EventRow,
  now: Date,
  withResults: boolean,
): Promise<EventDetail> {
  const categories = await repo.findCategories(db, event.id);
  const categoryIds = categories.map((c) => c.id);
  const candidates = await repo.findCandidateIds(db, categoryIds);
  const beatmaps = await findBeatmapsByIds(db, [...new Set([...candidates.values()].flat())]);
  const beatmapById = new Map(beatmaps.map((b) => [b.id, b]));
  const ballots = withResults ? ballotsByCategory(await repo.findCategoryVotes(db, categoryIds)) : null;
  const presented = categories.map((category) => {
    const ids = candidates.get(category.id) ?? [];
    const results = ballots ? bordaTally(ids, ballots.get(category.id) ?? []) : null;
    // With results, candidates are listed in result order, so cards and results read alike.
    const shown = results ? results.map((r) => r.beatmap_id) : ids;
    return presentEventCategory(
      category,
      shown.flatMap((id) => beatmapById.get(id) ?? []),
      results,
    );
  });
  return presentEventDetail(event, presented, now);
}

/** Groups picks (sorted by category, user, order) into each category's ballots. */
function ballotsByCategory(rows: readonly repo.VoteRow[]): Map<number, number[][]> {
  const out = new Map<number, Map<number, number[]>>();
  for (const row of rows) {
    const users = out.get(row.categoryId) ?? new Map<number, number[]>();
    out.set(row.categoryId, users);
    const ballot = users.get(row.userId) ?? [];
    users.set(row.userId, ballot);
    ballot.push(row.beatmapId);
  }
  return new Map([...out].map(([id, users]) => [id, [...users.values()]]));
}
