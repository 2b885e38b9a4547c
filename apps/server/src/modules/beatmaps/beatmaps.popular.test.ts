import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beatmapDownloadDays, votes } from '../../db/schema/index.ts';
import { recordItemDownload } from '../../lib/events/record-item-download.ts';
import { applyDownloads } from '../downloads/download-jobs.ts';
import { registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { popularSince } from './beatmaps.popular.ts';
import { insertBeatmap, insertUser } from './beatmaps.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // The worker polls rarely: the test drains the download jobs itself.
  t = await buildTestApp({ jobsPollMs: 600_000 });
});
afterAll(async () => t?.close());

const popular = async (query = '') => t.app.inject({ url: `/api/beatmaps/popular${query}` });
const ids = (body: { data: { id: number }[] }) => body.data.map((b) => b.id);

describe('popularSince', () => {
  it('starts the window at UTC midnight six days before today', () => {
    expect(popularSince(new Date('2026-03-10T23:59:00Z')).toISOString()).toBe('2026-03-04T00:00:00.000Z');
    expect(popularSince(new Date('2026-03-01T00:00:00Z')).toISOString()).toBe('2026-02-23T00:00:00.000Z');
  });
});

describe('GET /api/beatmaps/popular', () => {
  it('ranks published beatmaps by downloads and net votes of the last 7 days', async () => {
    expect((await popular()).json().data).toEqual([]);
    const owner = await insertUser(t.app);
    const [downloaded, lightly, voted, draft, old] = [
      await insertBeatmap(t.app, owner.id, { title: 'Downloaded' }),
      await insertBeatmap(t.app, owner.id, { title: 'Lightly' }),
      await insertBeatmap(t.app, owner.id, { title: 'Voted' }),
      await insertBeatmap(t.app, owner.id, { published: false, publishedAt: null }),
      await insertBeatmap(t.app, owner.id, { title: 'Old' }),
    ];
    for (const [id, times] of [
      [downloaded, 3],
      [lightly, 1],
      [draft, 9],
    ] as const) {
      for (let i = 0; i < times; i++) await recordItemDownload(t.app, { kind: 'beatmap', itemId: id });
    }
    await t.app.jobs.drained();
    // Downloads before the window and an old vote do not count.
    await t.db.db.insert(beatmapDownloadDays).values({ beatmapId: old, day: '2020-01-01', downloads: 500 });
    const voters = [await insertUser(t.app), await insertUser(t.app)];
    const longAgo = new Date('2020-01-01T00:00:00Z');
    await t.db.db.insert(votes).values([
      ...voters.map((v) => ({ kind: 'beatmap', itemId: voted, userId: v.id, value: 1 })),
      {
        kind: 'beatmap',
        itemId: old,
        userId: voters[0]!.id,
        value: 1,
        createdAt: longAgo,
        updatedAt: longAgo,
      },
    ]);

    const res = await popular();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ids(body)).toEqual([voted, downloaded, lightly]);
    expect(body.data[1]).toMatchObject({ title: 'Downloaded', week_downloads: 3, week_votes: 0 });
    expect(body.data[0]).toMatchObject({ week_downloads: 0, week_votes: 2 });
    expect(body.since).toBe(popularSince(new Date()).toISOString());
    expect(ids((await popular('?limit=1')).json())).toEqual([voted]);
  });

  it.each(['0', '25', 'abc', '1.5'])('answers 400 naming limit for limit=%s', async (limit) => {
    const res = await popular(`?limit=${limit}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/limit/);
  });
});

describe('beatmap tags', () => {
  it('are set lowercase by the uploader and filter the list with tags.tag', async () => {
    const session = await registerUser(t.app);
    const tagged = await insertBeatmap(t.app, session.user.id);
    const other = await insertBeatmap(t.app, session.user.id, { tags: ['pop'] });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/beatmaps/${tagged}`,
      headers: { authorization: `Bearer ${session.token}` },
      payload: { tags: ['Rock', 'Drum and Bass'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tags).toEqual([{ tag: 'rock' }, { tag: 'drum and bass' }]);
    const s = encodeURIComponent(JSON.stringify({ 'tags.tag': { $jsonContainsAny: ['rock'] } }));
    const listed = (await t.app.inject({ url: `/api/beatmaps?s=${s}` })).json();
    expect(ids(listed)).toEqual([tagged]);
    expect(ids(listed)).not.toContain(other);
  });

  it('answers 400 for a tag that breaks the Tags rule', async () => {
    const session = await registerUser(t.app);
    const id = await insertBeatmap(t.app, session.user.id);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/beatmaps/${id}`,
      headers: { authorization: `Bearer ${session.token}` },
      payload: { tags: ['x'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/tags/);
  });
});

describe('per-day downloads', () => {
  it("adds a batch to today's row of each beatmap and skips beatmaps that no longer exist", async () => {
    const owner = await insertUser(t.app);
    const id = await insertBeatmap(t.app, owner.id);
    const batch = [id, id, 2_000_000_000].map((itemId) => ({ kind: 'beatmap' as const, itemId }));
    await t.db.db.transaction((tx) => applyDownloads(tx, batch));
    await t.db.db.transaction((tx) => applyDownloads(tx, batch.slice(0, 1)));
    const rows = await t.db.db
      .select()
      .from(beatmapDownloadDays)
      .where(eq(beatmapDownloadDays.beatmapId, id));
    expect(rows).toEqual([{ beatmapId: id, day: new Date().toISOString().slice(0, 10), downloads: 3 }]);
  });
});
