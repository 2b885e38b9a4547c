// Process-level test of `npm start` (scripts/start.mjs, run as `npm start` runs it) on one data
// folder and one web build: start → SIGINT → start → SIGKILL → start → SIGKILL of the start
// script alone → start. Every start must serve `/` and `/api/beatmaps`, and the data must stay.
//
// The web build: WEB_DIST names a folder this test writes (an index.html newer than every source,
// and a page renderer in <WEB_DIST>-ssr),
// so the start script's staleness check walks the real sources against an existing build (the
// ENOTDIR of the second start) without a Vite build in the test; the server serves that page.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from './test-ports.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = '<!doctype html><title>Synthhub start test</title><div id="root"></div>';
let work;
let env;
const started = [];

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'synthhub-start-'));
  mkdirSync(join(work, 'web'));
  writeFileSync(join(work, 'web/index.html'), PAGE);
  // and the page renderer beside it (docs/decisions/0029), one that renders no page on the server
  mkdirSync(join(work, 'web-ssr'));
  writeFileSync(
    join(work, 'web-ssr/entry-server.js'),
    'export const firstPageQueries = () => null;\nexport const pageModule = () => null;\nexport const renderPage = async () => null;\n',
  );
  env = {
    ...process.env,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    WEB_DIST: join(work, 'web'),
    DEMO_BEATMAPS: '5',
    DEMO_PLAYLISTS: '1',
    DEMO_STAGES: '1',
    DEMO_AVATARS: '1',
    LOG_LEVEL: 'warn',
    STORAGE_SWEEP_INTERVAL_MIN: '0',
  };
  delete env.DATABASE_URL;
});

afterAll(async () => {
  // Each start's group, exited or not: a server left behind by a failed run dies with it.
  for (const child of started) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // the group is gone already
    }
  }
  rmSync(work, { recursive: true, force: true });
});

/** Runs `node scripts/start.mjs` in a process group of its own (as a terminal runs `npm start`). */
function start() {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.log = '';
  child.stdout.on('data', (c) => (child.log += c));
  child.stderr.on('data', (c) => (child.log += c));
  child.exited = new Promise((done) => child.on('exit', (code, signal) => done({ code, signal })));
  started.push(child);
  return child;
}

const url = (path) => `http://127.0.0.1:${env.PORT}${path}`;

/** Waits until the site answers `/` and `/api/beatmaps` with 200; returns the beatmap total. */
async function waitUntilServing(child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let exited;
  void child.exited.then((how) => (exited = how));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`npm start exited (${JSON.stringify(exited)}) before serving:\n${child.log}`);
    try {
      const list = await fetch(url('/api/beatmaps'));
      if (list.status === 200) {
        const page = await fetch(url('/'));
        expect(page.status).toBe(200);
        expect(await page.text()).toBe(PAGE);
        return (await list.json()).total;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`npm start did not serve within ${timeoutMs} ms:\n${child.log}`);
}

/** Waits until nothing listens on the port any more (the server has exited). */
async function waitUntilClosed(timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url('/api/beatmaps'));
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server still listens ${timeoutMs} ms after its start script died`);
}

it('starts again and again on the same data: after SIGINT, SIGKILL, and SIGKILL of the script alone', async () => {
  const first = start();
  const total = await waitUntilServing(first);
  expect(total).toBe(5);
  process.kill(-first.pid, 'SIGINT'); // Ctrl-C in a terminal signals the whole group
  expect(await first.exited).toEqual({ code: 0, signal: null });

  const second = start();
  expect(await waitUntilServing(second)).toBe(total);
  process.kill(-second.pid, 'SIGKILL'); // the script and the server die at once
  expect((await second.exited).signal).toBe('SIGKILL');
  await waitUntilClosed();

  const third = start();
  expect(await waitUntilServing(third)).toBe(total);
  third.kill('SIGKILL'); // only the start script: its server must not live on with the port and data
  await third.exited;
  await waitUntilClosed();

  const fourth = start();
  expect(await waitUntilServing(fourth)).toBe(total);
  process.kill(-fourth.pid, 'SIGINT');
  expect(await fourth.exited).toEqual({ code: 0, signal: null });
}, 400_000);
