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

// docs/decisions/0035: compaction keeps each item's newest change; a client at any cursor still
// ends at the index, and the newest cursor stays.
let t: TestApp;
let owner: number;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await insertOwner(t.app);
});
afterAll(async () => t?.close());

const set = (id: number, values: Partial<typeof beatmaps.$inferInsert>) =>
  t.app.db.update(beatmaps).set(values).where(eq(beatmaps.id, id));

describe('compactItemChanges', () => {
  it('keeps the newest change of each item, and every client still ends at the index', async () => {
    const kept = await insertBeatmapRow(t.app, owner);
    const edited = await insertBeatmapRow(t.app, owner);
    const gone = await insertBeatmapRow(t.app, owner);
    const start = await fetchIndex(t.app);
    for (let i = 0; i < 3; i++) await set(edited, { title: `Edited ${i}` });
    await set(gone, { title: 'About to go' });
    await t.app.db.delete(beatmaps).where(eq(beatmaps.id, gone));
    await set(kept, { downloadCount: 9 }); // a counter: no change row at all

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
    await set(id, { title: 'Once' });
    await set(id, { title: 'Twice' });
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
