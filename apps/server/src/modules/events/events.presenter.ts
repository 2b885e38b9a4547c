import { votingStateAt } from '@synthhub/shared/events/events.constants';
import type {
  EventCategory,
  EventDetail,
  EventResult,
  EventSummary,
  EventVote,
} from '@synthhub/shared/events/events.schemas';
import { type BeatmapWithUser, presentBeatmap } from '../beatmaps/index.ts';
import type { EventCategoryRow, EventRow, VoteRow } from './events.repository.ts';

/**
 * The one place an event row becomes the API's EventSummary (spec §3 "Event"; conventions habit 4):
 * ISO dates, and `voting_state` at `now` (spec §4, inclusive window).
 */
export function presentEventSummary(row: EventRow, now: Date): EventSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    published: row.published,
    featured: row.featured,
    voting_start_date: row.votingStartDate.toISOString(),
    voting_end_date: row.votingEndDate.toISOString(),
    voting_state: votingStateAt(row.votingStartDate, row.votingEndDate, now),
  };
}

/** A category with its candidates, in the order of `beatmaps`, and its results (null while voting is not closed). */
export function presentEventCategory(
  row: EventCategoryRow,
  beatmaps: readonly BeatmapWithUser[],
  results: EventResult[] | null,
): EventCategory {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    beatmaps: beatmaps.map(presentBeatmap),
    results,
  };
}

/** The event with its presented categories (EventDetail). */
export function presentEventDetail(row: EventRow, categories: EventCategory[], now: Date): EventDetail {
  return { ...presentEventSummary(row, now), categories };
}

/** A user's stored picks as the API's `{category_id, beatmap_id, order}` list. */
export function presentVotes(rows: readonly VoteRow[]): EventVote[] {
  return rows.map((r) => ({ category_id: r.categoryId, beatmap_id: r.beatmapId, order: r.order }));
}
