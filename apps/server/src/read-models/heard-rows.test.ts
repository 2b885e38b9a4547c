import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/helpers.ts';
import { heardEpoch } from '../db/change-watch.ts';
import type { DbHandle } from '../db/client.ts';
import { HeardRows, type RowsAtCursor } from './heard-rows.ts';

// docs/decisions/0041: page rows answered again from memory while no write is heard.

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
  heardEpoch(handle.db); // starts the listener
  for (let k = 0; k < 200 && heardEpoch(handle.db) === undefined; k += 1)
    await new Promise((r) => setTimeout(r, 10));
  expect(heardEpoch(handle.db)).toBeDefined();
});
afterAll(async () => handle?.close());

interface Row {
  id: number;
  downloads: number;
}

/** A page reader that counts its statements and answers `state` (rows by id) at `cursor`. */
function reader(state: { cursor: number; downloads: number; during?: () => Promise<void> }) {
  const calls = { n: 0 };
  const read = (ids: number[]) => async (): Promise<RowsAtCursor<Row>> => {
    calls.n += 1;
    await state.during?.();
    return {
      rows: ids.map((id) => ({ id, downloads: state.downloads })),
      cursor: state.cursor,
      usersVersion: 3,
    };
  };
  return { calls, read };
}

const write = () => handle.db.execute(sql`update beatmaps set title = title where id = -1`);

describe('HeardRows', () => {
  it('answers a page again from memory until a write is heard, then reads it again', async () => {
    const rows = new HeardRows<Row>(handle.db, (row) => row.id, 100);
    const state = { cursor: 7, downloads: 1 };
    const { calls, read } = reader(state);
    expect((await rows.read([1, 2], 7, read([1, 2]))).rows).toEqual([
      { id: 1, downloads: 1 },
      { id: 2, downloads: 1 },
    ]);
    expect(await rows.read([2, 1], 7, read([2, 1]))).toEqual({
      rows: [
        { id: 2, downloads: 1 },
        { id: 1, downloads: 1 },
      ],
      cursor: 7,
      usersVersion: 3,
    });
    expect(await rows.read([], 7, read([]))).toMatchObject({ rows: [], cursor: 7 });
    expect(calls.n).toBe(1);
    // A row never read, and an index at another cursor, go to the database.
    await rows.read([1, 3], 7, read([1, 3]));
    await rows.read([1], 8, read([1]));
    expect(calls.n).toBe(3);
    state.downloads = 2;
    await write();
    expect((await rows.read([1, 2], 7, read([1, 2]))).rows[0]!.downloads).toBe(2);
    expect(calls.n).toBe(4);
  });

  it('keeps nothing read while a write was heard, nor rows whose snapshot disagrees with the kept cursor', async () => {
    const rows = new HeardRows<Row>(handle.db, (row) => row.id, 100);
    const state: { cursor: number; downloads: number; during?: () => Promise<void> } = {
      cursor: 7,
      downloads: 1,
      during: async () => void (await write()),
    };
    const { calls, read } = reader(state);
    await rows.read([1], 7, read([1]));
    await rows.read([1], 7, read([1]));
    expect(calls.n).toBe(2);
    delete state.during;
    await rows.read([1], 7, read([1]));
    await rows.read([1], 7, read([1]));
    expect(calls.n).toBe(3);
    // Another instance's commit not heard yet: the snapshot shows cursor 8 for new rows. The rows
    // kept at 7 are dropped with it, so nothing older than what PostgreSQL showed is mixed in.
    state.cursor = 8;
    await rows.read([2], 7, read([2]));
    await rows.read([1], 8, read([1]));
    expect(calls.n).toBe(5);
    await rows.read([1], 8, read([1]));
    await rows.read([1, 2], 7, read([1, 2]));
    expect(calls.n).toBe(6);
  });

  it('keeps no answer without a row (its cursor says nothing)', async () => {
    const rows = new HeardRows<Row>(handle.db, (row) => row.id, 100);
    let n = 0;
    const none = async (): Promise<RowsAtCursor<Row>> => {
      n += 1;
      return { rows: [], cursor: -1, usersVersion: -1 };
    };
    await rows.read([5], 7, none);
    await rows.read([5], 7, none);
    expect(n).toBe(2);
  });
});
