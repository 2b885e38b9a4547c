import { and, asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { beatmaps, eventVotes, users } from '../../db/schema/index.ts';
import { createEvent } from '../../modules/events/index.ts';
import { DEMO_EMAIL_DOMAIN, madeDemoItems, recordDemoItem } from './demo-seed-ledger.ts';
import { seededRandom } from './demo-synth.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const DAY_MS = 86_400_000;

/** One demo event to make: its fields, its voting window relative to now (days), its categories. */
interface DemoEventPlan {
  title: string;
  slug: string;
  description: string;
  featured: boolean;
  startDays: number;
  endDays: number;
  categories: string[];
}

/**
 * The demo events (docs/decisions/0026). "Best of 2023" (spec §2 /events/best-of-2023) is
 * published and featured and its window runs from 7 days before seeding to 30 days after: a
 * fresh demo site shows a vote in progress that already has votes (so the page is not empty),
 * and it stays open long enough to try, closing by itself after a month to show results. "Best
 * of 2022" closed a year ago, so its results (the Borda tally) show from the first start.
 */
export const DEMO_EVENTS: readonly DemoEventPlan[] = [
  {
    title: 'Best of 2023',
    slug: 'best-of-2023',
    description:
      'The community picks the best custom songs of 2023. Rank your favourites in each category: drag them into order, or use the arrow buttons. Voting is open until the date below; results appear when it closes.',
    featured: true,
    startDays: -7,
    endDays: 30,
    categories: ['Map of the year', 'Best Expert chart', 'Best song choice', 'Best newcomer map'],
  },
  {
    title: 'Best of 2022',
    slug: 'best-of-2022',
    description: "Last year's community vote. Voting has closed; these are the results.",
    featured: false,
    startDays: -400,
    endDays: -370,
    categories: ['Map of the year', 'Best Force mode map', 'Best song choice'],
  },
];

/** Candidates per category (fewer when the catalogue is smaller). */
const CANDIDATES = 7;
/** Picks each demo voter ranks per category. */
const PICKS = 3;

/** What {@link seedDemoEvents} made. */
export interface DemoEventCounts {
  events: number;
  categories: number;
  votes: number;
}

/**
 * Makes {@link DEMO_EVENTS} inside the transaction `tx`, relative to `now` (ms): each category
 * takes {@link CANDIDATES} published demo beatmaps (OST entries left out; consecutive slices of
 * the catalogue in id order, wrapping when it is small), and every non-admin demo account ranks
 * {@link PICKS} of them, chosen by a seeded random so reruns make the same picks. Nothing is made
 * without beatmaps. The caller records the ledger row in the same transaction, so the events
 * exist once or not at all (docs/decisions/0006).
 */
export async function seedDemoEvents(tx: Tx, now: number): Promise<DemoEventCounts> {
  const counts: DemoEventCounts = { events: 0, categories: 0, votes: 0 };
  const pool = (
    await tx
      .select({ id: beatmaps.id })
      .from(beatmaps)
      .where(and(eq(beatmaps.published, true), eq(beatmaps.ost, false)))
      .orderBy(asc(beatmaps.id))
  ).map((r) => r.id);
  if (pool.length === 0) return counts;
  const voters = (
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`), eq(users.admin, false)))
      .orderBy(asc(users.id))
  ).map((r) => r.id);
  const rand = seededRandom(2023);
  let offset = 0;
  for (const plan of DEMO_EVENTS) {
    const candidates = plan.categories.map(() => {
      const ids = Array.from(
        { length: Math.min(CANDIDATES, pool.length) },
        (_, i) => pool[(offset + i) % pool.length]!,
      );
      offset += ids.length;
      return ids;
    });
    const made = await createEvent(
      tx,
      {
        title: plan.title,
        slug: plan.slug,
        description: plan.description,
        published: true,
        featured: plan.featured,
        voting_start_date: new Date(now + plan.startDays * DAY_MS),
        voting_end_date: new Date(now + plan.endDays * DAY_MS),
      },
      plan.categories.map((name, i) => ({ name, beatmapIds: candidates[i]! })),
    );
    counts.events++;
    counts.categories += made.categoryIds.length;
    const rows = made.categoryIds.flatMap((categoryId, i) =>
      voters.flatMap((userId) => {
        // A few voters leave a category out, as real ones do.
        if (rand() < 0.2) return [];
        const ids = [...candidates[i]!].sort(() => rand() - 0.5).slice(0, PICKS);
        return ids.map((beatmapId, order) => ({ userId, eventId: made.id, categoryId, beatmapId, order }));
      }),
    );
    if (rows.length > 0) await tx.insert(eventVotes).values(rows);
    counts.votes += rows.length;
  }
  return counts;
}

/**
 * The demo seeding's events step (demo-seed.ts): {@link seedDemoEvents} as one ledger item
 * (`events`, n 0, item 0) written in the same transaction, so the events exist once or not at all
 * and a resumed start makes them only if they are missing (docs/decisions/0006). They need the
 * finished catalogue (candidates) and the demo accounts (voters), so the step runs last. Does
 * nothing when `signal` has aborted or the ledger lists them; answers what it made (or null).
 */
export async function seedDemoEventsOnce(
  app: FastifyInstance,
  signal?: AbortSignal,
  now = Date.now(),
): Promise<DemoEventCounts | null> {
  if (signal?.aborted || (await madeDemoItems(app.db, 'events')).size > 0) return null;
  const made = await app.db.transaction(async (tx) => {
    const counts = await seedDemoEvents(tx, now);
    await recordDemoItem(tx, 'events', 0, 0);
    return counts;
  });
  app.log.info(`demo events: ${made.events} events, ${made.categories} categories, ${made.votes} votes`);
  return made;
}
