import { readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Types worth compressing (text); images, fonts and source maps are left as they are. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.txt', '.svg']);
/** Below this size (bytes) a compressed form is not worth its header (as plugins/web-files.ts). */
const MIN_BYTES = 1024;

/**
 * Vite plugin (build only): writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9)
 * beside every emitted text file of at least 1 kB whose compressed form is smaller
 * (docs/decisions/0025). The server (apps/server/src/plugins/web-files.ts) sends them as they are,
 * so no visitor waits for — and no server spends CPU on — the slowest compression after a deploy.
 * node:zlib does it: no plugin dependency for a dozen lines.
 */
export function precompress(): Plugin {
  return {
    name: 'synthhub-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const names = Object.keys(bundle).filter((name) => COMPRESSIBLE.has(extname(name)));
      await Promise.all(
        names.map(async (name) => {
          const path = join(dir, name);
          const body = await readFile(path);
          if (body.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
            }),
            gzipAsync(body, { level: 9 }),
          ]);
          if (br.length < body.length) await writeFile(`${path}.br`, br);
          if (gz.length < body.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}
