import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants as zlibConstants, gunzip, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const unbrotli = promisify(brotliDecompress);
const gunzipAsync = promisify(gunzip);

/** One built web file held in memory, with its compressed forms when they are worth sending. */
export interface WebFile {
  body: Buffer;
  /**
   * Brotli (quality 11) and gzip (level 9) forms; absent for small or already-compressed files. Read
   * from the build's `<file>.br` / `<file>.gz` when present and matching, else made here.
   */
  br?: Buffer;
  gzip?: Buffer;
  /** Strong ETag: a hash of the bytes. */
  etag: string;
  contentType: string;
}

interface Entry {
  file: WebFile | null;
  mtimeMs: number;
  size: number;
  /** When the file's time was last compared with the disk (ms since the epoch). */
  checkedAt: number;
}

/** Content types of the files a Vite build writes (anything else is `application/octet-stream`). */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};
// Source maps (.map) are left whole: large, rarely fetched, and brotli 11 on them costs seconds of CPU.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.txt', '.svg']);
/** Below this size (bytes) compression is not worth a header. */
const MIN_COMPRESS_BYTES = 1024;

/** Options of {@link WebFiles}. */
export interface WebFilesOptions {
  /** How long (ms) a file's time on disk is trusted before it is compared again; default 1000. */
  checkIntervalMs?: number;
  /** Upper bound of the bytes held (body + compressed forms), least recently used dropped first; default 64 MiB. */
  maxBytes?: number;
}

/**
 * The built web app's files (`WEB_DIST`) served from memory: each file is read once, hashed for its
 * ETag and compressed once (brotli and gzip, off the event loop), then answered from memory. A file
 * is compared with the disk (one `stat`) at most once per `checkIntervalMs`, so a rebuild while
 * serving (`npm start` rebuilds when sources change; docs/configuration.md) shows within that
 * time without a restart; a file that disappears (a rebuild empties the folder first) keeps being
 * answered from memory until it is written again. Misses are remembered for the same interval, so
 * SPA routes (`/beatmaps/12`) cost no disk access per request. Concurrent requests for a file
 * being read share one read.
 */
export class WebFiles {
  private readonly entries: LRUCache<string, Entry>;
  private readonly loading = new Map<string, Promise<Entry>>();
  private readonly checkIntervalMs: number;
  private buildFolders: { names: Set<string>; checkedAt: number } | null = null;

  constructor(
    readonly root: string,
    options: WebFilesOptions = {},
  ) {
    this.checkIntervalMs = options.checkIntervalMs ?? 1000;
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes ?? 64 * 2 ** 20,
      sizeCalculation: (e, key) =>
        key.length +
        64 +
        (e.file ? e.file.body.length + (e.file.br?.length ?? 0) + (e.file.gzip?.length ?? 0) : 0),
    });
  }

  /**
   * The file at URL path `urlPath` (e.g. `/assets/index-1a2b.js`; query excluded), or null when
   * there is no such file, the path is not a plain file below the root, or it cannot be decoded.
   */
  async get(urlPath: string): Promise<WebFile | null> {
    const rel = safeRelative(urlPath);
    if (rel === null) return null;
    const known = this.entries.get(rel);
    if (known && Date.now() - known.checkedAt < this.checkIntervalMs) return known.file;
    let pending = this.loading.get(rel);
    if (!pending) {
      pending = this.refresh(rel, known).finally(() => this.loading.delete(rel));
      this.loading.set(rel, pending);
    }
    return (await pending).file;
  }

  /**
   * Whether `urlPath` can only name a file of the build, so a miss is a 404 and never the page
   * shell (docs/decisions/0048): a path below `/assets/` or below any other top-level folder of the
   * build (`/icons/`; read from disk at most once per `checkIntervalMs`), or a top-level name with
   * an extension (`/workbox-1a2b.js`) — no client route has one. Deeper names may hold dots
   * (`/profile/john.js` is a user) and stay client routes.
   */
  async isBuildPath(urlPath: string): Promise<boolean> {
    const segments = urlPath.split('/').filter((s) => s !== '');
    const first = segments[0];
    if (first === undefined) return false;
    if (segments.length === 1 && !urlPath.endsWith('/')) return /\.[A-Za-z0-9]+$/.test(first);
    if (first === 'assets') return true;
    const now = Date.now();
    if (!this.buildFolders || now - this.buildFolders.checkedAt >= this.checkIntervalMs) {
      const entries = await readdir(this.root, { withFileTypes: true }).catch(() => []);
      this.buildFolders = {
        names: new Set(entries.filter((e) => e.isDirectory()).map((e) => e.name)),
        checkedAt: now,
      };
    }
    return this.buildFolders.names.has(safeRelative(`/${first}`) ?? '');
  }

  private async refresh(rel: string, known: Entry | undefined): Promise<Entry> {
    const path = join(this.root, rel);
    const now = Date.now();
    const info = await stat(path).catch(() => null);
    let entry: Entry;
    if (!info?.isFile()) {
      // Missing (or a folder): keep answering a file we had, e.g. the shell during a rebuild.
      entry = known?.file
        ? { ...known, checkedAt: now }
        : { file: null, mtimeMs: 0, size: 0, checkedAt: now };
    } else if (known?.file && known.mtimeMs === info.mtimeMs && known.size === info.size) {
      entry = { ...known, checkedAt: now };
    } else {
      const body = await readFile(path).catch(() => null);
      entry = body
        ? {
            file: await prepare(body, extname(rel), path),
            mtimeMs: info.mtimeMs,
            size: info.size,
            checkedAt: now,
          }
        : { file: known?.file ?? null, mtimeMs: 0, size: 0, checkedAt: now };
    }
    this.entries.set(rel, entry);
    return entry;
  }
}

/**
 * The compressed form the build wrote beside `path` (`<path>.br` / `<path>.gz`, apps/web/vite-precompress.ts;
 * docs/decisions/0025), or null when there is none or it does not unpack to `body` (a leftover of
 * another build). Unpacking costs about a millisecond; compressing at brotli 11, up to a second.
 */
async function prebuilt(path: string, suffix: '.br' | '.gz', body: Buffer): Promise<Buffer | null> {
  const packed = await readFile(`${path}${suffix}`).catch(() => null);
  if (!packed) return null;
  const unpacked = await (suffix === '.br' ? unbrotli(packed) : gunzipAsync(packed)).catch(() => null);
  return unpacked?.equals(body) ? packed : null;
}

/**
 * A file's ETag, type and compressed forms: the build's precompressed files when they match, else
 * compressed here (on libuv's thread pool).
 */
async function prepare(body: Buffer, ext: string, path: string): Promise<WebFile> {
  const file: WebFile = {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    contentType: TYPES[ext] ?? 'application/octet-stream',
  };
  if (COMPRESSIBLE.has(ext) && body.length >= MIN_COMPRESS_BYTES) {
    const [br, gz] = await Promise.all([
      prebuilt(path, '.br', body).then(
        (ready) =>
          ready ??
          brotli(body, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
      ),
      prebuilt(path, '.gz', body).then((ready) => ready ?? gzipAsync(body, { level: 9 })),
    ]);
    if (br.length < body.length) file.br = br;
    if (gz.length < body.length) file.gzip = gz;
  }
  return file;
}

/**
 * `urlPath` as a relative path below the root (`assets/x.js`), or null when it cannot be decoded,
 * holds a NUL, or climbs out of the root (`..`).
 */
export function safeRelative(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split(/[/\\]/).includes('..')) return null;
  const rel = normalize(decoded).replace(/^[/\\]+/, '');
  if (rel === '' || rel === '.' || rel.startsWith(sep)) return null;
  return rel;
}

/**
 * The encoding to send for an `Accept-Encoding` header: 'br', 'gzip' or null (identity), choosing
 * brotli over gzip when both are accepted (q > 0), as RFC 9110 §12.5.3 allows.
 */
export function pickEncoding(header: string | undefined, file: WebFile): 'br' | 'gzip' | null {
  if (!header || (!file.br && !file.gzip)) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name) accepted.add(name);
  }
  if (file.br && (accepted.has('br') || accepted.has('*'))) return 'br';
  if (file.gzip && (accepted.has('gzip') || accepted.has('*'))) return 'gzip';
  return null;
}
