import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { auth, makeItem } from '../modules/votes/votes.test-helpers.ts';
import { heardEpoch } from './change-watch.ts';
import { beatmaps } from './schema/index.ts';

// docs/decisions/0041 §3, 0049: a page answered from memory while no write is heard must still
// show a write the moment the request (or statement) that made it has answered — whoever wrote it
// in this process — and another process's write once its notification has arrived.

let t: TestApp;
let owner: { token: string };
let path: string;
let id: number;
let base: string;

beforeAll(async () => {
  // Read models on even under MEMORY_INDEXES=off: what is attacked is their answer from memory.
  t = await buildTestApp({ memoryIndexes: true });
  owner = await registerUser(t.app);
  path = await makeItem(t.app, 'beatmap', owner.token);
  id = Number(path.split('/').pop());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

/** The beatmap's row in the public list, past the list cache (`cache=0`), through app.inject. */
async function listed(): Promise<Record<string, unknown>> {
  const res = await t.app.inject({ url: '/api/beatmaps?cache=0&limit=50' });
  expect(res.statusCode).toBe(200);
  return (res.json().data as Record<string, unknown>[]).find((row) => row.id === id)!;
}

/** The same, through a real HTTP connection. */
async function listedOverHttp(): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}/api/beatmaps?cache=0&limit=50`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: Record<string, unknown>[] };
  return body.data.find((row) => row.id === id)!;
}

const vote = (value: number | string) =>
  t.app.inject({ method: 'PUT', url: `${path}/vote`, headers: auth(owner.token), payload: { value } });

/** The epoch once the app's database listens (the read models' first page starts it). */
async function listening(): Promise<number> {
  for (let k = 0; k < 200 && heardEpoch(t.app.db) === undefined; k += 1) {
    await listed();
    await new Promise((r) => setTimeout(r, 10));
  }
  return heardEpoch(t.app.db)!;
}

describe('read-your-writes past the in-memory pages', () => {
  it('shows a vote in the list the request after it, through inject and over HTTP', async () => {
    await listening();
    for (const [value, up, down] of [
      [1, 1, 0],
      [-1, 0, 1],
      [1, 1, 0],
    ] as const) {
      await listed(); // the rows are now kept at this epoch
      expect((await vote(value)).statusCode).toBe(200);
      expect(await listed()).toMatchObject({ upvote_count: up, downvote_count: down });
    }
    for (const [value, up, down] of [
      [-1, 0, 1],
      [1, 1, 0],
    ] as const) {
      await listedOverHttp();
      const res = await fetch(`${base}${path}/vote`, {
        method: 'PUT',
        headers: { ...auth(owner.token), 'content-type': 'application/json' },
        body: JSON.stringify({ value }),
      });
      expect(res.status).toBe(200);
      expect(await listedOverHttp()).toMatchObject({ upvote_count: up, downvote_count: down });
    }
  });

  it('moves nothing on a refused write or a rolled-back transaction', async () => {
    const before = await listed();
    const epoch = await listening();
    expect((await vote('sideways')).statusCode).toBe(400);
    await expect(
      t.app.db.transaction(async (tx) => {
        await tx.update(beatmaps).set({ upvoteCount: 999 }).where(eq(beatmaps.id, id));
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(heardEpoch(t.app.db)).toBe(epoch);
    expect(await listed()).toEqual(before);
  });

  it('shows a write made straight through the database handle at once', async () => {
    await listed();
    await t.app.db.update(beatmaps).set({ downloadCount: 4242 }).where(eq(beatmaps.id, id));
    expect(await listed()).toMatchObject({ download_count: 4242 });
    await t.app.db.transaction(async (tx) => {
      await tx.update(beatmaps).set({ downloadCount: 4343 }).where(eq(beatmaps.id, id));
    });
    expect(await listedOverHttp()).toMatchObject({ download_count: 4343 });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "shows another process's write once its notification has arrived (PostgreSQL)",
    async () => {
      await listed();
      const epoch = await listening();
      const { rows } = (await t.app.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const url = process.env.TEST_DATABASE_URL!.replace(/\/[^/]*$/, `/${rows[0]!.name}`);
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      try {
        await other.query('update beatmaps set download_count = 5151 where id = $1', [id]);
        for (let k = 0; k < 200 && heardEpoch(t.app.db) === epoch; k += 1)
          await new Promise((r) => setTimeout(r, 5));
        expect(heardEpoch(t.app.db)).toBeGreaterThan(epoch);
        expect(await listed()).toMatchObject({ download_count: 5151 });
      } finally {
        await other.end();
      }
    },
  );
});
