import { EVENT_MESSAGES } from '@synthhub/shared/events/events.schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerAdmin, registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { makeItem, makeVoters } from '../votes/votes.test-helpers.ts';
import { auth, makeBeatmaps, makeEvent } from './events.test-helpers.ts';

/**
 * The admin event calls (spec §2 Admin area "events, events/{id}"; docs/decisions/0026): the list
 * with drafts, live tallies while voting is open, edits by the spec §5 rules, closing voting, and
 * an audit entry (docs/decisions/0030) for every change.
 */
let clock = Date.now();
let t: TestApp;
let admin: string;
let beatmaps: number[];
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => new Date(clock) });
  admin = (await registerAdmin(t.app)).token;
  beatmaps = await makeBeatmaps(t.app, (await registerUser(t.app)).token, 3);
});
afterAll(async () => t?.close());
beforeEach(() => {
  clock = Date.now();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/admin/events${url}`,
    headers: auth(admin),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const audit = async (id: number, action: string) =>
  (
    await t.app.inject({
      url: `/api/admin/audit?target_kind=event&target_id=${id}&action=${action}`,
      headers: auth(admin),
    })
  ).json().data;
const openEvent = (extra: { published?: boolean; title?: string } = {}) =>
  makeEvent(t.app, { start: clock - HOUR, end: clock + HOUR }, [beatmaps], extra);

describe('GET /api/admin/events', () => {
  it('lists drafts too, searches title/slug in the list grammar and sorts', async () => {
    const draft = await openEvent({ published: false, title: 'Draft gala' });
    await openEvent({ title: 'Public gala' });
    const s = encodeURIComponent(
      JSON.stringify({ $or: [{ title: { $contL: 'draft g' } }, { slug: { $contL: 'draft g' } }] }),
    );
    const found = (await call('GET', `?s=${s}&page=1&limit=10`)).json();
    expect(found).toMatchObject({ total: 1, page: 1, pageCount: 1 });
    expect(found.data[0]).toMatchObject({
      id: draft.id,
      published: false,
      category_count: 1,
      voter_count: 0,
    });
    const sorted = (await call('GET', '?sort=title,ASC&limit=100'))
      .json()
      .data.map((e: { title: string }) => e.title);
    expect(sorted).toEqual([...sorted].sort());
    expect((await call('GET', '?sort=nope,ASC')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/events/{id}', () => {
  it('shows live tallies while voting is open, which the public page keeps hidden', async () => {
    const event = await openEvent();
    const [a, b] = await makeVoters(t.app, 2);
    const category = event.categoryIds[0]!;
    for (const [voter, pick] of [
      [a!, beatmaps[1]!],
      [b!, beatmaps[1]!],
    ] as const)
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/events/${event.id}/vote`,
            headers: auth(voter.token),
            payload: { category_id: category, beatmap_id: pick, order: 0 },
          })
        ).statusCode,
      ).toBe(200);
    const detail = (await call('GET', `/${event.id}`)).json();
    expect(detail.voting_state).toBe('open');
    expect(detail.voter_count).toBe(2);
    expect(detail.categories[0].results[0]).toMatchObject({ beatmap_id: beatmaps[1], rank: 1, voters: 2 });
    const pub = (await t.app.inject({ url: `/api/events/published/${event.id}` })).json();
    expect(pub.categories[0].results).toBeNull();
    expect((await call('GET', '/987654')).statusCode).toBe(404);
  });
});

describe('PATCH /api/admin/events/{id}', () => {
  it('refuses the spec §5 rules with their messages and writes nothing', async () => {
    const event = await openEvent();
    const bad = await call('PATCH', `/${event.id}`, { title: 'abc', slug: 'Bad--Slug' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(EVENT_MESSAGES.titleLength);
    expect(bad.body).toContain(EVENT_MESSAGES.slugPattern);
    const dates = await call('PATCH', `/${event.id}`, {
      voting_end_date: new Date(clock - 2 * HOUR).toISOString(),
    });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().data.validation).toEqual([`voting_end_date: ${EVENT_MESSAGES.dates}`]);
    expect(await audit(event.id, 'event.update')).toEqual([]);
  });

  it('publishes, features and retitles, auditing the changed fields; a taken slug is 409', async () => {
    const event = await openEvent({ published: false });
    const res = await call('PATCH', `/${event.id}`, {
      published: true,
      featured: true,
      title: '  New title ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ published: true, featured: true, title: 'New title' });
    const [entry] = await audit(event.id, 'event.update');
    expect(entry).toMatchObject({
      before: { published: false, featured: false },
      after: { published: true, featured: true, title: 'New title' },
      target_label: 'New title',
    });
    const other = await openEvent();
    const taken = await call('PATCH', `/${event.id}`, { slug: other.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`The slug "${other.slug}" is already used by another event.`);
  });
});

describe('categories and candidates', () => {
  it('adds, renames, reorders and removes categories and candidates, each audited', async () => {
    const event = await openEvent();
    const first = event.categoryIds[0]!;
    const added = await call('POST', `/${event.id}/categories`, { name: 'Best lights' });
    expect(added.statusCode).toBe(201);
    const second = added.json().categories[1].id as number;
    expect(
      (await call('PATCH', `/${event.id}/categories/${second}`, { name: 'Best light show' })).statusCode,
    ).toBe(200);
    const reordered = await call('PUT', `/${event.id}/categories/order`, { category_ids: [second, first] });
    expect(reordered.json().categories.map((c: { name: string }) => c.name)).toEqual([
      'Best light show',
      'Category 1',
    ]);
    expect((await call('PUT', `/${event.id}/categories/order`, { category_ids: [second] })).statusCode).toBe(
      400,
    );
    const cand = await call('POST', `/${event.id}/categories/${second}/beatmaps`, {
      beatmap_id: beatmaps[0],
    });
    expect(cand.statusCode).toBe(201);
    expect(cand.json().categories[0].beatmaps.map((b: { id: number }) => b.id)).toEqual([beatmaps[0]]);
    expect(
      (await call('POST', `/${event.id}/categories/${second}/beatmaps`, { beatmap_id: beatmaps[0] }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/${event.id}/categories/${second}/beatmaps`, { beatmap_id: 987654 })).statusCode,
    ).toBe(404);
    const draftMap = Number((await makeItem(t.app, 'beatmap', admin, false)).split('/').pop());
    const unpublished = await call('POST', `/${event.id}/categories/${second}/beatmaps`, {
      beatmap_id: draftMap,
    });
    expect(unpublished.statusCode).toBe(400);
    expect(unpublished.json().message).toContain('is not published');
    expect(
      (await call('DELETE', `/${event.id}/categories/${second}/beatmaps/${beatmaps[0]}`)).statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE', `/${event.id}/categories/${second}/beatmaps/${beatmaps[0]}`)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/${event.id}/categories/${second}`)).json().categories).toHaveLength(1);
    const other = await openEvent();
    expect((await call('DELETE', `/${event.id}/categories/${other.categoryIds[0]}`)).statusCode).toBe(404);
    const actions = (await audit(event.id, 'event.')).map((e: { action: string }) => e.action);
    expect(actions).toEqual([
      'event.remove_category',
      'event.remove_candidate',
      'event.add_candidate',
      'event.reorder_categories',
      'event.rename_category',
      'event.add_category',
    ]);
  });
});

describe('POST /api/admin/events/{id}/close and DELETE', () => {
  it('closes voting now, after which votes are refused; a second close is 409; both audited', async () => {
    const event = await openEvent();
    const [voter] = await makeVoters(t.app, 1);
    const closed = await call('POST', `/${event.id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().voting_end_date).toBe(new Date(clock).toISOString());
    clock += 1000;
    const vote = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/vote`,
      headers: auth(voter!.token),
      payload: { category_id: event.categoryIds[0], beatmap_id: beatmaps[0], order: 0 },
    });
    expect(vote.statusCode).toBe(403);
    expect(vote.json().message).toMatch(/^Voting for this event closed /);
    expect((await call('POST', `/${event.id}/close`)).statusCode).toBe(409);
    expect(await audit(event.id, 'event.close')).toHaveLength(1);
  });

  it('closing an upcoming event makes its window the one instant; delete removes it, audited', async () => {
    const event = await makeEvent(t.app, { start: clock + HOUR, end: clock + 2 * HOUR }, [beatmaps]);
    const closed = (await call('POST', `/${event.id}/close`)).json();
    expect(closed.voting_start_date).toBe(closed.voting_end_date);
    expect((await call('DELETE', `/${event.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/${event.id}`)).statusCode).toBe(404);
    expect((await audit(event.id, 'event.delete'))[0]).toMatchObject({ before: { slug: event.slug } });
  });

  it('POST / audits event.create', async () => {
    const res = await call('POST', '', {
      title: 'Audited event',
      slug: `audited-${process.pid}`,
      voting_start_date: '2031-01-01T00:00:00Z',
      voting_end_date: '2031-02-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(201);
    expect(await audit(res.json().id, 'event.create')).toHaveLength(1);
  });
});
