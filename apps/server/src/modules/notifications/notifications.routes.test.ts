import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { notifications } from '../../db/schema/index.ts';
import { auth } from '../votes/votes.test-helpers.ts';
import { notify } from './notifications.service.ts';

let t: TestApp;
let alice: SessionResponse;
let bob: SessionResponse;
beforeAll(async () => {
  t = await buildTestApp();
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, token?: string) =>
  t.app.inject({ method, url: `/api/notifications${url}`, ...(token && { headers: auth(token) }) });
const unread = async (token: string) => {
  const res = await call('GET', '/unread', token);
  expect(res.statusCode, res.body).toBe(200);
  return {
    list: res.json() as { id: number; text: string; url: string }[],
    total: Number(res.headers['x-total-count']),
  };
};
const send = (userId: number, text: string, url = '/beatmaps/1') => notify(t.app, { userId, text, url });

describe('notifications API (spec §7 Notifications, §4; docs/decisions/0017)', () => {
  it('answers 401 to anonymous callers on every route', async () => {
    for (const [method, url] of [
      ['GET', '/unread'],
      ['POST', '/clear/1'],
      ['POST', '/clear'],
      ['POST', '/test'],
      ['POST', '/stream-ticket'],
    ] as const)
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('lists the caller’s unread ones newest first in the spec’s shape, with the total in X-Total-Count', async () => {
    const user = await registerUser(t.app);
    expect(await unread(user.token)).toEqual({ list: [], total: 0 });
    await send(user.user.id, 'first', '/beatmaps/1');
    await send(user.user.id, 'second', '/playlists/2');
    await send(bob.user.id, 'not yours');
    const { list, total } = await unread(user.token);
    expect(total).toBe(2);
    expect(list.map((n) => n.text)).toEqual(['second', 'first']);
    expect(Object.keys(list[0]!).sort()).toEqual(['created_at', 'id', 'image_url', 'text', 'url']);
    expect(list[0]).toMatchObject({ url: '/playlists/2', image_url: null });
  });

  it('caps the list at 100 and still counts them all', async () => {
    const user = await registerUser(t.app);
    await t.app.db
      .insert(notifications)
      .values(Array.from({ length: 105 }, (_, i) => ({ userId: user.user.id, text: `n${i}`, url: '/' })));
    const { list, total } = await unread(user.token);
    expect(list).toHaveLength(100);
    expect(total).toBe(105);
  });

  it('clears one of the caller’s own; another user’s id or an unknown one is 404 and changes nothing', async () => {
    const mine = (await send(alice.user.id, 'for alice'))!;
    const theirs = (await send(bob.user.id, 'for bob'))!;
    const refused = await call('POST', `/clear/${theirs.id}`, alice.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(`Notification ${theirs.id} was not found.`);
    expect((await call('POST', '/clear/999999', alice.token)).statusCode).toBe(404);
    expect((await call('POST', '/clear/abc', alice.token)).statusCode).toBe(400);
    expect((await unread(bob.token)).list.map((n) => n.id)).toContain(theirs.id);

    const cleared = await call('POST', `/clear/${mine.id}`, alice.token);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ cleared: 1 });
    expect((await unread(alice.token)).list.map((n) => n.id)).not.toContain(mine.id);
    // Clearing it again is harmless.
    expect((await call('POST', `/clear/${mine.id}`, alice.token)).json()).toEqual({ cleared: 0 });
  });

  it('clears all of the caller’s and nobody else’s', async () => {
    const user = await registerUser(t.app);
    await send(user.user.id, 'a');
    await send(user.user.id, 'b');
    const bobBefore = (await unread(bob.token)).total;
    const res = await call('POST', '/clear', user.token);
    expect(res.json()).toEqual({ cleared: 2 });
    expect(await unread(user.token)).toEqual({ list: [], total: 0 });
    expect((await unread(bob.token)).total).toBe(bobBefore);
    const rows = await t.app.db.select().from(notifications).where(eq(notifications.userId, user.user.id));
    expect(rows.every((r) => r.clearedAt !== null)).toBe(true);
  });

  it('sends the caller a test notification, which the next list shows', async () => {
    const user = await registerUser(t.app);
    const res = await call('POST', '/test', user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      text: 'This is a test notification.',
      url: `/profile/${user.user.username}`,
    });
    expect((await unread(user.token)).list[0]).toMatchObject({ id: res.json().id });
  });

  it('prunes only notifications cleared more than 30 days ago', async () => {
    const user = await registerUser(t.app);
    const old = new Date(Date.now() - 31 * 24 * 3600_000);
    const recent = new Date(Date.now() - 29 * 24 * 3600_000);
    await t.app.db.insert(notifications).values([
      { userId: user.user.id, text: 'old', url: '/', clearedAt: old },
      { userId: user.user.id, text: 'recent', url: '/', clearedAt: recent },
      { userId: user.user.id, text: 'unread', url: '/', createdAt: old },
    ]);
    await t.app.jobs.enqueue('notifications-prune', {});
    await t.app.jobs.drained();
    const left = await t.app.db.select().from(notifications).where(eq(notifications.userId, user.user.id));
    expect(left.map((r) => r.text).sort()).toEqual(['recent', 'unread']);
  });
});
