// Unit tests of the `npm start` helpers on a temporary tree laid out like the repository.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildWebIfStale, newestMtime, webBuildIsStale } from './lib.mjs';

let root;
/** Writes a file under `root` with the given modification time (s since the epoch). */
const file = (path, mtimeS) => {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, path);
  utimesSync(full, mtimeS, mtimeS);
  return full;
};
const recorder = () => {
  const calls = [];
  const runner = async (cmd, args, options) => {
    calls.push({ cmd, args, cwd: options.cwd });
    return 0;
  };
  return { calls, runner };
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'synthhub-lib-'));
  // The web sources as in a checkout: folders and single files (index.html, vite.config.ts).
  file('apps/web/src/main.tsx', 1000);
  file('apps/web/index.html', 1200);
  file('apps/web/vite.config.ts', 1100);
  file('apps/web/public/favicon.svg', 900);
  file('packages/shared/src/index.ts', 1050);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('newestMtime', () => {
  it('counts a path that is a file itself (no ENOTDIR) beside folders', () => {
    expect(newestMtime([join(root, 'apps/web/src'), join(root, 'apps/web/index.html')])).toBe(1_200_000);
  });

  it('skips node_modules, dist and dot-names, and counts a missing path as 0', () => {
    file('apps/web/src/node_modules/x.js', 5000);
    file('apps/web/src/dist/x.js', 5000);
    file('apps/web/src/.cache/x', 5000);
    expect(newestMtime([join(root, 'apps/web/src'), join(root, 'nope')])).toBe(1_000_000);
    expect(newestMtime([join(root, 'nope')])).toBe(0);
  });
});

describe('buildWebIfStale', () => {
  it('does not build when apps/web/dist and its server renderer are newer than every source (the second `npm start`)', async () => {
    file('apps/web/dist/index.html', 2000);
    file('apps/web/dist-ssr/entry-server.js', 2000);
    const { calls, runner } = recorder();
    await expect(buildWebIfStale(root, undefined, runner)).resolves.toBe(0);
    expect(calls).toEqual([]);
  });

  it('builds when the server renderer (docs/decisions/0029) is missing or older than the sources', async () => {
    file('apps/web/dist/index.html', 2000);
    expect(webBuildIsStale(root, join(root, 'apps/web/dist'))).toBe(true);
    file('apps/web/dist-ssr/entry-server.js', 900);
    expect(webBuildIsStale(root, join(root, 'apps/web/dist'))).toBe(true);
    file('apps/web/dist-ssr/entry-server.js', 2000);
    expect(webBuildIsStale(root, join(root, 'apps/web/dist'))).toBe(false);
  });

  it('builds when a source file (here index.html) is newer than the build', async () => {
    file('apps/web/dist/index.html', 2000);
    file('apps/web/index.html', 3000);
    const { calls, runner } = recorder();
    await buildWebIfStale(root, undefined, runner);
    // Into a temporary sibling, renamed into place once complete (docs/decisions/0048).
    const temp = join(root, `apps/web/dist.build-${process.pid}`);
    expect(calls).toEqual([
      { cmd: 'npm', args: ['run', 'build', '-w', 'apps/web', '--', '--outDir', temp], cwd: root },
    ]);
  });

  it('builds when there is no build yet', async () => {
    const { calls, runner } = recorder();
    await buildWebIfStale(root, undefined, runner);
    expect(calls).toHaveLength(1);
  });

  it('checks and builds another folder (WEB_DIST) through a temporary sibling', async () => {
    const dist = join(root, 'elsewhere');
    expect(webBuildIsStale(root, dist)).toBe(true);
    const { calls, runner } = recorder();
    await buildWebIfStale(root, dist, runner);
    expect(calls[0].args).toEqual([
      'run',
      'build',
      '-w',
      'apps/web',
      '--',
      '--outDir',
      `${dist}.build-${process.pid}`,
    ]);
    file('elsewhere/index.html', 2000);
    file('elsewhere-ssr/entry-server.js', 2000);
    expect(webBuildIsStale(root, dist)).toBe(false);
  });
});
