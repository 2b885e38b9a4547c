import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { insertBeatmap } from '../../modules/beatmaps/beatmaps.test-helpers.ts';
import { demoSeedItems, eventCategories, eventVotes, events, users } from '../../db/schema/index.ts';
import { DEMO_EMAIL_DOMAIN } from './demo-seed-ledger.ts';
import { DEMO_EVENTS, seedDemoEventsOnce } from './events.demo.ts';

const DAY = 86_400_000;
let t: TestApp;

/** Six demo accounts and 30 published beatmaps (the e2e catalogue's size). */
async function demoCatalogue(app: TestApp['app']) {
  const voters = await app.db
    .insert(users)
    .values(
      Array.from({ length: 6 }, (_, i) => ({
        username: `DemoVoter${i}`,
        email: `voter${i}@${DEMO_EMAIL_DOMAIN}`,
      })),
    )
    .returning({ id: users.id });
  for (let i = 0; i < 30; i++) await insertBeatmap(app, voters[0]!.id, { published: true });
}

beforeAll(async () => {
  t = await buildTestApp();
  await demoCatalogue(t.app);
}, 60_000);
afterAll(async () => t?.close());

const total = async (table: typeof events | typeof eventVotes | typeof demoSeedItems) =>
  (await t.app.db.select({ n: count() }).from(table as typeof events))[0]!.n;

describe('demo events (events.demo.ts; docs/decisions/0026)', () => {
  it('leaves nothing when the transaction fails part-way, and no ledger row', async () => {
    // The second event's slug is taken: its insert fails after the first event was written.
    const [taken] = await t.app.db
      .insert(events)
      .values({
        title: 'Taken',
        slug: DEMO_EVENTS[1]!.slug,
        votingStartDate: new Date(0),
        votingEndDate: new Date(0),
      })
      .returning({ id: events.id });
    await expect(seedDemoEventsOnce(t.app)).rejects.toThrow();
    expect(await total(events)).toBe(1);
    expect(await total(eventVotes)).toBe(0);
    expect(await total(demoSeedItems)).toBe(0);
    await t.app.db.delete(events).where(eq(events.id, taken!.id));
  });

  it('does nothing once aborted', async () => {
    expect(await seedDemoEventsOnce(t.app, AbortSignal.abort())).toBeNull();
    expect(await total(events)).toBe(0);
  });

  it('makes a featured Best of 2023 open now with 4 categories of 5-10 candidates, and a closed one with results', async () => {
    const now = Date.now();
    const made = await seedDemoEventsOnce(t.app, undefined, now);
    expect(made).toMatchObject({ events: 2, categories: 7 });
    expect(made!.votes).toBeGreaterThan(0);

    const best = (await t.app.inject({ url: '/api/events/published/best-of-2023' })).json();
    expect(best).toMatchObject({
      title: 'Best of 2023',
      featured: true,
      published: true,
      voting_state: 'open',
    });
    expect(Date.parse(best.voting_start_date)).toBe(now - 7 * DAY);
    expect(Date.parse(best.voting_end_date)).toBe(now + 30 * DAY);
    expect(best.categories).toHaveLength(4);
    for (const category of best.categories) {
      expect(category.beatmaps.length).toBeGreaterThanOrEqual(5);
      expect(category.beatmaps.length).toBeLessThanOrEqual(10);
      expect(category.results).toBeNull();
    }
    expect((await t.app.inject({ url: '/api/events/featured' })).json()).toMatchObject({
      slug: 'best-of-2023',
    });

    const past = (await t.app.inject({ url: '/api/events/published/best-of-2022' })).json();
    expect(past.voting_state).toBe('closed');
    for (const category of past.categories) {
      expect(category.results.length).toBe(category.beatmaps.length);
      expect(category.results[0].points).toBeGreaterThan(0);
    }
  });

  it('stores each voter’s picks with orders 0..n−1 per category', async () => {
    const rows = await t.app.db.select().from(eventVotes);
    const lists = new Map<string, number[]>();
    for (const r of rows) {
      const key = `${r.userId}/${r.categoryId}`;
      lists.set(key, [...(lists.get(key) ?? []), r.order]);
    }
    for (const orders of lists.values()) expect(orders.sort()).toEqual(orders.map((_, i) => i));
    expect(await t.app.db.select().from(eventCategories)).toHaveLength(7);
  });

  it('is made once: a resumed start with the ledger row makes nothing more', async () => {
    const before = { events: await total(events), votes: await total(eventVotes) };
    expect(await seedDemoEventsOnce(t.app)).toBeNull();
    expect({ events: await total(events), votes: await total(eventVotes) }).toEqual(before);
  });
});
