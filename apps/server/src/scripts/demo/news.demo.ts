import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beatmaps, chartathonEntries, chartathons, newsPosts } from '../../db/schema/index.ts';
import { renderGradientCover } from '../../lib/gradient-cover.ts';
import { contentKey } from '../../lib/storage/content-key.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { DbOrTx } from './leaderboards.demo-sql.ts';
import { DEMO_POSTS } from './news.demo-posts.ts';

/** The demo chartathons: year, title, theme, description and the judges' notes of places 1…n. */
const DEMO_CHARTATHONS = [
  {
    year: 2021,
    title: 'Chartathon 2021',
    theme: 'Retrowave',
    description: 'The first chartathon: one week, one synthwave song, mapped from scratch.',
    notes: [
      'Rails that ride the bassline; the final chorus is a joy.',
      'Clean, readable patterns with a surprising Force Mode chart.',
      'Great use of the whole playspace.',
      'Ambitious walls; a little dense on Expert.',
    ],
  },
  {
    year: 2022,
    title: 'Chartathon 2022: Spooky Season',
    theme: 'Halloween',
    description: 'Spooky songs for October. Judged on flow, readability and fear factor.',
    notes: [
      'The judges screamed (in a good way).',
      'Perfect pacing: calm verses, chaos in the drop.',
      'Creative walls that feel like a haunted corridor.',
      'A fun Normal that new players will love.',
      'Strong timing; the rails could be longer.',
    ],
  },
  {
    year: 2023,
    title: 'Chartathon 2023: Coconut Edition',
    theme: 'Summer',
    description: 'Tropical songs and summer vibes; 41 maps in one week.',
    notes: [
      'A beach party with rails.',
      'Lovely flow and the best use of Force Mode this year.',
      'Bright and bouncy; the Master is a real workout.',
      'Relaxed and readable, a perfect warm-up map.',
    ],
  },
] as const;

/** Thrown when the seeding was aborted before the step's transaction; nothing was written. */
export class DemoNewsAborted extends Error {}

/** What the news step made. */
export interface DemoNewsCounts {
  posts: number;
  chartathons: number;
  entries: number;
}

/**
 * The demo news posts (news.demo-posts.ts, each with a generated gradient cover stored first —
 * content-addressed, so a repeated run stores the same files) and 2021–2023 chartathons whose
 * entries are the oldest published beatmaps (their titles and mappers; null links and the demo
 * titles when the catalogue is smaller), all in one transaction together with `onMade` (the
 * ledger row), so the step exists once or not at all (docs/decisions/0006). `authorId` writes the
 * posts; `now` (ms) dates them. Throws DemoNewsAborted when `signal` aborted before writing.
 */
export async function seedDemoNews(
  deps: { db: Db; storage: Storage },
  opts: { authorId: number; now?: number; signal?: AbortSignal; onMade?: (tx: DbOrTx) => Promise<void> },
): Promise<DemoNewsCounts> {
  const now = opts.now ?? Date.now();
  const covers: string[] = [];
  for (const post of DEMO_POSTS) {
    const bytes = await renderGradientCover(post.colours, post.colours, 500);
    const key = contentKey('covers', bytes, 'jpg');
    await deps.storage.put(key, bytes);
    covers.push(key);
  }
  if (opts.signal?.aborted) throw new DemoNewsAborted('aborted');
  return deps.db.transaction(async (tx) => {
    await tx.insert(newsPosts).values(
      DEMO_POSTS.map((post, i) => ({
        slug: post.slug,
        title: post.title,
        summary: post.summary,
        bodyMarkdown: post.body,
        coverKey: covers[i],
        authorId: opts.authorId,
        official: post.official,
        publishedAt: new Date(now - post.daysAgo * 86_400_000),
        createdAt: new Date(now - post.daysAgo * 86_400_000),
        updatedAt: new Date(now - post.daysAgo * 86_400_000),
      })),
    );
    const entryCount = DEMO_CHARTATHONS.reduce((sum, c) => sum + c.notes.length, 0);
    const maps = await tx
      .select({ id: beatmaps.id, title: beatmaps.title, mapper: beatmaps.mapper })
      .from(beatmaps)
      .where(eq(beatmaps.published, true))
      .orderBy(asc(beatmaps.id))
      .limit(entryCount);
    let next = 0;
    let entries = 0;
    for (const contest of DEMO_CHARTATHONS) {
      const [row] = await tx
        .insert(chartathons)
        .values({
          year: contest.year,
          title: contest.title,
          theme: contest.theme,
          description: contest.description,
        })
        .returning({ id: chartathons.id });
      const values = contest.notes.map((judgesNotes, i) => {
        const map = maps[next++];
        return {
          chartathonId: row!.id,
          beatmapId: map?.id ?? null,
          title: map?.title ?? `${contest.theme} entry ${i + 1}`,
          mapperName: map?.mapper ?? 'Unknown mapper',
          placement: i + 1,
          judgesNotes,
        };
      });
      await tx.insert(chartathonEntries).values(values);
      entries += values.length;
    }
    await opts.onMade?.(tx);
    return { posts: DEMO_POSTS.length, chartathons: DEMO_CHARTATHONS.length, entries };
  });
}
