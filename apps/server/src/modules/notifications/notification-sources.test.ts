import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSynth, registerAdmin, registerUser, uploadForm } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { notifications } from '../../db/schema/index.ts';
import { auth, makeItem, makeVoters } from '../votes/votes.test-helpers.ts';
import { utcHourStart, votesText } from './notification-sources.ts';

/**
 * The sources of notifications (docs/decisions/0017), each a durable job reacting to a domain
 * event: votes batched per item and UTC hour, a followed mapper's publish, an admin's delete, a
 * new follower. Jobs run when the test awaits `app.jobs.drained()`.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const vote = (path: string, token: string, value: 1 | -1) =>
  t.app.inject({ method: 'PUT', url: `${path}/vote`, headers: auth(token), payload: { value } });
const follow = (who: SessionResponse, whom: SessionResponse) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${whom.user.username}/follow`, headers: auth(who.token) });
async function unread(token: string) {
  await t.app.jobs.drained();
  const res = await t.app.inject({ url: '/api/notifications/unread', headers: auth(token) });
  return res.json() as { id: number; text: string; url: string; image_url: string | null }[];
}

describe('vote notifications (batched: one per item per UTC hour)', () => {
  it('tells the owner "N people voted on X" once, rewritten as votes arrive; not for their own vote', async () => {
    const owner = await registerUser(t.app);
    const path = await makeItem(t.app, 'playlist', owner.token);
    const id = Number(path.split('/').pop());
    expect((await vote(path, owner.token, 1)).statusCode).toBe(200);
    expect(await unread(owner.token)).toEqual([]);

    const voters = await makeVoters(t.app, 3);
    await vote(path, voters[0]!.token, 1);
    let list = await unread(owner.token);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ text: votesText(1, 'New Playlist'), url: `/playlists/${id}` });
    expect(list[0]!.text).toBe('1 person voted on New Playlist');
    const firstId = list[0]!.id;

    await vote(path, voters[1]!.token, -1);
    await vote(path, voters[2]!.token, 1);
    list = await unread(owner.token);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: firstId, text: '3 people voted on New Playlist' });
    expect(list[0]!.image_url).toMatch(new RegExp(`^/api/playlists/${id}/cover\\?size=150`));
    const rows = await t.app.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.groupTag).toBe(
      `votes:playlist:${id}:${utcHourStart(new Date()).toISOString().slice(0, 13)}`,
    );
  });

  it('brings a cleared batch back as unread when more votes come in the same hour', async () => {
    const owner = await registerUser(t.app);
    const path = await makeItem(t.app, 'playlist', owner.token);
    const [a, b] = await makeVoters(t.app, 2);
    await vote(path, a!.token, 1);
    expect(await unread(owner.token)).toHaveLength(1);
    await t.app.inject({ method: 'POST', url: '/api/notifications/clear', headers: auth(owner.token) });
    expect(await unread(owner.token)).toEqual([]);
    await vote(path, b!.token, 1);
    expect((await unread(owner.token)).map((n) => n.text)).toEqual(['2 people voted on New Playlist']);
  });

  it('starts the batch window at the UTC hour', () => {
    expect(utcHourStart(new Date('2026-11-26T01:59:59.999Z')).toISOString()).toBe('2026-11-26T01:00:00.000Z');
  });
});

describe('follows as a source', () => {
  it('tells a user who started following them, once per follower', async () => {
    const mapper = await registerUser(t.app);
    const fan = await registerUser(t.app);
    expect((await follow(fan, mapper)).statusCode).toBe(200);
    expect((await follow(fan, mapper)).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${mapper.user.id}/follow`,
      headers: auth(fan.token),
    });
    await follow(fan, mapper);
    const list = await unread(mapper.token);
    expect(list.map((n) => [n.text, n.url])).toEqual([
      [`${fan.user.username} started following you`, `/profile/${fan.user.username}`],
    ]);
  });

  it('tells every follower when a followed mapper publishes (edit and upload published at once), once per item', async () => {
    const mapper = await registerUser(t.app);
    const [fan1, fan2, stranger] = [
      await registerUser(t.app),
      await registerUser(t.app),
      await registerUser(t.app),
    ];
    await follow(fan1, mapper);
    await follow(fan2, mapper);
    await unread(mapper.token);

    const draft = await makeItem(t.app, 'playlist', mapper.token, false);
    expect(await unread(fan1.token)).toEqual([]);
    await t.app.inject({
      method: 'PATCH',
      url: draft,
      headers: auth(mapper.token),
      payload: { published: false },
    });
    await t.app.inject({
      method: 'PATCH',
      url: draft,
      headers: auth(mapper.token),
      payload: { published: true },
    });
    // Unpublished and published again: still one notification for this item.
    await t.app.inject({
      method: 'PATCH',
      url: draft,
      headers: auth(mapper.token),
      payload: { published: false },
    });
    await t.app.inject({
      method: 'PATCH',
      url: draft,
      headers: auth(mapper.token),
      payload: { published: true },
    });

    const form = uploadForm(
      await makeSynth({ seed: 9101 }),
      uploadRecordForMode('default', { published: true }),
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/beatmaps/upload',
      ...form,
      headers: { ...form.headers, ...auth(mapper.token) },
    });
    expect(upload.statusCode, upload.body).toBeLessThan(300);
    const beatmapId = upload.json().id as number;

    for (const fan of [fan1, fan2]) {
      const list = await unread(fan.token);
      expect(list.map((n) => n.url)).toEqual([`/beatmaps/${beatmapId}`, draft.replace('/api', '')]);
      expect(list[1]!.text).toBe(`${mapper.user.username} published a new playlist: New Playlist`);
      expect(list[0]!.text).toMatch(new RegExp(`^${mapper.user.username} published a new beatmap: `));
    }
    expect(await unread(stranger.token)).toEqual([]);
    expect(await unread(mapper.token)).toHaveLength(2); // the two new followers only
  });
});

describe('admin actions as a source', () => {
  it('tells the uploader when an admin deletes their item, not when they delete it themselves', async () => {
    const owner = await registerUser(t.app);
    const admin = await registerAdmin(t.app);
    const byAdmin = await makeItem(t.app, 'playlist', owner.token);
    const byOwner = await makeItem(t.app, 'playlist', owner.token);
    expect(
      (await t.app.inject({ method: 'DELETE', url: byAdmin, headers: auth(admin.token) })).statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: byOwner, headers: auth(owner.token) })).statusCode,
    ).toBe(204);
    const list = await unread(owner.token);
    expect(list.map((n) => n.text)).toEqual([`An admin deleted your playlist ${byAdmin.split('/').pop()}.`]);
    expect(await unread(admin.token)).toEqual([]);
  });
});

describe('the notify job (the extension point for later sources)', () => {
  it('stores and sends a notification once per group tag, even when enqueued twice', async () => {
    const user = await registerUser(t.app);
    const job = {
      userId: user.user.id,
      text: 'Your score was beaten',
      url: '/leaderboards/1',
      groupTag: 'dethroned:1',
    };
    await t.app.jobs.enqueue('notify', job);
    await t.app.jobs.enqueue('notify', job);
    expect((await unread(user.token)).map((n) => n.text)).toEqual(['Your score was beaten']);
  });
});
