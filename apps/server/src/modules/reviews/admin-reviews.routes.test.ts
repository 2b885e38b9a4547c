import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { auth, makeItem } from '../votes/votes.test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
let mapper: Awaited<ReturnType<typeof registerUser>>;
let path: string;
let beatmapId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerAdmin(t.app);
  mapper = await registerUser(t.app);
  path = await makeItem(t.app, 'beatmap', mapper.token);
  beatmapId = Number(path.split('/').pop());
});
afterAll(async () => t?.close());

const as = (token: string) => ({ headers: auth(token) });
const write = async (text: string, recommend: boolean) => {
  const author = await registerUser(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: `${path}/reviews`,
    ...as(author.token),
    payload: { text, recommend },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { author, id: res.json().id as number };
};
const publicList = async () => (await t.app.inject({ url: `${path}/reviews` })).json();
const counts = async () => {
  const beatmap = (await t.app.inject({ url: path })).json();
  return { reviews: beatmap.review_count, recommends: beatmap.recommend_count };
};
const adminList = async (query: string) =>
  (await t.app.inject({ url: `/api/admin/reviews${query}`, ...as(admin.token) })).json();
const act = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, ...as(admin.token), ...(payload ? { payload } : {}) });
const bell = async (token: string) => {
  await t.app.jobs.drained();
  return JSON.stringify((await t.app.inject({ url: '/api/notifications/unread', ...as(token) })).json());
};

describe('admin review moderation (spec §2 Admin area reviews; docs/decisions/0027)', () => {
  it('hides a review: off the public list and the counters, the author told why; unhide restores it', async () => {
    const kept = await write('Solid chart with a fun spin section.', true);
    const bad = await write('This is a rude review that breaks the rules.', true);
    expect(await counts()).toEqual({ reviews: 2, recommends: 2 });

    const hidden = await act(`/api/admin/reviews/${bad.id}/hide`, { reason: 'Insults the mapper' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({
      id: bad.id,
      hidden_at: expect.any(String),
      beatmap: { id: beatmapId },
    });
    expect(await counts()).toEqual({ reviews: 1, recommends: 1 });
    const list = await publicList();
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([kept.id]);
    expect(list).toMatchObject({ total: 1, review_count: 1, recommend_count: 1 });
    expect(await bell(bad.author.token)).toContain(
      'An admin hid your review of Test Song: Insults the mapper',
    );
    expect((await act(`/api/admin/reviews/${bad.id}/hide`, { reason: 'Again' })).statusCode).toBe(409);

    const audit = (
      await t.app.inject({
        url: `/api/admin/audit?target_kind=review&target_id=${bad.id}`,
        ...as(admin.token),
      })
    ).json();
    expect(audit.data[0]).toMatchObject({ action: 'review.hide', reason: 'Insults the mapper' });

    const one = await t.app.inject({ url: `/api/admin/reviews/${bad.id}`, ...as(admin.token) });
    expect(one.json()).toMatchObject({ id: bad.id, text: 'This is a rude review that breaks the rules.' });
    expect(one.json().hidden_at).not.toBeNull();
    expect((await act(`/api/admin/reviews/${bad.id}/unhide`)).json().hidden_at).toBeNull();
    expect(await counts()).toEqual({ reviews: 2, recommends: 2 });
    expect((await act(`/api/admin/reviews/${bad.id}/unhide`)).statusCode).toBe(409);
  });

  it('deletes a review with a reason, keeping the counters right for hidden and visible ones', async () => {
    const before = await counts();
    const visible = await write('A visible review that will be deleted.', false);
    const hidden = await write('A hidden review that will be deleted too.', true);
    await act(`/api/admin/reviews/${hidden.id}/hide`, { reason: 'Spam' });
    expect(await counts()).toEqual({ reviews: before.reviews + 1, recommends: before.recommends });
    const del = (id: number, payload?: object) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/reviews/${id}`,
        ...as(admin.token),
        ...(payload ? { payload } : {}),
      });
    expect((await del(visible.id)).statusCode).toBe(400); // a reason is required
    expect((await del(visible.id, { reason: 'Off topic' })).statusCode).toBe(204);
    expect((await del(hidden.id, { reason: 'Spam' })).statusCode).toBe(204);
    expect(await counts()).toEqual(before);
    expect(await bell(visible.author.token)).toContain(
      'An admin deleted your review of Test Song: Off topic',
    );
    expect((await del(visible.id, { reason: 'Off topic' })).statusCode).toBe(404);
  });

  it('lists every review newest first, with hidden, beatmap, author and text filters', async () => {
    const one = await write('Needle in the haystack review text here.', true);
    await act(`/api/admin/reviews/${one.id}/hide`, { reason: 'Test' });
    const all = await adminList('?limit=100');
    expect(all.data[0]).toMatchObject({ id: one.id, user: { id: one.author.user.id } });
    const hiddenOnly = await adminList('?hidden=true&limit=100');
    expect(hiddenOnly.data.every((r: { hidden_at: string | null }) => r.hidden_at !== null)).toBe(true);
    const s = encodeURIComponent(JSON.stringify({ $or: [{ text: { $contL: 'NEEDLE' } }] }));
    expect((await adminList(`?s=${s}`)).data.map((r: { id: number }) => r.id)).toEqual([one.id]);
    expect((await adminList(`?user_id=${one.author.user.id}`)).total).toBe(1);
    expect((await adminList(`?beatmap_id=${beatmapId}&limit=1`)).pageCount).toBeGreaterThan(1);
    const byAuthor = encodeURIComponent(
      JSON.stringify({ 'user.username': { $contL: one.author.user.username } }),
    );
    expect((await adminList(`?s=${byAuthor}`)).total).toBe(1);
    const user = await registerUser(t.app);
    expect((await t.app.inject({ url: '/api/admin/reviews', ...as(user.token) })).statusCode).toBe(403);
  });
});
