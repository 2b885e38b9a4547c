import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { beatmapReviews, beatmaps, users } from '../../db/schema/index.ts';
import { seededRandom } from './demo-synth.ts';
import * as ledger from './demo-seed-ledger.ts';

/** How many demo beatmaps get reviews, and how many of those also get a preview video. */
export const DEMO_REVIEWS_DEFAULTS = { beatmaps: 36, videos: 6 } as const;

/**
 * Preview videos of the demo maps, one URL form each (watch, share link, shorts), all naming one
 * long-lived public video ("Me at the zoo"): stand-ins, as the demo maps have no real videos.
 */
export const DEMO_VIDEO_URLS = [
  'https://www.youtube.com/watch?v=jNQXAC9IVRw',
  'https://youtu.be/jNQXAC9IVRw',
  'https://www.youtube.com/shorts/jNQXAC9IVRw',
];

/** Review texts of demo players, with whether each recommends the map. */
const TEXTS: [string, boolean][] = [
  ['Great flow in the chorus, the spins land right on the beat. Instant favourite.', true],
  ['Fun map, but the rails in the bridge feel a little cramped on Expert.', true],
  ['Solid pattern variety and it reads well even at full speed.\nWould love a Master version!', true],
  ['The walls surprised me a few times. Could use more warning before the drop.', false],
  ['Perfect warm-up song. Easy to get into and still rewarding on Hard.', true],
  ['Timing drifts a bit after the second verse; otherwise a nice map.', false],
  ['This one is a workout. My arms are done, 10/10 would sweat again.', true],
  ['Creative use of special notes, but the ending feels rushed.', true],
];

/** Mapper replies, picked for about a third of the demo reviews. */
const REPLIES = [
  'Thanks for playing! Glad the spins worked for you.',
  'Good catch, I will nudge the timing in the next version.',
  'Thank you! A Master difficulty is in the works.',
];

/** What {@link seedDemoReviews} made. */
export interface DemoReviewsMade {
  reviews: number;
  replies: number;
  videos: number;
}

/**
 * Writes demo reviews (docs/decisions/0027) on `beatmapIds`: one to four reviewers each, drawn
 * from `reviewerIds` but never the map's own uploader, dated after the map's publication; about a
 * third with the mapper's reply. Sets the maps' `review_count`/`recommend_count` from the rows,
 * and a `youtube_url` ({@link DEMO_VIDEO_URLS}) on the first `videos` maps. Deterministic (seeded).
 * Run it inside a transaction so all of it exists or none (`db` may be one).
 */
export async function seedDemoReviews(
  db: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
  beatmapIds: readonly number[],
  reviewerIds: readonly number[],
  { videos = DEMO_REVIEWS_DEFAULTS.videos, now = Date.now() }: { videos?: number; now?: number } = {},
): Promise<DemoReviewsMade> {
  if (beatmapIds.length === 0) return { reviews: 0, replies: 0, videos: 0 };
  const maps = await db
    .select({ id: beatmaps.id, userId: beatmaps.userId, publishedAt: beatmaps.publishedAt })
    .from(beatmaps)
    .where(inArray(beatmaps.id, [...beatmapIds]));
  const rows: (typeof beatmapReviews.$inferInsert)[] = [];
  for (const map of maps) {
    const rand = seededRandom(map.id * 31 + 5);
    const candidates = reviewerIds.filter((id) => id !== map.userId);
    const n = Math.min(candidates.length, 1 + Math.floor(rand() * 4));
    const start = Math.floor(rand() * candidates.length);
    const since = map.publishedAt?.getTime() ?? now - 30 * 86400_000;
    for (let i = 0; i < n; i++) {
      const [text, recommend] = TEXTS[Math.floor(rand() * TEXTS.length)]!;
      const createdAt = new Date(since + rand() * Math.max(0, now - since));
      const replied = rand() < 0.35;
      rows.push({
        beatmapId: map.id,
        userId: candidates[(start + i) % candidates.length]!,
        text,
        recommend,
        createdAt,
        updatedAt: createdAt,
        mapperReply: replied ? REPLIES[Math.floor(rand() * REPLIES.length)]! : null,
        mapperReplyAt: replied ? new Date(createdAt.getTime() + (now - createdAt.getTime()) * rand()) : null,
      });
    }
  }
  if (rows.length > 0) await db.insert(beatmapReviews).values(rows).onConflictDoNothing();
  // The counters from the rows, as the review service keeps them.
  await db.execute(sql`update ${beatmaps} b set
      review_count = (select count(*) from ${beatmapReviews} r where r.beatmap_id = b.id and r.hidden_at is null),
      recommend_count = (select count(*) from ${beatmapReviews} r where r.beatmap_id = b.id and r.hidden_at is null and r.recommend)
    where b.id in (${sql.join(
      beatmapIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const withVideo = beatmapIds.slice(0, videos);
  for (const [i, id] of withVideo.entries())
    await db
      .update(beatmaps)
      .set({ youtubeUrl: DEMO_VIDEO_URLS[i % DEMO_VIDEO_URLS.length]! })
      .where(eq(beatmaps.id, id));
  return {
    reviews: rows.length,
    replies: rows.filter((r) => r.mapperReply).length,
    videos: withVideo.length,
  };
}

/**
 * The demo seeding's reviews step (scripts/demo/demo-seed.ts; docs/decisions/0006): every few
 * demo beatmaps (up to {@link DEMO_REVIEWS_DEFAULTS}.beatmaps, spread over the catalogue) get
 * reviews by the other demo accounts. One ledger item (`reviews`, n 0, item 0) written in the
 * same transaction as the rows, so it exists once or not at all; a later start skips it.
 * Answers what it made (zeros when made before or when aborted).
 */
export async function makeDemoReviews(app: FastifyInstance, signal?: AbortSignal): Promise<DemoReviewsMade> {
  const none = { reviews: 0, replies: 0, videos: 0 };
  if (signal?.aborted || (await ledger.madeDemoItems(app.db, 'reviews')).size > 0) return none;
  const made = [...(await ledger.madeDemoItems(app.db, 'beatmap')).entries()]
    .sort(([a], [b]) => a - b)
    .map(([, id]) => id);
  const every = Math.max(1, Math.floor(made.length / DEMO_REVIEWS_DEFAULTS.beatmaps));
  const chosen = made.filter((_, i) => i % every === 0).slice(0, DEMO_REVIEWS_DEFAULTS.beatmaps);
  const reviewers = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(like(users.email, `%@${ledger.DEMO_EMAIL_DOMAIN}`), eq(users.admin, false)));
  const result = await app.db.transaction(async (tx) => {
    const out = await seedDemoReviews(
      tx,
      chosen,
      reviewers.map((r) => r.id),
    );
    await ledger.recordDemoItem(tx, 'reviews', 0, 0);
    return out;
  });
  app.log.info(
    `demo reviews: ${result.reviews} reviews (${result.replies} with replies) on ${chosen.length} beatmaps, ${result.videos} preview videos`,
  );
  return result;
}
