import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
 * Whether the web build in `dist` (absolute) is missing or older than its sources (WEB_SOURCES
 * under `root`): its `index.html` and the server renderer beside it (`<dist>-ssr/entry-server.js`,
 * docs/decisions/0029) are compared with the newest source file.
 */
export function webBuildIsStale(root, dist) {
  const built = [join(dist, 'index.html'), join(`${dist}-ssr`, 'entry-server.js')];
  if (!built.every((f) => existsSync(f))) return true;
  const oldest = Math.min(...built.map((f) => statSync(f).mtimeMs));
  return oldest < newestMtime(WEB_SOURCES.map((p) => join(root, p)));
}

/**
 * Builds the web app when its build is missing or older than its sources. `dist` is the build's
 * folder (default `apps/web/dist`; `npm start` passes `WEB_DIST` when set), built with Vite's
 * `--outDir` when it is elsewhere. Resolves to the build's exit code (0 when nothing was needed).
 */
export async function buildWebIfStale(root, dist = join(root, 'apps/web/dist'), runner = run) {
  if (!webBuildIsStale(root, dist)) return 0;
  console.log('Building the web app…');
  const outDir =
    resolve(dist) === resolve(root, 'apps/web/dist') ? [] : ['--', '--outDir', dist, '--emptyOutDir'];
  return runner('npm', ['run', 'build', '-w', 'apps/web', ...outDir], { cwd: root });
}
