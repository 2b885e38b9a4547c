import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
/** The e2e web build the suite's own server serves (`npm run build:e2e -w apps/web`). */
export const E2E_WEB_BUILD = process.env.E2E_WEB_DIST ?? join(repo, '.tmp/web-e2e');

/** A second site server of a spec's own (scripts/e2e-server.mjs) over a web folder it controls. */
export interface SiteServer {
  /** e.g. "http://127.0.0.1:3530" */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts scripts/e2e-server.mjs — the real server on a fresh data folder with a small demo
 * catalogue, as the suite's — on `port` (its mock sign-in providers take port+1..+4), serving the
 * web build in `webDist`, for specs that change the served files (a deploy, a deleted chunk).
 * Resolves once the API answers (at most 150 s: about 15 s on an idle 2-core machine, but CI runs
 * this beside the PGlite lane and a second browser, where a start with its demo seed took over 90 s).
 */
export async function startSiteServer(webDist: string, port: number): Promise<SiteServer> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [join(repo, 'scripts/e2e-server.mjs')], {
    cwd: repo,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, E2E_PORT: String(port), E2E_WEB_DIST: webDist, E2E_DEMO_BEATMAPS: '3' },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site server on ${port} exited (${child.exitCode})`);
    const ok = await fetch(`${url}/api/beatmaps?limit=1`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the site server on ${port} did not start within 150 s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Copies a web build into `to` (emptied first): what a deploy does to the served folder. Source
 * maps are left out (the server never needs them; they are most of the bytes).
 */
export function deployWebBuild(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true, filter: (path) => !path.endsWith('.map') });
}

/** The built file of source module `source` (e.g. "src/app/routes/privacy.tsx"), from the build's manifest. */
export function builtChunk(webDist: string, source: string): string {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = manifest[source];
  if (!entry) throw new Error(`no chunk for ${source} in ${webDist}`);
  return entry.file;
}
