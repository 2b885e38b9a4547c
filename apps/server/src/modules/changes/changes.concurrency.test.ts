import type { Change } from '@synthhub/shared/changes/changes.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { beatmaps, itemChanges } from '../../db/schema/index.ts';
import { fetchChanges, fetchIndex, insertBeatmapRow, insertOwner } from './changes.test-kit.ts';

// docs/decisions/0035: a reader following the feed must never pass a cursor that commits later
// with a smaller number. Writers need their own connections, which PGlite (one connection, every
// transaction in turn) does not have: these run on PostgreSQL (TEST_DATABASE_URL, as in CI).
const onPostgres = !!process.env.TEST_DATABASE_URL;
const why = 'concurrent transactions need PostgreSQL (set TEST_DATABASE_URL); PGlite runs one at a time';

let t: TestApp;
let owner: number;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await buildTestApp();
  owner = await insertOwner(t.app);
});
afterAll(async () => t?.close());

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A transaction that renames beatmap `id`, then waits for `gate` before committing. */
function renameAndWait(id: number, title: string, gate: Promise<void>, renamed?: () => void) {
  return t.app.db.transaction(async (tx) => {
    await tx.update(beatmaps).set({ title }).where(eq(beatmaps.id, id));
    renamed?.();
    await gate;
  });
}

const seqOf = async (id: number) =>
  (
    await t.app.db
      .select({ seq: itemChanges.seq })
      .from(itemChanges)
      .where(and(eq(itemChanges.itemId, id), eq(itemChanges.kind, 'beatmap'), eq(itemChanges.op, 'updated')))
  )[0]?.seq;

describe.skipIf(!onPostgres)(`concurrent writers (${why})`, () => {
  it('makes a second writer wait, so the first commit has the lower cursor', async () => {
    const x = await insertBeatmapRow(t.app, owner);
    const y = await insertBeatmapRow(t.app, owner);
    const before = (await fetchIndex(t.app)).cursor;
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    let aRenamed!: () => void;
    const aIn = new Promise<void>((r) => (aRenamed = r));
    const a = renameAndWait(x, 'First', gate, aRenamed);
    await aIn;
    let bDone = false;
    const b = renameAndWait(y, 'Second', Promise.resolve()).then(() => (bDone = true));
    await sleep(300);
    // B waits for A's advisory lock; a reader sees neither change yet.
    expect(bDone).toBe(false);
    expect(await fetchChanges(t.app, before)).toEqual([]);
    open();
    await Promise.all([a, b]);
    const [seqA, seqB] = [await seqOf(x), await seqOf(y)];
    expect(seqA).toBeLessThan(seqB!);
    expect((await fetchChanges(t.app, before)).map((c) => c.id)).toEqual([x, y]);
  });

  it('never lets a polling reader skip a cursor while writers commit in random order', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, () => insertBeatmapRow(t.app, owner)));
    const start = (await fetchIndex(t.app)).cursor;
    const seen: Change[] = [];
    let writing = true;
    const reader = (async () => {
      let cursor = start;
      while (writing || cursor < (await fetchIndex(t.app)).cursor) {
        const page = await fetchChanges(t.app, cursor, 3);
        seen.push(...page);
        cursor = page.at(-1)?.cursor ?? cursor;
        await sleep(2);
      }
    })();
    // Each writer holds its transaction open for a random time after its change.
    await Promise.all(
      ids.map(async (id, i) => {
        await sleep(Math.random() * 40);
        await renameAndWait(id, `Race ${i}`, sleep(Math.random() * 60));
      }),
    );
    writing = false;
    await reader;
    const all = await fetchChanges(t.app, start);
    expect(all).toHaveLength(ids.length);
    expect(seen.map((c) => c.cursor)).toEqual(all.map((c) => c.cursor));
  });
});
