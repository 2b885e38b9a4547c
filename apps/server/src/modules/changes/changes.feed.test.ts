import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { beatmaps, itemChanges } from '../../db/schema/index.ts';
import { CHANGES_COMPACT_JOB, compactItemChanges } from './changes.compaction.ts';
import {
  applyChanges,
  fetchChanges,
  fetchIndex,
  insertBeatmapRow,
  insertOwner,
  sorted,
} from './changes.test-kit.ts';

// docs/decisions/0035: a manager takes the index, then follows the feed from its cursor; whatever
// cursor it starts from, applying the changes must give exactly the catalogue the index shows.
let t: TestApp;
let owner: number;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await insertOwner(t.app);
});
afterAll(async () => t?.close());

/** A small deterministic PRNG (mulberry32), so a failure can be replayed with its seed. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the change feed replayed from any cursor ends at the index', () => {
  it('gives the same set as the index from every cursor and from every index snapshot', async () => {
    const seed = Date.now() % 100_000;
    const random = prng(seed);
    const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
    const ids: number[] = [];
    const snapshots: Awaited<ReturnType<typeof fetchIndex>>[] = [await fetchIndex(t.app)];
    const set = (id: number, values: Partial<typeof beatmaps.$inferInsert>) =>
      t.app.db.update(beatmaps).set(values).where(eq(beatmaps.id, id));
    for (let step = 0; step < 60; step++) {
      const id = ids.length > 0 ? pick(ids) : 0;
      const op =
        ids.length < 3
          ? 'insert'
          : pick([
              'insert',
              'draft',
              'publish',
              'unpublish',
              'soft-delete',
              'restore',
              'edit',
              'edit',
              'counters',
              'hard-delete',
            ]);
      switch (op) {
        case 'insert':
          ids.push(await insertBeatmapRow(t.app, owner));
          break;
        case 'draft':
          ids.push(await insertBeatmapRow(t.app, owner, { published: false, publishedAt: null }));
          break;
        case 'publish':
          await set(id, { published: true, publishedAt: new Date(), deletedAt: null });
          break;
        case 'unpublish':
          await set(id, { published: false });
          break;
        case 'soft-delete':
          await set(id, { deletedAt: new Date(), published: false });
          break;
        case 'restore':
          await set(id, { deletedAt: null, published: true, publishedAt: new Date() });
          break;
        case 'edit':
          await set(id, { title: `Edited ${step}`, difficulties: ['Easy', 'Master'], updatedAt: new Date() });
          break;
        case 'counters':
          await t.app.db
            .update(beatmaps)
            .set({ downloadCount: sql`${beatmaps.downloadCount} + 1`, score: '1.5' })
            .where(eq(beatmaps.id, id));
          break;
        case 'hard-delete':
          await t.app.db.delete(beatmaps).where(eq(beatmaps.id, id));
          ids.splice(ids.indexOf(id), 1);
          break;
      }
      snapshots.push(await fetchIndex(t.app));
    }
    const final = await fetchIndex(t.app);
    expect(final.copy.size, `seed ${seed}`).toBeGreaterThan(0);
    // Every index snapshot, followed from its cursor, ends at the final index.
    for (const snap of snapshots) {
      const replayed = applyChanges(
        snap.copy,
        await fetchChanges(t.app, snap.cursor, 1 + Math.floor(random() * 7)),
      );
      expect(sorted(replayed), `seed ${seed}, snapshot at cursor ${snap.cursor}`).toEqual(sorted(final.copy));
    }
    // From 0 with nothing, and from every cursor with the copy replayed up to it.
    const all = await fetchChanges(t.app, 0);
    expect(all.at(-1)!.cursor).toBe(final.cursor);
    expect(all.map((c) => c.cursor)).toEqual([...all.map((c) => c.cursor)].sort((a, b) => a - b));
    for (let i = 0; i <= all.length; i++) {
      const cursor = i === 0 ? 0 : all[i - 1]!.cursor;
      const before = applyChanges(new Map(), all.slice(0, i));
      const rest = await fetchChanges(t.app, cursor, 1 + Math.floor(random() * 9));
      expect(rest.map((c) => c.cursor)).toEqual(all.slice(i).map((c) => c.cursor));
      expect(sorted(applyChanges(before, rest)), `seed ${seed}, cursor ${cursor}`).toEqual(
        sorted(final.copy),
      );
    }
  });

  it('writes nothing for counter updates or for changes of a draft', async () => {
    const draft = await insertBeatmapRow(t.app, owner, { published: false, publishedAt: null });
    const live = await insertBeatmapRow(t.app, owner);
    const { cursor } = await fetchIndex(t.app);
    await t.app.db.update(beatmaps).set({ title: 'Still a draft' }).where(eq(beatmaps.id, draft));
    await t.app.db
      .update(beatmaps)
      .set({ downloadCount: sql`${beatmaps.downloadCount} + 1`, upvoteCount: 3, playCount: 9 })
      .where(eq(beatmaps.id, live));
    expect(await fetchChanges(t.app, cursor)).toEqual([]);
    await t.app.db.update(beatmaps).set({ mapper: 'Someone' }).where(eq(beatmaps.id, live));
    const [change] = await fetchChanges(t.app, cursor);
    expect(change).toMatchObject({ kind: 'beatmap', id: live, op: 'updated', item: { mapper: 'Someone' } });
  });
});

describe('GET /api/changes input', () => {
  it.each([
    ['abc', 'is not a change cursor'],
    ['-1', 'is not a change cursor'],
    ['1.5', 'is not a change cursor'],
    ['9999999999999999', 'is not a change cursor'],
    ['999999999', 'is ahead of the change feed'],
  ])('answers 400 for since=%s', async (since, message) => {
    const res = await t.app.inject({ url: `/api/changes?since=${since}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers 400 for a bad Last-Event-ID and for a limit out of range', async () => {
    const sse = await t.app.inject({
      url: '/api/changes',
      headers: { accept: 'text/event-stream', 'last-event-id': 'x1' },
    });
    expect(sse.statusCode).toBe(400);
    expect(sse.json().message).toContain('Last-Event-ID "x1" is not a change cursor');
    expect((await t.app.inject({ url: '/api/changes?limit=0' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/changes?limit=10001' })).statusCode).toBe(400);
  });
});

/** Sets columns of beatmap `id` directly (the triggers write the changes). */
const setBeatmap = (id: number, values: Partial<typeof beatmaps.$inferInsert>) =>
  t.app.db.update(beatmaps).set(values).where(eq(beatmaps.id, id));

// Compaction (docs/decisions/0035) keeps each item's newest change; a client at any cursor still
// ends at the index, and the newest cursor stays. Last in this file: it compacts everything above.

describe('compactItemChanges', () => {
  it('keeps the newest change of each item, and every client still ends at the index', async () => {
    const kept = await insertBeatmapRow(t.app, owner);
    const edited = await insertBeatmapRow(t.app, owner);
    const gone = await insertBeatmapRow(t.app, owner);
    const start = await fetchIndex(t.app);
    for (let i = 0; i < 3; i++) await setBeatmap(edited, { title: `Edited ${i}` });
    await setBeatmap(gone, { title: 'About to go' });
    await t.app.db.delete(beatmaps).where(eq(beatmaps.id, gone));
    await setBeatmap(kept, { downloadCount: 9 }); // a counter: no change row at all

    const before = await fetchChanges(t.app, 0);
    const final = await fetchIndex(t.app);
    // Each cursor a client may hold, with the copy it had there (replayed before compaction).
    const clients = [0, ...before.map((c) => c.cursor)].map((cursor) => ({
      cursor,
      copy: applyChanges(
        new Map(),
        before.filter((c) => c.cursor <= cursor),
      ),
    }));

    const removed = await compactItemChanges(t.app.db);
    const after = await fetchChanges(t.app, 0);
    expect(removed).toBe(before.length - after.length);
    expect(removed).toBeGreaterThanOrEqual(4); // three edits and the rename before the delete
    // One row per item, the newest: `kept` created, `edited` updated, `gone` deleted.
    const perItem = new Map(after.map((c) => [c.id, c.op]));
    expect(perItem.size).toBe(after.length);
    expect([perItem.get(kept), perItem.get(edited), perItem.get(gone)]).toEqual([
      'created',
      'updated',
      'deleted',
    ]);
    expect(after.at(-1)!.cursor).toBe(final.cursor);
    expect((await fetchIndex(t.app)).etag).toBe(final.etag);

    for (const client of clients) {
      const replayed = applyChanges(client.copy, await fetchChanges(t.app, client.cursor, 2));
      expect(sorted(replayed), `client at cursor ${client.cursor}`).toEqual(sorted(final.copy));
    }
    // The index taken before the edits, followed from its cursor, too.
    expect(sorted(applyChanges(start.copy, await fetchChanges(t.app, start.cursor)))).toEqual(
      sorted(final.copy),
    );
    expect(await compactItemChanges(t.app.db)).toBe(0);
  });

  it('runs as the recurring job', async () => {
    const id = await insertBeatmapRow(t.app, owner);
    await setBeatmap(id, { title: 'Once' });
    await setBeatmap(id, { title: 'Twice' });
    const rows = () =>
      t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(itemChanges)
        .where(and(eq(itemChanges.kind, 'beatmap'), eq(itemChanges.itemId, id)));
    expect((await rows())[0]!.n).toBe(3);
    await t.app.jobs.enqueue(CHANGES_COMPACT_JOB, {});
    await t.app.jobs.drained();
    expect((await rows())[0]!.n).toBe(1);
  });
});
