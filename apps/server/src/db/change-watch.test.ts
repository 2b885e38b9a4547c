import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/helpers.ts';
import type { DbHandle } from './client.ts';
import { heardEpoch } from './change-watch.ts';

// docs/decisions/0041: what a process has heard of writes to the catalogue tables.

let handle: DbHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

/** Waits (up to `ms`) until `check` holds; answers whether it did. */
async function eventually(check: () => boolean, ms = 2_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 10));
  }
  return check();
}

/** The epoch once the handle listens (the first ask starts the listener). */
async function listening(db: DbHandle['db']): Promise<number> {
  expect(await eventually(() => heardEpoch(db) !== undefined)).toBe(true);
  return heardEpoch(db)!;
}

/** A promise and the function that resolves it. */
function deferred(): { promise: Promise<void>; release: () => void } {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

const url = process.env.TEST_DATABASE_URL;

describe('the change watch', () => {
  it('moves on a write to a catalogue table and stands still on reads', async () => {
    handle = await openTestDb();
    const { db } = handle;
    const epoch = await listening(db);
    await db.execute(sql`select count(*) from beatmaps`);
    expect(heardEpoch(db)).toBe(epoch);
    // A statement trigger fires even when no row matches.
    await db.execute(sql`update users set avatar_filename = avatar_filename where id = -1`);
    expect(heardEpoch(db)).toBeGreaterThan(epoch);
  });

  it('hears a write rolled into one transaction once it commits', async () => {
    handle = await openTestDb();
    const { db } = handle;
    const epoch = await listening(db);
    let inside: number | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`update beatmaps set title = title where id = -1`);
      await tx.execute(sql`update users set username = username where id = -1`);
      inside = heardEpoch(db);
    });
    expect(heardEpoch(db)).toBeGreaterThan(epoch);
    if (handle.kind === 'pglite') expect(inside).toBe(epoch); // PGlite hears it at COMMIT
  });

  it("hears this process's own commit before it answers, on every connection of the pool", async () => {
    handle = await openTestDb();
    const { db } = handle;
    await listening(db);
    // Ten transactions at once (on PostgreSQL, ten connections: the pool's size), each holding
    // its write uncommitted until let go; then each COMMIT in turn must move the epoch by the
    // time it answers, with no other commit in between to move it instead.
    const n = 10;
    const gates = Array.from({ length: n }, deferred);
    const pids: number[] = [];
    const transactions = gates.map((gate) =>
      db.transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        pids.push(rows[0]!.pid);
        await tx.execute(sql`update beatmaps set title = title where id = -1`);
        await gate.promise;
      }),
    );
    try {
      if (handle.kind === 'postgres') expect(await eventually(() => pids.length === n)).toBe(true);
      for (let k = 0; k < n; k += 1) {
        const before = heardEpoch(db)!;
        gates[k]!.release();
        await transactions[k];
        expect(heardEpoch(db)).toBeGreaterThan(before);
      }
    } finally {
      for (const gate of gates) gate.release();
      await Promise.allSettled(transactions);
    }
    if (handle.kind === 'postgres') expect(new Set(pids).size).toBe(n);
  });

  it('stands still on a rolled-back transaction, a failed statement and an unannounced table', async () => {
    handle = await openTestDb();
    const { db } = handle;
    const epoch = await listening(db);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update beatmaps set title = title where id = -1`);
        tx.rollback();
      }),
    ).rejects.toThrow();
    // A statement on an announcing table, failing before it commits.
    await expect(db.execute(sql`insert into users (id) values (null)`)).rejects.toThrow();
    // votes announce nothing (their counts land in beatmaps, which does).
    await db.execute(sql`delete from votes where id = -1`);
    await new Promise((r) => setTimeout(r, 50));
    expect(heardEpoch(db)).toBe(epoch);
  });

  it.skipIf(!url)(
    `leaves node-postgres' own query method in place (${url ? 'PostgreSQL' : 'needs TEST_DATABASE_URL'})`,
    async () => {
      handle = await openTestDb();
      const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
      const client = await pool.connect();
      try {
        expect(Object.hasOwn(client, 'query')).toBe(false);
        expect(client.query).toBe(pg.Client.prototype.query);
      } finally {
        client.release();
      }
    },
  );

  it('announces exactly the tables that in-memory pages read', async () => {
    handle = await openTestDb();
    const { rows } = (await handle.db.execute(
      sql`select distinct c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
          join pg_proc p on p.oid = t.tgfoid where p.proname = 'synthhub_notify_change'`,
    )) as unknown as { rows: { name: string }[] };
    const announced = rows.map((r) => r.name);
    // What the in-memory pages read (docs/decisions/0041): a table added there needs its trigger.
    expect(announced.sort()).toEqual([
      'avatars',
      'beatmaps',
      'item_changes',
      'leaderboard_profiles',
      'playlist_items',
      'playlists',
      'stage_files',
      'stage_tags',
      'stages',
      'tags',
      'user_names_version',
      'users',
    ]);
  });

  it.skipIf(!url)(
    `hears another instance's commit, and stops answering while its listener is lost (${url ? 'PostgreSQL' : 'needs TEST_DATABASE_URL'})`,
    async () => {
      handle = await openTestDb();
      const { db } = handle;
      const epoch = await listening(db);
      const { rows } = (await db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const other = new pg.Client({ connectionString: url!.replace(/\/[^/]*$/, `/${rows[0]!.name}`) });
      await other.connect();
      try {
        await other.query('update stages set name = name where id = -1');
        expect(await eventually(() => (heardEpoch(db) ?? -1) > epoch, 1_000)).toBe(true);
        // The listener's connection ends (a restarted server, a proxy's timeout): not listening.
        await other.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and query like 'LISTEN%'`,
        );
        expect(await eventually(() => heardEpoch(db) === undefined, 1_000)).toBe(true);
        // It connects again by itself, and hears again.
        const back = await listening(db);
        await other.query('update avatars set name = name where id = -1');
        expect(await eventually(() => (heardEpoch(db) ?? -1) > back, 1_000)).toBe(true);
      } finally {
        await other.end();
      }
    },
  );
});
