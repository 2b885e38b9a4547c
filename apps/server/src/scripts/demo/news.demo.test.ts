import type { Chartathon } from '@synthhub/shared/archive/archive.schemas';
import type { NewsPage } from '@synthhub/shared/news/news.schemas';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { chartathons, demoSeedItems, newsPosts } from '../../db/schema/index.ts';
import { insertBeatmap, insertUser } from '../../modules/beatmaps/beatmaps.test-helpers.ts';
import { DEMO_POSTS } from './news.demo-posts.ts';
import { DemoNewsAborted, seedDemoNews } from './news.demo.ts';

let t: TestApp;
let authorId: number;
let firstMap: number;
beforeAll(async () => {
  t = await buildTestApp();
  const mapper = await insertUser(t.app, 'DemoNewsMapper');
  authorId = (await insertUser(t.app, 'DemoNewsAdmin')).id;
  firstMap = await insertBeatmap(t.app, mapper.id, { title: 'Retro Ride', mapper: 'Dubu' });
  for (let i = 0; i < 3; i++) await insertBeatmap(t.app, mapper.id);
});
afterAll(async () => t?.close());

const rows = async (table: typeof newsPosts | typeof chartathons) =>
  (await t.app.db.select({ n: count() }).from(table as typeof newsPosts))[0]!.n;

describe('seedDemoNews (docs/decisions/0006, 0028)', () => {
  it('writes nothing when aborted before its transaction', async () => {
    const aborted = AbortSignal.abort();
    await expect(seedDemoNews(t.app, { authorId, signal: aborted })).rejects.toBeInstanceOf(DemoNewsAborted);
    expect([await rows(newsPosts), await rows(chartathons)]).toEqual([0, 0]);
  });

  it('makes a published post for every named news page, with covers, and the chartathon archive', async () => {
    const made = await seedDemoNews(t.app, {
      authorId,
      onMade: (tx) =>
        tx
          .insert(demoSeedItems)
          .values({ kind: 'news', n: 0, itemId: 0 })
          .then(() => {}),
    });
    expect(made).toEqual({ posts: DEMO_POSTS.length, chartathons: 3, entries: 13 });
    for (const slug of [
      'halloween22',
      'holiday-map-pack',
      'wavemakers',
      '2023/coconut-edition',
      '2023/golf-event',
      '2023/interview-with-nyrox',
    ]) {
      const res = await t.app.inject({ url: `/api/news/${slug}` });
      expect([slug, res.statusCode]).toEqual([slug, 200]);
      const cover = await t.app.inject({ url: res.json().cover_url });
      expect([slug, cover.statusCode, cover.headers['content-type']]).toEqual([slug, 200, 'image/jpeg']);
    }
    const official = (await t.app.inject({ url: '/api/news?official=true' })).json() as NewsPage;
    expect(official.total).toBeGreaterThanOrEqual(3);
    const archive = (await t.app.inject({ url: '/api/archive/chartathons' })).json() as Chartathon[];
    expect(archive.map((c) => c.year)).toEqual([2023, 2022, 2021]);
    // The oldest published beatmaps are the entries, first the 2021 winner; the rest have no map.
    expect(archive[2]!.entries[0]).toMatchObject({
      beatmap_id: firstMap,
      title: 'Retro Ride',
      mapper_name: 'Dubu',
    });
    const linked = archive.flatMap((c) => c.entries).filter((e) => e.beatmap_id !== null);
    expect(linked).toHaveLength(4);
    expect((await t.app.db.select().from(demoSeedItems)).map((r) => r.kind)).toContain('news');
  });

  it('runs once: a second run fails inside its transaction and leaves the first run’s rows', async () => {
    await expect(seedDemoNews(t.app, { authorId })).rejects.toThrow();
    expect(await rows(newsPosts)).toBe(DEMO_POSTS.length);
    expect(await rows(chartathons)).toBe(3);
  });
});
