import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * The catalogue list endpoints whose anonymous answers are cached: the @nestjsx/crud grammar
 * resources (formats.md §6.1), which community tools and the global search call the most, and the
 * mods list (its own query, packages/shared `modListQuerySchema`). The mod index is not cached
 * here: it answers its own strong ETag, and clients revalidate it (304).
 */
export const CACHED_LIST_PATHS: readonly string[] = [
  '/api/beatmaps',
  '/api/playlists',
  '/api/models/stages',
  '/api/models/avatars',
  '/api/mods',
  '/api/user',
  '/api/leaderboard-profiles',
  '/api/mappers',
];

/**
 * The item pages cached the same way: `GET /api/beatmaps/{id}`, `/api/playlists/{id}`,
 * `/api/models/stages/{id}`, `/api/models/avatars/{id}`, `/api/mods/{id}` (by id) — the detail pages, read at every visit —
 * and their covers (`…/{id}/cover`, answered from memory when small, lib/http/send-stored-file.ts),
 * which otherwise cost a database query each.
 */
export const CACHED_DETAIL_PATH =
  /^\/api\/(?:beatmaps|playlists|models\/stages|models\/avatars|mods)\/\d+(?:\/cover)?$/;

/** The answer headers kept with a cached answer and sent again with it. */
const KEPT_HEADERS = ['content-type', 'etag', 'cache-control', 'accept-ranges'] as const;

/** Options of {@link registerListCache}. */
export interface ListCacheOptions {
  /** How long an answer may be reused, in ms; 0 turns the cache off. */
  ttlMs: number;
  /** Upper bound of the cached answers' total size, in bytes (least recently used go first). */
  maxBytes: number;
  /** Paths (without query) whose GETs are cached; default {@link CACHED_LIST_PATHS}. */
  paths?: readonly string[];
}

/** The fan-out channel on which a write tells every instance to clear its list cache (lib/redis/fanout.ts). */
export const LIST_CACHE_CLEAR_CHANNEL = 'list-cache:clear';

interface Entry {
  payload: string | Buffer;
  headers: [string, string][];
  generation: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The list-cache key of this request, when its answer may be stored. */
    listCacheKey?: string;
    /** The cache generation when this request arrived: its answer is stored under it. */
    listCacheGeneration?: number;
  }
}

/**
 * The query cache of the list endpoints (formats.md §6.1 `cache`; docs/decisions/0005) and of
 * the item pages ({@link CACHED_DETAIL_PATH}): an anonymous GET of a cached path with the same query as one answered less than `ttlMs` ago gets
 * that answer again (header `x-cache: HIT`; with its content type, ETag and cache-control) without touching the
 * database; conditional and range requests always take the route. Exactness where it
 * matters: any successful non-GET `/api` request (upload, edit, delete…) but a vote starts a new
 * generation, at once on this process and, through `app.fanout` (Redis pub/sub when `REDIS_URL` is
 * set; docs/decisions/0036), on every other instance within the pub/sub delay (about a millisecond),
 * so no instance serves an answer older than a write it has heard of; an answer computed while a
 * write landed is stored under the generation its request began in, so it is never reused. Votes,
 * download counters and writes sent while Redis was unreachable show within `ttlMs`. `cache=0` skips
 * the lookup and stores the fresh answer (the @nestjsx/crud "reset"). Requests with an
 * `Authorization` header are never cached (drafts and owner views differ per user).
 */
export function registerListCache(app: FastifyInstance, options: ListCacheOptions): void {
  if (options.ttlMs <= 0) return;
  const paths = new Set(options.paths ?? CACHED_LIST_PATHS);
  const cache = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry, key) => entry.payload.length + key.length + 64,
    ttl: options.ttlMs,
  });
  let generation = 0;
  app.fanout.subscribe(LIST_CACHE_CLEAR_CHANNEL, () => {
    generation++;
    cache.clear();
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || request.headers.authorization) return;
    const key = cacheKey(request.url, paths);
    if (!key) return;
    request.listCacheKey = key.key;
    request.listCacheGeneration = generation;
    // Conditional and partial requests take the route, which answers 304 and 206.
    const h = request.headers;
    if (key.reset || h['if-none-match'] || h.range || h['if-range']) return;
    const hit = cache.get(key.key);
    if (!hit || hit.generation !== generation) return;
    request.listCacheKey = undefined;
    for (const [name, value] of hit.headers) reply.header(name, value);
    reply.header('x-cache', 'HIT');
    return reply.send(hit.payload);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.listCacheKey;
    if (!key || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const headers: [string, string][] = [];
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers.push([name, String(value)]);
    }
    cache.set(key, { payload, headers, generation: request.listCacheGeneration ?? generation });
    reply.header('x-cache', 'MISS');
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    // Votes only move counts: the voter reads signed in (never cached) and gets the counts in the
    // vote's answer; anonymous visitors see them within the TTL. Clearing on every vote would
    // leave the cache empty under steady voting (docs/performance.md "Load test").
    if (request.routeOptions.url?.endsWith('/vote')) return;
    // Clears this process's cache before the promise returns (local handlers run in publish).
    if (reply.statusCode < 400 && request.url.startsWith('/api/'))
      void app.fanout.publish(LIST_CACHE_CLEAR_CHANNEL, null);
  });
}

/**
 * The cache key of a request URL: the path and its query parameters in their order, without
 * `cache`; null when the path is neither in `paths` nor an item page ({@link CACHED_DETAIL_PATH}). `reset` when the query has `cache=0`.
 */
export function cacheKey(url: string, paths: ReadonlySet<string>): { key: string; reset: boolean } | null {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const normalized = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (!paths.has(normalized) && !CACHED_DETAIL_PATH.test(normalized)) return null;
  const params = new URLSearchParams(q === -1 ? '' : url.slice(q + 1));
  const reset = params.getAll('cache').some((v) => v === '0' || v === 'false');
  params.delete('cache');
  const rest = params.toString();
  return { key: rest ? `${normalized}?${rest}` : normalized, reset };
}
