// Two real servers on one PostgreSQL database, one S3 bucket (s3rver) and one Redis behave as one
// site (docs/decisions/0036; docs/scaling-out.md): a beatmap uploaded through A downloads through B,
// a write on A clears B's list cache within a second, a session from A works on B, a rate limit
// counts the requests of both, a notification made on A reaches a stream held by B, and A killed in
// the middle of an upload leaves B serving and nothing half-stored. Runs only when
// TEST_DATABASE_URL is set (PGlite is one process's) and Redis answers (TEST_REDIS_URL).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/client.ts';
import { beatmaps } from '../src/db/schema/beatmaps.ts';
import { collectReferencedKeys } from '../src/lib/storage/sweep.ts';
import { UPLOAD_TEST_PAUSE_LINE } from '../src/lib/uploads/upload-pipeline.ts';
import { makeSynth, uploadForm } from './factories.ts';
import { beginUpload } from './raw-upload.ts';
import { dropKeys, NO_REDIS, redisReachable, TEST_REDIS_URL, uniqueKeyPrefix } from './redis-test.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import {
  nextOutput,
  registerOver,
  type ServerProcess,
  startServer,
  stopProcess,
  uploadBeatmapOver,
} from './server-process.ts';

const databaseServer = process.env.TEST_DATABASE_URL;
const redisUp = await redisReachable();
const skip = !databaseServer || !redisUp;
const reason = !databaseServer ? '(skipped: set TEST_DATABASE_URL; PGlite serves one process)' : NO_REDIS;

/** The sign-in limit per address both servers share in this test. */
const SIGN_IN_PER_IP = 6;
/** How long A's beatmap uploads pause between storing files and writing rows (the kill's window). */
const PAUSE_MS = 3000;
const PASSWORD = 'correct horse battery';

describe.skipIf(skip)(`two servers on one database, bucket and Redis ${skip ? reason : ''}`, () => {
  let s3: S3TestServer;
  let scratch: ScratchDatabase;
  const dirs: string[] = [];
  const keyPrefix = uniqueKeyPrefix('two-instances');
  let a: ServerProcess;
  let b: ServerProcess;

  const start = (env: Record<string, string> = {}) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'synthhub-two-'));
    dirs.push(dataDir);
    const settings = s3.settings();
    return startServer(dataDir, scratch.url, {
      JWT_SECRET: 'two-instances-secret-two-instances-secret-0123',
      // Read models on even under MEMORY_INDEXES=off: B's uncached list answered from memory must
      // hear A's delete (docs/decisions/0041, 0049).
      MEMORY_INDEXES: 'on',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: keyPrefix,
      STORAGE: 's3',
      S3_ENDPOINT: settings.endpoint!,
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId!,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
      S3_FORCE_PATH_STYLE: 'true',
      LIST_CACHE_TTL_MS: '60000',
      RATE_LIMIT_SIGN_IN_PER_IP: String(SIGN_IN_PER_IP),
      ...env,
    });
  };

  beforeAll(async () => {
    s3 = await startS3TestServer();
    scratch = await createScratchDatabase(databaseServer!, 'synthhub_two');
    // One after the other: the first start applies the migrations.
    a = await start({ UPLOAD_TEST_PAUSE_MS: String(PAUSE_MS) });
    b = await start();
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b]) if (server) await stopProcess(server.child, 'SIGKILL');
    await scratch?.drop({ force: true });
    await s3?.close();
    await dropKeys(TEST_REDIS_URL, keyPrefix);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('serve one site: files, list cache, sessions, rate limits, notifications; A killed mid-upload', async () => {
    const name = `two${process.pid}`;
    const token = await registerOver(a.base, name);
    const auth = { authorization: `Bearer ${token}` };

    // Readiness names Redis on both.
    for (const server of [a, b]) {
      const ready = await fetch(`${server.base}/readyz`);
      expect(await ready.json()).toMatchObject({ status: 'ready', checks: { redis: 'ok' } });
    }

    // (a) Uploaded through A, downloaded through B: the same bytes.
    const synth = await makeSynth({ title: 'Across Instances', seed: 9101 });
    const form = uploadForm(synth, uploadRecordForMode('default', { published: true }));
    const id = await uploadBeatmapOver(a.base, token, form);
    const fromA = new Uint8Array(await (await fetch(`${a.base}/api/beatmaps/${id}/download`)).arrayBuffer());
    const viaB = await fetch(`${b.base}/api/beatmaps/${id}/download`);
    expect(viaB.status).toBe(200);
    const fromB = new Uint8Array(await viaB.arrayBuffer());
    expect(fromB.byteLength).toBeGreaterThan(0);
    expect(Buffer.from(fromB).equals(Buffer.from(fromA))).toBe(true);

    // (b) B's anonymous list is cached (60 s); A deletes the beatmap; B's list drops it within 1 s.
    const listB = async () => {
      const res = await fetch(`${b.base}/api/beatmaps?limit=50`);
      const body = (await res.json()) as { data: { id: number }[] };
      return { cache: res.headers.get('x-cache'), ids: body.data.map((m) => m.id) };
    };
    // B's uncached list (`cache=0`) is answered from memory once B has read its rows and heard no
    // write since (db/change-watch.ts, docs/decisions/0041): A's delete must reach it as well.
    const uncachedB = async () => {
      const res = await fetch(`${b.base}/api/beatmaps?limit=50&cache=0`);
      return ((await res.json()) as { data: { id: number }[] }).data.map((m) => m.id);
    };
    expect((await listB()).ids).toContain(id);
    expect(await listB()).toMatchObject({ cache: 'HIT' });
    for (let k = 0; k < 3; k += 1) expect(await uncachedB()).toContain(id);
    const deleted = await fetch(`${a.base}/api/beatmaps/${id}`, { method: 'DELETE', headers: auth });
    expect(deleted.status).toBeLessThan(300);
    const deletedAt = Date.now();
    const seenAfter = async (listed: () => Promise<number[]>) => {
      while (Date.now() - deletedAt < 1000) {
        if (!(await listed()).includes(id)) return Date.now() - deletedAt;
        await new Promise((r) => setTimeout(r, 20));
      }
      return -1;
    };
    const seenAfterMs = await seenAfter(async () => (await listB()).ids);
    expect(seenAfterMs, 'B still listed the deleted beatmap after 1 s').toBeGreaterThanOrEqual(0);
    const uncachedAfterMs = await seenAfter(uncachedB);
    expect(uncachedAfterMs, 'B still listed the deleted beatmap uncached after 1 s').toBeGreaterThanOrEqual(
      0,
    );
    console.info(
      `two-instances: B's list dropped A's delete after ${seenAfterMs} ms (cache=0: ${uncachedAfterMs} ms)`,
    );

    // (c) A session from A works on B: the access token, and the refresh token.
    const login = await fetch(`${a.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: name, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const session = (await login.json()) as { token: string; refresh_token: string };
    const me = await fetch(`${b.base}/api/auth/user`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { username: name } });
    const refreshed = await fetch(`${b.base}/api/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(refreshed.status).toBe(200);

    // (d) The sign-in limit per address counts both servers' requests: the login above was one.
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_PER_IP * 2 && !statuses.includes(429); i++) {
      const res = await fetch(`${(i % 2 === 0 ? a : b).base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `nobody${i}-${process.pid}`, password: 'wrong password' }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(SIGN_IN_PER_IP - 1).fill(401), 429]);

    // A notification made on A reaches a stream held by B, opened with a ticket A issued.
    const ticket = await fetch(`${a.base}/api/notifications/stream-ticket`, {
      method: 'POST',
      headers: auth,
    });
    const { ticket: code } = (await ticket.json()) as { ticket: string };
    const stream = new AbortController();
    const opened = await fetch(`${b.base}/api/notifications/stream?ticket=${encodeURIComponent(code)}`, {
      signal: stream.signal,
    });
    expect(opened.status).toBe(200);
    const reader = opened.body!.getReader();
    let received = '';
    const arrived = (async () => {
      while (!received.includes('event: notification')) {
        const { value, done } = await reader.read();
        if (done) break;
        received += Buffer.from(value).toString();
      }
    })();
    await new Promise((r) => setTimeout(r, 100)); // the stream is registered on B
    const sent = await fetch(`${a.base}/api/notifications/test`, { method: 'POST', headers: auth });
    expect(sent.status).toBeLessThan(300);
    await Promise.race([arrived, new Promise((r) => setTimeout(r, 2000))]);
    stream.abort();
    expect(received).toContain('This is a test notification.');
    // The same ticket does not open a second stream, on either server.
    const reused = await fetch(`${a.base}/api/notifications/stream?ticket=${encodeURIComponent(code)}`);
    expect(reused.status).toBe(401);

    // (e) A killed while an upload is between storing its objects and writing its rows.
    const objectsBefore = await listObjects();
    const cut = uploadForm(
      await makeSynth({ title: 'Cut Across', seed: 9102 }),
      uploadRecordForMode('default', { published: true }),
    );
    // Killed as the upload's pause begins (A writes the line then): its objects are stored and
    // its rows not written, however slow the machine.
    const paused = nextOutput(a.child, UPLOAD_TEST_PAUSE_LINE);
    beginUpload(a.base, token, cut);
    await paused;
    await stopProcess(a.child, 'SIGKILL');
    // New keys, not a larger count: objects of the beatmap deleted in (b) may leave meanwhile.
    const storedByCut = [...(await listObjects())].filter((key) => !objectsBefore.has(key));
    expect(storedByCut.length, 'the cut upload stored its files before A was killed').toBeGreaterThan(0);
    const health = await fetch(`${b.base}/readyz`);
    expect(health.status).toBe(200);
    const listed = await fetch(`${b.base}/api/beatmaps?limit=50&cache=0`);
    expect(listed.status).toBe(200);
    const titles = ((await listed.json()) as { data: { title: string }[] }).data.map((m) => m.title);
    expect(titles).not.toContain('Cut Across');
    // Nothing half-stored: no row names a missing object; objects no row names are the cut
    // upload's, which the storage sweep removes once they are an hour old (lib/storage/sweep.ts).
    const handle = await openDb({ databaseUrl: scratch.url });
    try {
      const referenced = await collectReferencedKeys(handle.db);
      const objects = await listObjects();
      expect([...referenced].filter((key) => !objects.has(key))).toEqual([]);
      const orphans = [...objects].filter((key) => !referenced.has(key) && !objectsBefore.has(key));
      expect(orphans.length).toBeGreaterThan(0);
      const rows = await handle.db
        .select({ n: count() })
        .from(beatmaps)
        .where(eq(beatmaps.title, 'Cut Across'));
      expect(rows[0]!.n).toBe(0);
    } finally {
      await handle.close();
    }
    // B still takes uploads.
    const again = uploadForm(
      await makeSynth({ title: 'After The Cut', seed: 9103 }),
      uploadRecordForMode('default', { published: true }),
    );
    expect(await uploadBeatmapOver(b.base, token, again)).toBeGreaterThan(0);

    async function listObjects(): Promise<Set<string>> {
      const keys = new Set<string>();
      for await (const object of s3.storage().list()) keys.add(object.key);
      return keys;
    }
  }, 90_000);
});
