import {
  OWN_BEATMAP_REVIEW_MESSAGE,
  REPLY_MAPPER_ONLY_MESSAGE,
  REVIEW_AUTHOR_ONLY_MESSAGE,
  REVIEW_EXISTS_MESSAGE,
} from '@synthhub/shared/reviews/reviews.constants';
import type { Review, ReviewsPage } from '@synthhub/shared/reviews/reviews.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { beatmapReviews } from '../../db/schema/index.ts';
import { auth, makeItem, makeVoters } from '../votes/votes.test-helpers.ts';

let t: TestApp;
let mapper: { token: string; user: { id: number; username: string } };
let path: string;
let beatmapId: number;
beforeAll(async () => {
  t = await buildTestApp();
  mapper = await registerUser(t.app);
  path = await makeItem(t.app, 'beatmap', mapper.token);
  beatmapId = Number(path.split('/').pop());
});
afterAll(async () => t?.close());

const TEXT = 'Great flow in the chorus, the spin section is fun.';

const post = (token: string | null, payload: unknown, url = `${path}/reviews`) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    ...(token ? { headers: auth(token) } : {}),
  });
const patch = (token: string | null, id: number, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `${path}/reviews/${id}`,
    payload: payload as object,
    ...(token ? { headers: auth(token) } : {}),
  });
const remove = (token: string | null, id: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `${path}/reviews/${id}`,
    ...(token ? { headers: auth(token) } : {}),
  });
const reply = (token: string | null, id: number, text: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `${path}/reviews/${id}/reply`,
    payload: { text } as object,
    ...(token ? { headers: auth(token) } : {}),
  });
const list = async (query = '', token?: string) => {
  const res = await t.app.inject({
    url: `${path}/reviews${query}`,
    ...(token ? { headers: auth(token) } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as ReviewsPage;
};
/** The counts the beatmap answers and the rows behind them. */
async function counts() {
  const beatmap = (await t.app.inject({ url: path })).json();
  const rows = await t.app.db.select().from(beatmapReviews).where(eq(beatmapReviews.beatmapId, beatmapId));
  return {
    shown: { reviews: beatmap.review_count, recommends: beatmap.recommend_count },
    rows: { reviews: rows.length, recommends: rows.filter((r) => r.recommend).length },
  };
}
const same = (reviews: number, recommends: number) => ({
  shown: { reviews, recommends },
  rows: { reviews, recommends },
});
/** Deletes every review of the test beatmap through the API (each author its own) and checks the counts are 0. */
async function clearReviews(authors: { id: number; token: string }[]) {
  for (const a of authors) {
    const mine = (await list('', a.token)).mine;
    if (mine) expect((await remove(a.token, mine.id)).statusCode).toBe(204);
  }
  expect(await counts()).toEqual(same(0, 0));
}

describe('beatmap reviews (docs/decisions/0027)', () => {
  it('writes a review, counts it, lists it and notifies the mapper', async () => {
    const [a] = await makeVoters(t.app, 1);
    const res = await post(a!.token, { text: `  ${TEXT}\r\nSecond line.  `, recommend: true });
    expect(res.statusCode).toBe(201);
    const review = res.json() as Review;
    expect(review).toMatchObject({
      beatmap_id: beatmapId,
      user: { id: a!.id },
      text: `${TEXT}\nSecond line.`,
      recommend: true,
      reply: null,
      reply_at: null,
    });
    expect(await counts()).toEqual(same(1, 1));
    const page = await list('', a!.token);
    expect(page).toMatchObject({
      total: 1,
      count: 1,
      page: 1,
      pageCount: 1,
      review_count: 1,
      recommend_count: 1,
    });
    expect(page.mine?.id).toBe(review.id);
    expect((await list()).mine).toBeNull();

    await t.app.jobs.drained();
    const bell = (
      await t.app.inject({ url: '/api/notifications/unread', headers: auth(mapper.token) })
    ).json();
    expect(bell).toContainEqual(
      expect.objectContaining({
        url: `/beatmaps/${beatmapId}/reviews`,
        text: expect.stringContaining('reviewed'),
      }),
    );
    await clearReviews([a!]);
  });

  it('keeps one review per user: a second answers 409 and writes nothing', async () => {
    const [a] = await makeVoters(t.app, 1);
    expect((await post(a!.token, { text: TEXT, recommend: false })).statusCode).toBe(201);
    const again = await post(a!.token, { text: `${TEXT} Again.`, recommend: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_EXISTS_MESSAGE);
    expect(await counts()).toEqual(same(1, 0));
    await clearReviews([a!]);
  });

  it('refuses the mapper (403), anonymous callers (401) and missing or hidden beatmaps (404)', async () => {
    const own = await post(mapper.token, { text: TEXT, recommend: true });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(OWN_BEATMAP_REVIEW_MESSAGE);
    expect((await post(null, { text: TEXT, recommend: true })).statusCode).toBe(401);
    const [a] = await makeVoters(t.app, 1);
    expect(
      (await post(a!.token, { text: TEXT, recommend: true }, '/api/beatmaps/999999/reviews')).statusCode,
    ).toBe(404);
    const draft = await makeItem(t.app, 'beatmap', mapper.token, false);
    const hidden = await post(a!.token, { text: TEXT, recommend: true }, `${draft}/reviews`);
    expect(hidden.statusCode).toBe(404);
    expect((await t.app.inject({ url: `${draft}/reviews` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${draft}/reviews`, headers: auth(mapper.token) })).statusCode).toBe(
      200,
    );
    expect(await counts()).toEqual(same(0, 0));
  });

  it.each([
    [
      '9 characters',
      { text: 'Too short', recommend: true },
      'text: Review text must be at least 10 characters',
    ],
    [
      '9 characters padded',
      { text: `   ${'x'.repeat(9)}   `, recommend: true },
      'text: Review text must be at least 10 characters',
    ],
    [
      '2001 characters',
      { text: 'x'.repeat(2001), recommend: true },
      'text: Review text must be at most 2000 characters',
    ],
    ['no text', { recommend: true }, 'text: Review text is required'],
    ['no recommend', { text: TEXT }, 'recommend: Recommend must be true or false'],
    ['recommend "yes"', { text: TEXT, recommend: 'yes' }, 'recommend: Recommend must be true or false'],
  ])('answers 400 naming the field for %s and writes nothing', async (_case, body, line) => {
    const [a] = await makeVoters(t.app, 1);
    const res = await post(a!.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.validation).toContain(line);
    expect(await counts()).toEqual(same(0, 0));
  });

  it('accepts exactly 10 and 2000 characters', async () => {
    const [a, b] = await makeVoters(t.app, 2);
    expect((await post(a!.token, { text: 'x'.repeat(10), recommend: true })).statusCode).toBe(201);
    expect((await post(b!.token, { text: 'y'.repeat(2000), recommend: false })).statusCode).toBe(201);
    expect(await counts()).toEqual(same(2, 1));
    await clearReviews([a!, b!]);
  });

  it('stores markup as plain text, unchanged', async () => {
    const [a] = await makeVoters(t.app, 1);
    const text = '<script>alert(1)</script> **bold** <img src=x onerror=alert(1)>';
    expect((await post(a!.token, { text, recommend: true })).json().text).toBe(text);
    expect((await list()).data[0]!.text).toBe(text);
    await clearReviews([a!]);
  });

  it('lets only the author edit (403 others, 401 anonymous); a changed recommend moves the counts', async () => {
    const [a, b] = await makeVoters(t.app, 2);
    const review = (await post(a!.token, { text: TEXT, recommend: true })).json() as Review;

    const other = await patch(b!.token, review.id, { recommend: false });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(REVIEW_AUTHOR_ONLY_MESSAGE);
    expect((await patch(mapper.token, review.id, { recommend: false })).statusCode).toBe(403);
    expect((await patch(null, review.id, { recommend: false })).statusCode).toBe(401);
    const short = await patch(a!.token, review.id, { text: 'short', recommend: false });
    expect(short.statusCode).toBe(400);
    expect(short.json().data.validation).toContain('text: Review text must be at least 10 characters');
    expect((await patch(a!.token, review.id, {})).statusCode).toBe(400);
    expect((await patch(a!.token, 999999, { recommend: false })).statusCode).toBe(404);
    expect(await counts()).toEqual(same(1, 1));
    expect((await list()).data[0]).toMatchObject({ text: TEXT, recommend: true });

    const edited = await patch(a!.token, review.id, {
      text: 'Changed my mind about the drops.',
      recommend: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ text: 'Changed my mind about the drops.', recommend: false });
    expect(await counts()).toEqual(same(1, 0));
    expect((await patch(a!.token, review.id, { recommend: true })).json().recommend).toBe(true);
    expect(await counts()).toEqual(same(1, 1));
    await clearReviews([a!]);
  });

  it('lets only the author delete (403 others, 401 anonymous); counts follow', async () => {
    const [a, b] = await makeVoters(t.app, 2);
    const ra = (await post(a!.token, { text: TEXT, recommend: true })).json() as Review;
    await post(b!.token, { text: TEXT, recommend: false });
    expect(await counts()).toEqual(same(2, 1));

    const other = await remove(b!.token, ra.id);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(REVIEW_AUTHOR_ONLY_MESSAGE);
    expect((await remove(mapper.token, ra.id)).statusCode).toBe(403);
    expect((await remove(null, ra.id)).statusCode).toBe(401);
    expect(await counts()).toEqual(same(2, 1));

    expect((await remove(a!.token, ra.id)).statusCode).toBe(204);
    expect(await counts()).toEqual(same(1, 0));
    expect((await remove(a!.token, ra.id)).statusCode).toBe(404);
    // A deleted review can be written again.
    expect((await post(a!.token, { text: TEXT, recommend: true })).statusCode).toBe(201);
    expect(await counts()).toEqual(same(2, 1));
    await clearReviews([a!, b!]);
  });

  it("lets only the beatmap's mapper reply; an empty reply removes it; the reviewer is told", async () => {
    const [a, b] = await makeVoters(t.app, 2);
    const review = (await post(a!.token, { text: TEXT, recommend: true })).json() as Review;

    for (const token of [a!.token, b!.token]) {
      const refused = await reply(token, review.id, 'Thanks!');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(REPLY_MAPPER_ONLY_MESSAGE);
    }
    expect((await reply(null, review.id, 'Thanks!')).statusCode).toBe(401);
    const long = await reply(mapper.token, review.id, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().data.validation).toContain('text: Reply text must be at most 1000 characters');
    expect((await list()).data[0]!.reply).toBeNull();

    const res = await reply(mapper.token, review.id, '  Thanks, glad you liked the spins!  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      reply: 'Thanks, glad you liked the spins!',
      reply_at: expect.any(String),
    });
    expect((await list()).data[0]!.reply).toBe('Thanks, glad you liked the spins!');
    await t.app.jobs.drained();
    const bell = (await t.app.inject({ url: '/api/notifications/unread', headers: auth(a!.token) })).json();
    expect(bell).toContainEqual(
      expect.objectContaining({ text: expect.stringContaining('replied to your review') }),
    );

    const cleared = await reply(mapper.token, review.id, '   ');
    expect(cleared.json()).toMatchObject({ reply: null, reply_at: null });
    expect(await counts()).toEqual(same(1, 1));
    await clearReviews([a!]);
  });

  it('pages newest first with the usual envelope and refuses bad paging', async () => {
    const authors = await makeVoters(t.app, 5);
    const ids: number[] = [];
    for (const [i, a] of authors.entries())
      ids.push((await post(a.token, { text: `${TEXT} Number ${i}.`, recommend: i % 2 === 0 })).json().id);
    const newest = [...ids].reverse();

    const first = await list('?page=1&limit=2', authors[0]!.token);
    expect(first).toMatchObject({
      count: 2,
      total: 5,
      page: 1,
      pageCount: 3,
      review_count: 5,
      recommend_count: 3,
    });
    expect(first.data.map((r) => r.id)).toEqual(newest.slice(0, 2));
    expect(first.mine?.id).toBe(ids[0]);
    expect((await list('?page=2&limit=2')).data.map((r) => r.id)).toEqual(newest.slice(2, 4));
    expect((await list('?page=3&limit=2')).data.map((r) => r.id)).toEqual(newest.slice(4));
    expect((await list('?page=4&limit=2')).data).toEqual([]);
    expect((await list()).data.map((r) => r.id)).toEqual(newest);

    for (const [query, line] of [
      ['?limit=0', 'limit must be 1 or more'],
      ['?limit=51', 'limit must be at most 50'],
      ['?page=0', 'page must be 1 or more'],
    ] as const) {
      const res = await t.app.inject({ url: `${path}/reviews${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(line);
    }
    await clearReviews(authors);
  });

  it('leaves hidden reviews out of the list', async () => {
    const [a, b] = await makeVoters(t.app, 2);
    const hidden = (await post(a!.token, { text: TEXT, recommend: true })).json() as Review;
    await post(b!.token, { text: TEXT, recommend: true });
    await t.app.db
      .update(beatmapReviews)
      .set({ hiddenAt: new Date() })
      .where(eq(beatmapReviews.id, hidden.id));
    const page = await list('', a!.token);
    expect(page.data.map((r) => r.id)).not.toContain(hidden.id);
    expect(page.total).toBe(1);
    expect(page.mine).toBeNull();
    // Still one per user: the hidden review keeps its place.
    expect((await post(a!.token, { text: TEXT, recommend: true })).statusCode).toBe(409);
    await t.app.db.delete(beatmapReviews).where(eq(beatmapReviews.beatmapId, beatmapId));
    await t.app.db.execute(
      `update beatmaps set review_count = 0, recommend_count = 0 where id = ${beatmapId}`,
    );
  });

  it('goes with its beatmap', async () => {
    const other = await makeItem(t.app, 'beatmap', mapper.token);
    const [a] = await makeVoters(t.app, 1);
    expect((await post(a!.token, { text: TEXT, recommend: true }, `${other}/reviews`)).statusCode).toBe(201);
    expect(
      (await t.app.inject({ method: 'DELETE', url: other, headers: auth(mapper.token) })).statusCode,
    ).toBe(204);
    const rows = await t.app.db
      .select()
      .from(beatmapReviews)
      .where(eq(beatmapReviews.beatmapId, Number(other.split('/').pop())));
    expect(rows).toEqual([]);
  });
});
