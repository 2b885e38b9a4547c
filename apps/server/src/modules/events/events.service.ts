import { VOTE_ORDER_MAX, votingStateAt } from '@synthhub/shared/events/events.constants';
import type { EventDetail, EventSummary, EventVote } from '@synthhub/shared/events/events.schemas';
import { isDbIdText } from '@synthhub/shared/api/ids';
import { slugReference } from '@synthhub/shared/api/slug-reference';
import type { Db } from '../../db/client.ts';
import { AppError, BadRequest, Conflict, NotFound } from '../../errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { buildEventDetail } from './events.detail.ts';
import { presentEventSummary, presentVotes } from './events.presenter.ts';
import * as repo from './events.repository.ts';

/** What the event rules need from the app. */
export interface EventsContext {
  db: Db;
}

/** A pick as the vote calls name it (the shared `eventVoteBodySchema`, after defaults). */
export interface VotePick {
  category_id: number;
  beatmap_id: number;
  order: number;
}

/**
 * 403: the event's voting window is not open at the time of the request (spec §4: voting only
 * from `voting_start_date` to `voting_end_date`, inclusive). The message names the date (ISO, UTC).
 */
export class VotingNotOpen extends AppError {
  constructor(message: string) {
    super(403, message);
  }
}

/** The user already ranks this beatmap in this category. */
export const ALREADY_VOTED = 'You already voted for this beatmap in this category.';
/** The user does not rank this beatmap in this category (remove, move). */
export const NOT_VOTED = 'You have not voted for this beatmap in this category.';
/** The list is full: orders 0-50 (spec §5) allow 51 picks. */
export const LIST_FULL = `You can rank at most ${VOTE_ORDER_MAX + 1} beatmaps in a category.`;

const notFound = (ref: string | number) => new NotFound(`Event ${ref} was not found.`);

/** A published event by id; NotFound otherwise (drafts included). */
async function publishedEvent(db: repo.DbOrTx, id: number): Promise<repo.EventRow> {
  const event = await repo.findPublishedEventById(db, id);
  if (!event) throw notFound(id);
  return event;
}

/**
 * The event with its categories and candidates, and each category's results once voting has
 * closed (spec §7 `GET /api/events/published/{slug-or-id}`; docs/decisions/0026). `ref` is the id
 * when it is all digits (a valid row id), else the slug in any case (docs/decisions/0046). `now` decides the voting state.
 * Throws NotFound for an unknown or unpublished event.
 */
export async function getPublishedEvent(ctx: EventsContext, ref: string, now: Date): Promise<EventDetail> {
  const event = isDbIdText(ref)
    ? await repo.findPublishedEventById(ctx.db, Number(ref))
    : await repo.findPublishedEventBySlug(ctx.db, slugReference(ref));
  if (!event) throw notFound(ref);
  const closed = votingStateAt(event.votingStartDate, event.votingEndDate, now) === 'closed';
  return buildEventDetail(ctx.db, event, now, closed);
}

/**
 * The featured published event (spec §7 `GET /api/events/featured`) or null when there is none
 * (a normal state for the home page, so not an error). Several featured: the latest-starting.
 */
export async function getFeaturedEvent(ctx: EventsContext, now: Date): Promise<EventSummary | null> {
  const event = await repo.findFeaturedEvent(ctx.db);
  return event ? presentEventSummary(event, now) : null;
}

/** The caller's own picks in a published event (spec §6: only their own). Throws NotFound. */
export async function listMyVotes(ctx: EventsContext, user: AuthUser, eventId: number): Promise<EventVote[]> {
  await publishedEvent(ctx.db, eventId);
  return presentVotes(await repo.findUserVotes(ctx.db, eventId, user.id));
}

/** How a vote call changes the user's list of beatmap ids in one category. */
type ListChange = (list: number[], pick: VotePick) => number[];

/** Adds the beatmap at `order` (an order past the end appends); refuses a repeat and a full list. */
const insertPick: ListChange = (list, pick) => {
  if (list.includes(pick.beatmap_id)) throw new Conflict(ALREADY_VOTED);
  if (list.length > VOTE_ORDER_MAX) throw new BadRequest(LIST_FULL);
  const next = [...list];
  next.splice(Math.min(pick.order, list.length), 0, pick.beatmap_id);
  return next;
};

/** Removes the beatmap; the picks below it move up one (no gap). */
const removePick: ListChange = (list, pick) => {
  if (!list.includes(pick.beatmap_id)) throw new NotFound(NOT_VOTED);
  return list.filter((id) => id !== pick.beatmap_id);
};

/** Moves the beatmap to `position` (`pick.order` carries it here; past the end means last). */
const movePick: ListChange = (list, pick) => {
  const rest = removePick(list, pick);
  rest.splice(Math.min(pick.order, rest.length), 0, pick.beatmap_id);
  return rest;
};

/**
 * Applies one change to the user's ranked list in a category, all in one transaction that holds
 * the (category, user) advisory lock (events.repository.ts `lockUserCategory`), so concurrent
 * calls of one user apply one after another and orders stay 0..n−1, unique and contiguous
 * (docs/decisions/0026). Checks, before anything is written: the event is published (404), voting
 * is open at `now` (spec §4, inclusive; 403 {@link VotingNotOpen}), the category belongs to the
 * event (400) and the beatmap is one of its published candidates (400). Answers the caller's
 * picks in the whole event afterwards. A refusal rolls the transaction back: nothing is written.
 */
async function changeVotes(
  ctx: EventsContext,
  user: AuthUser,
  eventId: number,
  pick: VotePick,
  now: Date,
  change: ListChange,
): Promise<EventVote[]> {
  return ctx.db.transaction(async (tx) => {
    const event = await publishedEvent(tx, eventId);
    const state = votingStateAt(event.votingStartDate, event.votingEndDate, now);
    if (state === 'upcoming')
      throw new VotingNotOpen(`Voting for this event opens ${event.votingStartDate.toISOString()}.`);
    if (state === 'closed')
      throw new VotingNotOpen(`Voting for this event closed ${event.votingEndDate.toISOString()}.`);
    const category = await repo.findCategory(tx, pick.category_id);
    if (!category || category.eventId !== event.id)
      throw new BadRequest(`Category ${pick.category_id} is not part of this event.`);
    const candidates = (await repo.findCandidateIds(tx, [category.id])).get(category.id) ?? [];
    if (!candidates.includes(pick.beatmap_id))
      throw new BadRequest(`Beatmap ${pick.beatmap_id} is not a candidate in "${category.name}".`);
    await repo.lockUserCategory(tx, category.id, user.id);
    const list = await repo.findUserCategoryList(tx, category.id, user.id);
    const next = change(list, pick);
    await repo.replaceUserCategoryList(tx, { eventId, categoryId: category.id, userId: user.id }, next);
    return presentVotes(await repo.findUserVotes(tx, eventId, user.id));
  });
}

/**
 * `POST /api/events/{id}/vote` (spec §7): ranks the beatmap at `order` (0 = top) in the category,
 * shifting the picks at and below it down one; an order past the end appends. Refuses a beatmap
 * already ranked there (409 {@link ALREADY_VOTED}) and a 52nd pick (400 {@link LIST_FULL}), plus
 * the checks of {@link changeVotes}. Answers the caller's picks in the event.
 */
export function addVote(ctx: EventsContext, user: AuthUser, eventId: number, pick: VotePick, now: Date) {
  return changeVotes(ctx, user, eventId, pick, now, insertPick);
}

/**
 * `POST /api/events/{id}/vote/delete` (spec §7): removes the pick of that category and beatmap
 * (`order` ignored); the picks below move up. 404 {@link NOT_VOTED} when there is no such pick.
 */
export function removeVote(ctx: EventsContext, user: AuthUser, eventId: number, pick: VotePick, now: Date) {
  return changeVotes(ctx, user, eventId, pick, now, removePick);
}

/**
 * `POST /api/events/{id}/vote/move/{position}` (spec §7): moves the pick of that category and
 * beatmap to `position` (0-50; past the end means last), the others closing up around it; the
 * body's `order` is ignored. 404 {@link NOT_VOTED} when there is no such pick.
 */
export function moveVote(
  ctx: EventsContext,
  user: AuthUser,
  eventId: number,
  pick: VotePick,
  position: number,
  now: Date,
) {
  return changeVotes(ctx, user, eventId, { ...pick, order: position }, now, movePick);
}
