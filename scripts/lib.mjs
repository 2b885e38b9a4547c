import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Runs a command with inherited output; resolves to its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Newest modification time (ms) of the given files and of any file below the given folders, skipping node_modules and dist. */
export function newestMtime(dirs) {
  let newest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    // A file given directly (apps/web/index.html) counts by its own time.
    if (!statSync(dir).isDirectory()) {
      newest = Math.max(newest, statSync(dir).mtimeMs);
      return;
    }
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      const path = join(dir, name);
      const s = statSync(path);
      if (s.isDirectory()) walk(path);
      else newest = Math.max(newest, s.mtimeMs);
    }
  };
  dirs.forEach(walk);
  return newest;
}

/** Builds the web app when apps/web/dist is missing or older than its sources. Returns the exit code. */
export async function buildWebIfStale(root) {
  const index = join(root, 'apps/web/dist/index.html');
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/public',
    'packages/shared/src',
  ].map((p) => join(root, p));
  if (existsSync(index) && statSync(index).mtimeMs >= newestMtime(sources)) return 0;
  console.log('Building the web app…');
  return run('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root });
}
