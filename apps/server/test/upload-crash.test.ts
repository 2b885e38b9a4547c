// The real server killed (SIGKILL) in the middle of an upload, then started again on the same data:
// no temporary file is left, no row names a file that is missing, and uploads work again
// (docs/decisions/0007). Runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, pgliteDirOf } from '../src/db/client.ts';
import { INCOMING_DIR, LocalStorage } from '../src/lib/storage/local-storage.ts';
import { collectReferencedKeys } from '../src/lib/storage/sweep.ts';
import { uploadTempDir } from '../src/lib/uploads/temp-files.ts';
import { makeSynth, uploadForm } from './factories.ts';
import { listFiles } from './helpers.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER = join(REPO, 'apps/server/src/server.ts');
/** How long a beatmap upload pauses between storing its files and writing its rows (test hook). */
const PAUSE_MS = 20_000;

let dataDir: string;
let databaseUrl: string | undefined;
let scratch: ScratchDatabase | undefined;
let server: { child: ChildProcess; base: string } | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'synthhub-crash-'));
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    scratch = await createScratchDatabase(url, 'synthhub_crash');
    databaseUrl = scratch.url;
  }
});

afterAll(async () => {
  if (server) await stop(server.child, 'SIGKILL');
  await scratch?.drop({ force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the real server on a free port and waits until it listens. */
async function start(pauseMs = PAUSE_MS): Promise<{ child: ChildProcess; base: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'false',
    LOG_LEVEL: 'info',
    JWT_SECRET: 'crash-test-secret-crash-test-secret-0123456789',
    WEB_DIST: join(dataDir, 'no-web'),
    STORAGE_SWEEP_INTERVAL_MIN: '0',
    UPLOAD_TEST_PAUSE_MS: String(pauseMs),
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL; // PGlite in DATA_DIR/db
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: REPO,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = await new Promise<string>((resolveBase, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveBase(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return { child, base };
}

/** Sends `signal` and waits for the process to end. */
async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  await exited;
}

async function api(base: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${path}`, init);
  return { status: res.status, body: await res.text() };
}

async function register(base: string, name: string): Promise<string> {
  const res = await api(base, '/api/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: name,
      email: `${name}@example.test`,
      password: 'correct horse battery',
    }),
  });
  expect(res.status, res.body).toBe(201);
  return (JSON.parse(res.body) as { token: string }).token;
}

/**
 * Starts a multipart upload of `payload` over a raw connection and writes only its first
 * `sentBytes`, or all of it; the caller kills the server meanwhile. Connection errors are ignored.
 */
function beginUpload(base: string, token: string, form: ReturnType<typeof uploadForm>, sentBytes: number) {
  const url = new URL('/api/beatmaps/upload', base);
  const req = request(url, {
    method: 'POST',
    headers: {
      ...form.headers,
      authorization: `Bearer ${token}`,
      'content-length': String(form.payload.byteLength),
    },
  });
  req.on('error', () => {});
  req.on('response', (res) => res.resume());
  req.write(form.payload.subarray(0, sentBytes));
  if (sentBytes >= form.payload.byteLength) req.end();
}

async function waitFor(what: string, check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const temporaries = () => [
  ...listFiles(uploadTempDir(dataDir)),
  ...listFiles(join(dataDir, 'files', INCOMING_DIR)),
];
const storedSynths = () => listFiles(join(dataDir, 'files')).filter((f) => f.startsWith('synth/'));

/** Keys the rows reference that storage lacks, read with the server stopped (PGlite is single-process). */
async function rowsWithoutFiles(): Promise<{ keys: number; missing: string[] }> {
  const handle = await openDb({ databaseUrl, pgliteDir: pgliteDirOf(dataDir) });
  try {
    const storage = new LocalStorage(join(dataDir, 'files'));
    const keys = [...(await collectReferencedKeys(handle.db))];
    const missing: string[] = [];
    for (const key of keys) if (!(await storage.stat(key))) missing.push(key);
    return { keys: keys.length, missing };
  } finally {
    await handle.close();
  }
}

describe('SIGKILL during an upload', () => {
  it('while the body is received, and while it is processed: after a restart nothing is half-done', async () => {
    server = await start();
    const token = await register(server.base, `crash${process.pid}`);
    const record = uploadRecordForMode('default', { published: false });

    // 1. Killed while receiving: half the body has arrived and sits in a temporary file.
    const big = uploadForm(await makeSynth({ title: 'Cut Short', seed: 7001, durationS: 600 }), record);
    beginUpload(server.base, token, big, Math.floor(big.payload.byteLength / 2));
    await waitFor('the temporary upload file', () => listFiles(uploadTempDir(dataDir)).length > 0);
    await stop(server.child, 'SIGKILL');
    expect(temporaries().length).toBeGreaterThan(0);

    server = await start();
    expect(temporaries()).toEqual([]);

    // 2. Killed while processing: the files are stored, the rows not written yet (the test pause).
    const whole = uploadForm(await makeSynth({ title: 'Cut Later', seed: 7002 }), record);
    beginUpload(server.base, token, whole, whole.payload.byteLength);
    await waitFor('the stored .synth', () => storedSynths().length > 0);
    expect(temporaries().length).toBeGreaterThan(0);
    await stop(server.child, 'SIGKILL');

    let check = await rowsWithoutFiles();
    expect(check.missing).toEqual([]);

    server = await start();
    expect(temporaries()).toEqual([]);
    await stop(server.child, 'SIGTERM');
    check = await rowsWithoutFiles();
    expect(check).toEqual({ keys: 0, missing: [] }); // neither upload wrote a row

    // 3. A normal upload works after the restarts.
    server = await start(0);
    const again = uploadForm(await makeSynth({ title: 'Cut Later', seed: 7002 }), record);
    const res = await fetch(`${server.base}/api/beatmaps/upload`, {
      method: 'POST',
      headers: { ...again.headers, authorization: `Bearer ${token}` },
      body: new Uint8Array(again.payload),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const download = await api(server.base, `/api/beatmaps/${id}/download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    await stop(server.child, 'SIGTERM');
    server = undefined;
    check = await rowsWithoutFiles();
    expect(check.keys).toBeGreaterThan(0);
    expect(check.missing).toEqual([]);
    expect(temporaries()).toEqual([]);
  }, 180_000);
});
