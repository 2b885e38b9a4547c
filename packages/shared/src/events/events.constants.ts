/** Event title length after trimming (spec §5 "Event title: trimmed, 4-120 characters"). */
export const EVENT_TITLE_MIN = 4;
/** See {@link EVENT_TITLE_MIN}. */
export const EVENT_TITLE_MAX = 120;
/** Event slug length after trimming (spec §5 "Event slug: trimmed, 4-50 characters"). */
export const EVENT_SLUG_MIN = 4;
/** See {@link EVENT_SLUG_MIN}. */
export const EVENT_SLUG_MAX = 50;
/**
 * An event slug (spec §5): lowercase letters and digits, with single hyphens between groups
 * (`best-of-2023`; not `-best`, `best-`, `best--of`, `Best`).
 */
export const EVENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Smallest vote order, the top pick of a category (spec §3 "Vote … order (0-50, default 0)"). */
export const VOTE_ORDER_MIN = 0;
/** Largest vote order (spec §5, §9 "Vote order 0-50"): so a user ranks at most 51 picks per category. */
export const VOTE_ORDER_MAX = 50;
/** Description length cap: spec §5 only says "a string"; 10,000 characters keeps one row sane. */
export const EVENT_DESCRIPTION_MAX = 10_000;

/**
 * Where an event's voting window stands at a moment (spec §4 "Voting: enabled only between the
 * event's voting_start_date and voting_end_date, inclusive"): `upcoming` before the start,
 * `open` from the start to the end (both included), `closed` after the end.
 */
export const VOTING_STATES = ['upcoming', 'open', 'closed'] as const;
export type VotingState = (typeof VOTING_STATES)[number];

/**
 * The voting state of a window at `now` (all in ms since the epoch, or Dates). Inclusive at both
 * edges (spec §4): `now === start` and `now === end` are `open`.
 */
export function votingStateAt(start: Date | number, end: Date | number, now: Date | number): VotingState {
  const t = +now;
  if (t < +start) return 'upcoming';
  if (t > +end) return 'closed';
  return 'open';
}
