// Several `npm start` in one checkout building the web app at once (docs/decisions/0048): the
// build folder must only ever hold a whole build, and a build missing a file is not fresh. The
// Vite build is stubbed by a runner that writes a build slowly, file by file, as Vite does.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildWebIfStale, webBuildIsStale } from './lib.mjs';

let root;
const write = (path, text, mtimeS) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  if (mtimeS) utimesSync(path, mtimeS, mtimeS);
};
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A stand-in for `npm run build -w apps/web [-- --outDir <dir>]`: empties the folder (Vite's
 * emptyOutDir), writes 20 hashed assets a few ms apart, then the index.html naming them, and the
 * page renderer into `<dir>-ssr`. Counts its runs in `builds`.
 */
function slowBuilder() {
  const builder = { builds: 0 };
  builder.runner = async (_cmd, args) => {
    builder.builds++;
    const at = args.indexOf('--outDir');
    const outDir = at >= 0 ? args[at + 1] : join(root, 'apps/web/dist');
    const tag = Math.random().toString(36).slice(2, 8);
    rmSync(outDir, { recursive: true, force: true });
    rmSync(`${outDir}-ssr`, { recursive: true, force: true });
    const assets = [];
    for (let i = 0; i < 20; i++) {
      const name = `assets/chunk${i}-${tag}.js`;
      write(join(outDir, name), `export const n = ${i};`);
      assets.push(name);
      await pause(2);
    }
    write(
      join(outDir, 'index.html'),
      `<!doctype html><link rel="icon" href="/favicon.svg">` +
        assets.map((a) => `<script type="module" src="/${a}"></script>`).join(''),
    );
    write(join(outDir, 'favicon.svg'), '<svg/>');
    write(join(`${outDir}-ssr`, 'entry-server.js'), 'export {};');
    return 0;
  };
  return builder;
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'synthhub-web-build-'));
  write(join(root, 'apps/web/src/main.tsx'), 'main', 1000);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('concurrent builds into one folder', () => {
  it('leave one complete build, made once, and nothing else beside it', async () => {
    const dist = join(root, 'apps/web/dist');
    const builder = slowBuilder();
    const codes = await Promise.all([0, 1, 2].map(() => buildWebIfStale(root, dist, builder.runner)));
    expect(codes).toEqual([0, 0, 0]);
    expect(webBuildIsStale(root, dist)).toBe(false);
    expect(readdirSync(join(dist, 'assets'))).toHaveLength(20);
    expect(builder.builds).toBe(1);
    expect(readdirSync(join(root, 'apps/web')).sort()).toEqual(['dist', 'dist-ssr', 'src']);
  });

  it('a failed build leaves the previous build in place', async () => {
    const dist = join(root, 'web');
    await buildWebIfStale(root, dist, slowBuilder().runner);
    write(join(root, 'apps/web/src/main.tsx'), 'changed');
    const failing = async (_cmd, args) => {
      write(join(args[args.indexOf('--outDir') + 1], 'assets/half.js'), '');
      return 1;
    };
    expect(await buildWebIfStale(root, dist, failing)).toBe(1);
    expect(readdirSync(join(dist, 'assets'))).toHaveLength(20);
    expect(readdirSync(root).sort()).toEqual(['apps', 'web', 'web-ssr']);
  });

  it('takes over the lock of a start that died', async () => {
    const dist = join(root, 'web');
    write(
      `${dist}.lock`,
      JSON.stringify({ pid: 2 ** 22 + 12345, host: (await import('node:os')).hostname() }),
    );
    expect(await buildWebIfStale(root, dist, slowBuilder().runner)).toBe(0);
    expect(existsSync(`${dist}.lock`)).toBe(false);
    expect(webBuildIsStale(root, dist)).toBe(false);
  });
});

describe('freshness', () => {
  it('builds into a WEB_DIST whose parent folder does not exist yet', async () => {
    const dist = join(root, 'not/yet/web');
    expect(await buildWebIfStale(root, dist, slowBuilder().runner)).toBe(0);
    expect(webBuildIsStale(root, dist)).toBe(false);
  });

  it('a build whose index.html names a missing file is not fresh', async () => {
    const dist = join(root, 'web');
    await buildWebIfStale(root, dist, slowBuilder().runner);
    expect(webBuildIsStale(root, dist)).toBe(false);
    const [first] = readdirSync(join(dist, 'assets'));
    rmSync(join(dist, 'assets', first));
    expect(webBuildIsStale(root, dist)).toBe(true);
  });
});
