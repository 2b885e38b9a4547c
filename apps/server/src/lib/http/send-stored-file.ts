import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { errorBody } from '../../plugins/error-handler.ts';
import type { Storage } from '../storage/storage.ts';
import { ifNoneMatchHit } from './etag.ts';

/** Stored files up to this size (bytes) are kept in memory once read: covers, most playlists. */
export const SMALL_FILE_BYTES = 512 * 1024;
/** Upper bound (bytes) of the small files kept in memory per storage. */
export const SMALL_FILES_MAX_BYTES = 64 * 2 ** 20;

const smallFiles = new WeakMap<Storage, LRUCache<string, Buffer>>();

function smallFileCache(storage: Storage): LRUCache<string, Buffer> {
  let cache = smallFiles.get(storage);
  if (!cache) {
    cache = new LRUCache<string, Buffer>({
      maxSize: SMALL_FILES_MAX_BYTES,
      sizeCalculation: (b) => b.length + 64,
    });
    smallFiles.set(storage, cache);
  }
  return cache;
}

/**
 * Puts `bytes` in the small-file memory under `key`, as if read from `storage`: for bytes made
 * for a content key not stored yet (a cover size made on the fly, lib/http/cover-on-the-fly.ts).
 * A {@link sendStoredFile} of `key` called right after (no `await` between) answers them.
 */
export function rememberSmallFile(storage: Storage, key: string, bytes: Buffer): void {
  smallFileCache(storage).set(key, bytes);
}

/**
 * The bytes of a stored file of at most {@link SMALL_FILE_BYTES}, from memory after its first read,
 * or its size alone when it is larger; null when it is missing. Keys are content hashes
 * (lib/storage/content-key.ts), so the bytes under a key never change and need no invalidation;
 * a key no row references is never asked for. Saves the stat, open, reads and close — each a trip
 * through libuv's thread pool and a turn of the event loop — of every cover request.
 */
async function lookUp(storage: Storage, key: string): Promise<{ size: number; bytes?: Buffer } | null> {
  const cache = smallFileCache(storage);
  const hit = cache.get(key);
  if (hit) return { size: hit.length, bytes: hit };
  const stat = await storage.stat(key);
  if (!stat) return null;
  if (stat.size > SMALL_FILE_BYTES) return { size: stat.size };
  const read = await storage.read(key);
  if (!read) return null;
  const bytes = Buffer.from(read.buffer, read.byteOffset, read.byteLength);
  cache.set(key, bytes);
  return { size: bytes.length, bytes };
}

/** How a stored file should be answered. */
export interface SendFileOptions {
  key: string;
  contentType: string;
  /** When set, the response is an attachment with this file name (quoted, plus `filename*`). */
  downloadName?: string;
  /** `Cache-Control` value; default `public, max-age=0, must-revalidate`. */
  cacheControl?: string;
  /**
   * Called just before a whole body (not a 304, a range or a HEAD) is sent — where downloads are
   * counted, so the count is started before the client can see the end of the response.
   */
  onFullBody?: () => void;
}

/** Builds `attachment; filename="…"; filename*=UTF-8''…` (design.md §2 "Downloads"; formats.md §6.4: the name must be quoted). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Parses a single `Range: bytes=a-b` header against a size. Returns the range, 'unsatisfiable', or
 * null when there is no usable header (multiple ranges are answered whole, as RFC 9110 allows).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, a, b] = m;
  if (a === '' && b === '') return null;
  let start: number;
  let end: number;
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * How long a presigned download URL stays usable, in seconds. The storage checks the signature
 * when a request starts, so a slow download that started in time still finishes.
 */
export const DOWNLOAD_URL_TTL_S = 3600;

/** The strong ETag of a content-addressed key: its hash, quoted. */
function etagOf(key: string): string {
  return `"${key.replace(/^.*\//, '').replace(/\.[^.]*$/, '')}"`;
}

/** Whether the request's `If-None-Match` names `etag` (or `*`); lib/http/etag.ts. */
const notModified = ifNoneMatchHit;

/**
 * Answers a 302 to the storage's own URL of the file when the storage offers one
 * (`Storage.downloadUrl`: S3 — a presigned GET carrying the attachment's Content-Disposition and
 * type, or the S3_PUBLIC_URL address of an inline file), so the bytes do not pass through this
 * server; null when the file is to be sent here instead: a HEAD, an inline file in the small-file
 * memory (it may be a cover size made on the fly, not stored yet), or no URL offered. Still answers 404 for a
 * missing object and 304 for a matching `If-None-Match`. A GET without `Range` counts as a whole
 * body (`onFullBody`). An attachment's redirect is `private, no-store` (its URL expires); an inline
 * file's redirect caches like the file.
 */
async function redirectToStorage(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  options: SendFileOptions,
): Promise<{ fullBody: boolean } | null> {
  if (!storage.downloadUrl || request.method === 'HEAD') return null;
  if (!options.downloadName && smallFileCache(storage).has(options.key)) return null;
  const url = await storage.downloadUrl(options.key, {
    contentType: options.contentType,
    ...(options.downloadName && { contentDisposition: contentDisposition(options.downloadName) }),
    expiresInS: DOWNLOAD_URL_TTL_S,
  });
  if (!url) return null;
  if (!(await storage.stat(options.key))) {
    await reply.status(404).send(errorBody(404, 'The file is missing from storage.'));
    return { fullBody: false };
  }
  const etag = etagOf(options.key);
  const cacheControl = options.downloadName
    ? 'private, no-store'
    : (options.cacheControl ?? 'public, max-age=0, must-revalidate');
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (notModified(request, etag)) {
    await reply.status(304).send();
    return { fullBody: false };
  }
  const fullBody = !request.headers.range;
  if (fullBody) options.onFullBody?.();
  await reply.status(302).header('location', url).send();
  return { fullBody };
}

/**
 * Answers a content-addressed stored file — from memory when it is small (see lookUp), else
 * streamed from storage — with a strong ETag (the key's hash), `If-None-Match` →
 * 304, single `Range` → 206 / 416, and `Accept-Ranges`. Answers 404 in the spec's shape when the
 * object is missing. When the storage has a URL of its own for the file, answers a 302 there
 * instead (see redirectToStorage; the local disk has none, so nothing changes there). Returns
 * whether the whole body is being sent (for download counting).
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  options: SendFileOptions,
): Promise<{ fullBody: boolean }> {
  const redirected = await redirectToStorage(request, reply, storage, options);
  if (redirected) return redirected;
  const stat = await lookUp(storage, options.key);
  if (!stat) {
    await reply.status(404).send(errorBody(404, 'The file is missing from storage.'));
    return { fullBody: false };
  }
  const etag = etagOf(options.key);
  reply.header('etag', etag);
  reply.header('accept-ranges', 'bytes');
  reply.header('cache-control', options.cacheControl ?? 'public, max-age=0, must-revalidate');
  reply.header('content-type', options.contentType);
  if (options.downloadName) reply.header('content-disposition', contentDisposition(options.downloadName));
  if (notModified(request, etag)) {
    await reply.status(304).send();
    return { fullBody: false };
  }
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== etag ? null : parseRange(request.headers.range, stat.size);
  if (range === 'unsatisfiable') {
    reply
      .header('content-range', `bytes */${stat.size}`)
      .removeHeader('content-disposition')
      .type('application/json');
    await reply.status(416).send(errorBody(416, 'The requested range is outside the file.'));
    return { fullBody: false };
  }
  if (range) {
    reply.header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`);
    reply.header('content-length', range.end - range.start + 1);
    const part = stat.bytes?.subarray(range.start, range.end + 1);
    await reply.status(206).send(part ?? (await storage.stream(options.key, range)));
    return { fullBody: false };
  }
  reply.header('content-length', stat.size);
  if (request.method !== 'HEAD') options.onFullBody?.();
  const body = request.method === 'HEAD' ? '' : (stat.bytes ?? (await storage.stream(options.key)));
  await reply.status(200).send(body);
  return { fullBody: request.method !== 'HEAD' };
}
