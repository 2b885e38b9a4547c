import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { acquireLock } from './build-lock.mjs';

/** Runs a command with inherited output; resolves to its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/**
 * Newest modification time (ms since the epoch) of the given paths: a file counts itself, a folder
 * every file below it (skipping node_modules, dist and names starting with a dot); a missing path
 * counts 0. Throws on other file-system errors (e.g. EACCES).
 */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    let s;
    try {
      s = statSync(path);
    } catch (error) {
      if (error.code === 'ENOENT') return;
      throw error;
    }
    if (!s.isDirectory()) {
      newest = Math.max(newest, s.mtimeMs);
      return;
    }
    for (const name of readdirSync(path)) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      visit(join(path, name));
    }
  };
  paths.forEach(visit);
  return newest;
}

/** The files and folders a web build is made from, relative to the repository root. */
export const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-precompress.ts',
  'apps/web/vite-preload-app.ts',
  'apps/web/build.mjs',
  'apps/web/public',
  'packages/shared/src',
];

/**
 * The local files an `index.html` names in `src`/`href` attributes (`/assets/index-1a2b.js`,
 * `/favicon.svg`), as paths relative to its folder; outside links (`https:`, `//host`) are skipped.
 */
export function filesNamedBy(html) {
  const named = new Set();
  for (const [, url] of html.matchAll(/\b(?:src|href)\s*=\s*["']([^"']+)["']/g)) {
    if (!url.startsWith('/') || url.startsWith('//')) continue;
    const path = url.split(/[?#]/)[0].replace(/^\/+/, '');
    if (path) named.add(decodeURIComponent(path));
  }
  return [...named];
}

/**
 * Whether the web build in `dist` (absolute) is missing, incomplete or older than its sources
 * (WEB_SOURCES under `root`): its `index.html` and the server renderer beside it
 * (`<dist>-ssr/entry-server.js`, docs/decisions/0029) must exist and be newer than the newest
 * source file, and every file `index.html` names must exist (a build cut short or interleaved with
 * another is not fresh; docs/decisions/0048).
 */
export function webBuildIsStale(root, dist) {
  if (!webBuildIsComplete(dist)) return true;
  const built = [join(dist, 'index.html'), join(`${dist}-ssr`, 'entry-server.js')];
  const oldest = Math.min(...built.map((f) => statSync(f).mtimeMs));
  return oldest < newestMtime(WEB_SOURCES.map((p) => join(root, p)));
}

/**
 * Whether `dist` holds a whole build: `index.html`, every file it names, and the server renderer
 * `<dist>-ssr/entry-server.js` (docs/decisions/0029, 0048).
 */
export function webBuildIsComplete(dist) {
  const index = join(dist, 'index.html');
  if (!existsSync(index) || !existsSync(join(`${dist}-ssr`, 'entry-server.js'))) return false;
  return filesNamedBy(readFileSync(index, 'utf8')).every((f) => existsSync(join(dist, f)));
}

/** Renames `from` to `to`, moving an existing `to` aside first and deleting it after. */
function replaceFolder(from, to, aside) {
  if (existsSync(to)) renameSync(to, aside);
  renameSync(from, to);
  rmSync(aside, { recursive: true, force: true });
}

/**
 * Builds the web app when its build is missing, incomplete or older than its sources
 * (webBuildIsStale). `dist` is the build's folder (default `apps/web/dist`; `npm start` passes
 * `WEB_DIST` when set). Several starts in one checkout may call this at once (docs/decisions/0048):
 * under the lock file `<dist>.lock` (build-lock.mjs) the build is checked again, made into a
 * temporary sibling folder `<dist>.build-<pid>` (and its `-ssr`), checked complete, and renamed
 * into place — so `dist` only ever holds a whole build, and the others wait and then find it
 * fresh. A failed build leaves the previous one in place. Resolves to the build's exit code (0
 * when nothing was needed).
 */
export async function buildWebIfStale(root, dist = join(root, 'apps/web/dist'), runner = run) {
  if (!webBuildIsStale(root, dist)) return 0;
  mkdirSync(dirname(dist), { recursive: true });
  const release = await acquireLock(`${dist}.lock`, {
    onWait: (owner) =>
      console.log(
        `Another start${owner.pid ? ` (pid ${owner.pid})` : ''} is building the web app into ${dist}; waiting for it…`,
      ),
  });
  try {
    if (!webBuildIsStale(root, dist)) return 0;
    // Leftovers of a build that was killed: nobody else builds here while we hold the lock.
    const prefix = `${basename(dist)}.`;
    for (const name of readdirSync(dirname(dist))) {
      if (name.startsWith(`${prefix}build-`) || name.startsWith(`${prefix}old-`))
        rmSync(join(dirname(dist), name), { recursive: true, force: true });
    }
    const temp = `${dist}.build-${process.pid}`;
    console.log('Building the web app…');
    const code = await runner('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', temp], {
      cwd: root,
    });
    const complete = code === 0 && webBuildIsComplete(temp);
    if (complete) {
      replaceFolder(`${temp}-ssr`, `${dist}-ssr`, `${dist}.old-${process.pid}-ssr`);
      replaceFolder(temp, dist, `${dist}.old-${process.pid}`);
    }
    rmSync(temp, { recursive: true, force: true });
    rmSync(`${temp}-ssr`, { recursive: true, force: true });
    if (code === 0 && !complete) {
      console.error('The web build finished without a complete index.html and page renderer.');
      return 1;
    }
    return code;
  } finally {
    release();
  }
}
