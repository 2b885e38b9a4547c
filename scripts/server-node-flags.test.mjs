// The server's Node flags (docs/decisions/0041 measured them, 0050 made them an opt-in): the tuned
// set is valid for this Node, SERVER_NODE_FLAGS picks what the server gets, and the server starts
// and answers `/api/beatmaps?limit=1` with no flags, with the tuned set, and under a container's
// NODE_OPTIONS — each started for real as a child process, logging the flags it runs with.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverNodeFlags, TUNED_NODE_FLAGS } from './server-node-flags.mjs';
import { freePort } from './test-ports.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = 'apps/server/src/server.ts';
/** What a container image or a process manager typically puts in NODE_OPTIONS. */
const CONTAINER_NODE_OPTIONS = '--max-old-space-size=384 --enable-source-maps';

describe('the server Node flags (docs/decisions/0041)', () => {
  it('are all accepted by this Node, so a Node upgrade that drops one fails here, not at npm start', () => {
    // An unknown V8 flag passed to node is an error ("bad option") or, inside V8, a warning on stderr.
    const run = spawnSync(process.execPath, [...TUNED_NODE_FLAGS, '-e', 'process.exit(0)'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('are listed among the options V8 knows', () => {
    const options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
    // `--no-x` turns off V8's boolean option `--x`, which is what V8 lists.
    for (const flag of TUNED_NODE_FLAGS) {
      const name = flag.split('=')[0].replace(/^--no-/, '--');
      expect(options).toContain(`  ${name} (`);
    }
  });
});

describe('SERVER_NODE_FLAGS (docs/decisions/0050)', () => {
  it('gives plain node unless set, the tuned set for `tuned`, and any other value as written', () => {
    expect(serverNodeFlags({})).toEqual([]);
    expect(serverNodeFlags({ SERVER_NODE_FLAGS: '' })).toEqual([]);
    expect(serverNodeFlags({ SERVER_NODE_FLAGS: ' none ' })).toEqual([]);
    expect(serverNodeFlags({ SERVER_NODE_FLAGS: 'tuned' })).toEqual([...TUNED_NODE_FLAGS]);
    expect(serverNodeFlags({ SERVER_NODE_FLAGS: ' --max-semi-space-size=32  --trace-gc ' })).toEqual([
      '--max-semi-space-size=32',
      '--trace-gc',
    ]);
  });

  it('is needed because Node refuses two of the tuned flags in NODE_OPTIONS and does not start', () => {
    for (const flag of ['--heap-growing-percent=100', '--no-allocation-site-pretenuring']) {
      const run = spawnSync(process.execPath, ['-e', 'process.exit(0)'], {
        encoding: 'utf8',
        env: { ...process.env, NODE_OPTIONS: flag },
      });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain('is not allowed in NODE_OPTIONS');
    }
  });
});

describe('the server started as a process', () => {
  let work;
  const children = [];

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'synthhub-node-flags-'));
    // A web build newer than every source (as in start.test.mjs), so `npm start` builds nothing.
    mkdirSync(join(work, 'web'));
    writeFileSync(join(work, 'web/index.html'), '<!doctype html><title>flags</title><div id="root"></div>');
    mkdirSync(join(work, 'web-ssr'));
    writeFileSync(
      join(work, 'web-ssr/entry-server.js'),
      'export const firstPageQueries = () => null;\nexport const pageModule = () => null;\nexport const renderPage = async () => null;\n',
    );
  });

  afterAll(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // exited already
      }
    }
    rmSync(work, { recursive: true, force: true });
  });

  /**
   * Starts `node <args>` in the repository on the shared data folder, waits for
   * `/api/beatmaps?limit=1` to answer 200, stops it with SIGTERM, and returns the answer and the
   * server's "node flags in effect" log record.
   */
  async function serve(name, args, extraEnv = {}) {
    const port = await freePort();
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // One data folder for every start: the first seeds the one demo beatmap, the others start on
      // it as a restarted site does (a seed per start was most of this file's time).
      DATA_DIR: join(work, 'data'),
      WEB_DIST: join(work, 'web'),
      DEMO_BEATMAPS: '1',
      DEMO_PLAYLISTS: '0',
      DEMO_STAGES: '0',
      DEMO_AVATARS: '0',
      LOG_LEVEL: 'info',
      STORAGE_SWEEP_INTERVAL_MIN: '0',
      ...extraEnv,
    };
    delete env.DATABASE_URL;
    for (const key of Object.keys(extraEnv)) if (extraEnv[key] === undefined) delete env[key];
    const child = spawn(process.execPath, args, {
      cwd: root,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let log = '';
    child.stdout.on('data', (c) => (log += c));
    child.stderr.on('data', (c) => (log += c));
    let exited;
    const exit = new Promise((done) => child.on('exit', (code, signal) => done((exited = { code, signal }))));
    const deadline = Date.now() + 150_000;
    let answer;
    while (!answer) {
      if (exited)
        throw new Error(`${name}: the server exited (${JSON.stringify(exited)}) before answering:\n${log}`);
      if (Date.now() > deadline) throw new Error(`${name}: no answer within 150 s:\n${log}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/beatmaps?limit=1`);
        if (res.status === 200) answer = await res.json();
      } catch {
        // not listening yet
      }
      if (!answer) await new Promise((r) => setTimeout(r, 250));
    }
    process.kill(-child.pid, 'SIGTERM');
    expect(await exit).toEqual({ code: 0, signal: null });
    const record = log
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line))
      .find((r) => r.msg === 'node flags in effect');
    if (!record) throw new Error(`${name}: no "node flags in effect" log line:\n${log}`);
    return { answer, record };
  }

  const expectOneBeatmap = (answer) => {
    expect(answer.total).toBe(1);
    expect(answer.data).toHaveLength(1);
  };

  it('with plain node and no flags (`node --import tsx apps/server/src/server.ts`)', async () => {
    const { answer, record } = await serve('plain', ['--import', 'tsx', SERVER], { NODE_OPTIONS: undefined });
    expectOneBeatmap(answer);
    expect(record.flags).toEqual(['--import', 'tsx']);
    expect(record.nodeOptions).toBe('');
    expect(record.node).toBe(process.version);
  });

  it('with the tuned flags on the command line', async () => {
    const { answer, record } = await serve('tuned', [...TUNED_NODE_FLAGS, '--import', 'tsx', SERVER], {
      NODE_OPTIONS: undefined,
    });
    expectOneBeatmap(answer);
    expect(record.flags).toEqual([...TUNED_NODE_FLAGS, '--import', 'tsx']);
  });

  it("with a container's NODE_OPTIONS, the heap limit it sets in effect", async () => {
    const { answer, record } = await serve('container', ['--import', 'tsx', SERVER], {
      NODE_OPTIONS: CONTAINER_NODE_OPTIONS,
    });
    expectOneBeatmap(answer);
    expect(record.nodeOptions).toBe(CONTAINER_NODE_OPTIONS);
    // --max-old-space-size=384: the limit is the old generation's 384 MiB plus the young generation's.
    expect(record.heapLimitMiB).toBeGreaterThanOrEqual(384);
    expect(record.heapLimitMiB).toBeLessThan(512);
  });

  it("through `npm start` (scripts/start.mjs) with SERVER_NODE_FLAGS=tuned and a container's NODE_OPTIONS", async () => {
    const { answer, record } = await serve('start', ['scripts/start.mjs'], {
      SERVER_NODE_FLAGS: 'tuned',
      NODE_OPTIONS: CONTAINER_NODE_OPTIONS,
    });
    expectOneBeatmap(answer);
    expect(record.flags).toEqual([...TUNED_NODE_FLAGS, '--import', 'tsx']);
    expect(record.nodeOptions).toBe(CONTAINER_NODE_OPTIONS);
  });
});
