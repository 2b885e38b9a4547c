import type { ReviewsPage } from '@synthhub/shared/reviews/reviews.schemas';
import { youtubeVideoId } from '@synthhub/shared/beatmaps/youtube-video';
import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { beatmapReviews, beatmaps } from '../../db/schema/index.ts';
import { seedDemoBeatmaps } from './demo-content.ts';
import * as ledger from './demo-seed-ledger.ts';
import { makeDemoReviews } from './reviews.demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // Ten demo beatmaps over the demo mappers, recorded in the ledger as the first start does.
  await seedDemoBeatmaps(t.app, 10, 0, {
    onMade: (i, id) => ledger.recordDemoItem(t.app.db, 'beatmap', i, id),
  });
  expect((await ledger.madeDemoItems(t.app.db, 'beatmap')).size).toBe(10);
});
afterAll(async () => t?.close());

describe('makeDemoReviews', () => {
  it('reviews demo beatmaps by other demo accounts, with replies, right counts and a few videos; once', async () => {
    const made = await makeDemoReviews(t.app);
    expect(made.reviews).toBeGreaterThanOrEqual(10);
    expect(made.replies).toBeGreaterThan(0);
    expect(made.videos).toBe(6);

    const rows = await t.app.db
      .select({ review: beatmapReviews, ownerId: beatmaps.userId, publishedAt: beatmaps.publishedAt })
      .from(beatmapReviews)
      .innerJoin(beatmaps, eq(beatmaps.id, beatmapReviews.beatmapId));
    expect(rows).toHaveLength(made.reviews);
    for (const { review, ownerId, publishedAt } of rows) {
      expect(review.userId).not.toBe(ownerId);
      expect(review.createdAt.getTime()).toBeGreaterThanOrEqual(publishedAt!.getTime());
      expect(review.text.length).toBeGreaterThanOrEqual(10);
    }

    // Each beatmap's counters match its rows, and the API answers them.
    const maps = await t.app.db.select().from(beatmaps);
    for (const map of maps) {
      const mine = rows.filter((r) => r.review.beatmapId === map.id);
      expect(map.reviewCount).toBe(mine.length);
      expect(map.recommendCount).toBe(mine.filter((r) => r.review.recommend).length);
    }
    const reviewed = maps.find((m) => m.reviewCount > 0)!;
    const page = (await t.app.inject({ url: `/api/beatmaps/${reviewed.id}/reviews` })).json() as ReviewsPage;
    expect(page.total).toBe(reviewed.reviewCount);

    const videos = await t.app.db.select().from(beatmaps).where(isNotNull(beatmaps.youtubeUrl));
    expect(videos).toHaveLength(6);
    for (const map of videos) expect(youtubeVideoId(map.youtubeUrl)).not.toBeNull();

    // A second start finds the step recorded and makes nothing more.
    expect(await makeDemoReviews(t.app)).toEqual({ reviews: 0, replies: 0, videos: 0 });
    const [after] = await t.app.db.select({ n: count() }).from(beatmapReviews);
    expect(after!.n).toBe(made.reviews);
  });

  it('does nothing when the signal has aborted', async () => {
    const fresh = await buildTestApp();
    try {
      expect(await makeDemoReviews(fresh.app, AbortSignal.abort())).toEqual({
        reviews: 0,
        replies: 0,
        videos: 0,
      });
      expect((await ledger.madeDemoItems(fresh.app.db, 'reviews')).size).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
