import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDb, pgliteDirOf } from '../src/db/client.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER = join(REPO, 'apps/server/src/server.ts');

/** A real server process (apps/server/src/server.ts) and the base URL it listens on. */
export interface ServerProcess {
  child: ChildProcess;
  base: string;
}

/**
 * Starts the real server (`node --import tsx src/server.ts`) on a free port of 127.0.0.1 with
 * `DATA_DIR = dataDir`, no demo content, no sweep, on PostgreSQL `databaseUrl` or else PGlite in
 * `DATA_DIR/db`; `env` adds or overrides variables. Resolves once it listens; rejects with its
 * output when it exits first or does not listen within 120 s. For process-level tests (a SIGKILL
 * in the middle of work, then a restart on the same data).
 */
export async function startServer(
  dataDir: string,
  databaseUrl: string | undefined,
  env: NodeJS.ProcessEnv = {},
): Promise<ServerProcess> {
  const fullEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'false',
    LOG_LEVEL: 'info',
    JWT_SECRET: 'process-test-secret-process-test-secret-0123456789',
    WEB_DIST: join(dataDir, 'no-web'),
    STORAGE_SWEEP_INTERVAL_MIN: '0',
    ...env,
  };
  if (databaseUrl) fullEnv.DATABASE_URL = databaseUrl;
  else delete fullEnv.DATABASE_URL; // PGlite in DATA_DIR/db
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: REPO,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = await new Promise<string>((resolveBase, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
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

/**
 * Resolves when `child` next writes `text` to its standard output or error (output written before
 * the call does not count); rejects after `timeoutMs` or when the process exits first.
 */
export function nextOutput(child: ChildProcess, text: string, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const done = (error?: Error) => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    const onData = (chunk: Buffer) => {
      // Keep a tail long enough that a line split across chunks is still found.
      seen = (seen + chunk.toString()).slice(-(text.length + 4096));
      if (seen.includes(text)) done();
    };
    const onExit = () => done(new Error(`the process exited before writing "${text}"`));
    const timer = setTimeout(() => done(new Error(`no "${text}" within ${timeoutMs} ms`)), timeoutMs);
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

/** Sends `signal` and waits for the process to end (at once when it has ended already). */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  await exited;
}

/** Registers an account over HTTP on a running server; returns its access token. Throws unless 201. */
export async function registerOver(base: string, name: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: name,
      email: `${name}@example.test`,
      password: 'correct horse battery',
    }),
  });
  const body = await res.text();
  if (res.status !== 201) throw new Error(`register ${name}: ${res.status} ${body}`);
  return (JSON.parse(body) as { token: string }).token;
}

/**
 * A migrated database for a process test's server, so its first start skips what every other
 * test already covers (PGlite's initdb and the migrations, ~3 s a start on a quiet machine): on
 * PostgreSQL (`serverUrl` set) a scratch database named after `prefix` copied from the migrated
 * template (global-setup.ts), returned for the test to drop; on PGlite the template dump unpacked
 * into `DATA_DIR/db`, where the server finds it. The server's own first start on an empty
 * database is tested by scripts/start.test.mjs and scripts/server-node-flags.test.mjs.
 */
export async function migratedDatabase(
  dataDir: string,
  serverUrl: string | undefined,
  prefix: string,
): Promise<ScratchDatabase | undefined> {
  if (serverUrl) return createScratchDatabase(serverUrl, prefix, inject('postgresTemplate') || undefined);
  const template = inject('pgliteTemplate');
  if (!template) return undefined;
  const handle = await openDb({
    pgliteDir: pgliteDirOf(dataDir),
    loadDataDir: new Blob([readFileSync(template)]),
    migrate: false,
  });
  await handle.close();
  return undefined;
}

/** What a process test's server starts share: the data folder, the database, the running server. */
export interface ProcessTestData {
  /** A temporary `DATA_DIR`. */
  dataDir: string;
  /** A scratch PostgreSQL database when `TEST_DATABASE_URL` is set; else undefined (PGlite in `DATA_DIR/db`). */
  databaseUrl: string | undefined;
  /** The server running now, if any; killed (SIGKILL) after the tests. */
  server: ServerProcess | undefined;
}

/**
 * Registers `beforeAll`/`afterAll` hooks that make a {@link ProcessTestData} (temporary folder and
 * a migrated database, {@link migratedDatabase}, named after `prefix`) and remove it after the file's tests, killing a server
 * left running. Returns the object the hooks fill in.
 */
export function useProcessTestData(prefix: string): ProcessTestData {
  const data: ProcessTestData = { dataDir: '', databaseUrl: undefined, server: undefined };
  let scratch: ScratchDatabase | undefined;
  beforeAll(async () => {
    data.dataDir = mkdtempSync(join(tmpdir(), `synthhub-${prefix}-`));
    scratch = await migratedDatabase(data.dataDir, process.env.TEST_DATABASE_URL, `synthhub_${prefix}`);
    data.databaseUrl = scratch?.url;
  });
  afterAll(async () => {
    if (data.server) await stopProcess(data.server.child, 'SIGKILL');
    await scratch?.drop({ force: true });
    rmSync(data.dataDir, { recursive: true, force: true });
  });
  return data;
}

/**
 * Uploads a beatmap over HTTP on a running server (`form` from factories.ts `uploadForm`) as the
 * account of `token`; returns the new beatmap's id. Throws with the answer unless 201.
 */
export async function uploadBeatmapOver(
  base: string,
  token: string,
  form: { headers: Record<string, string>; payload: Uint8Array },
): Promise<number> {
  const res = await fetch(`${base}/api/beatmaps/upload`, {
    method: 'POST',
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    body: new Uint8Array(form.payload),
  });
  const body = await res.text();
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${body}`);
  return (JSON.parse(body) as { id: number }).id;
}
