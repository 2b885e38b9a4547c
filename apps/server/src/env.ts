import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  GAME_FOLDER_DEFAULT,
  GAME_PACKAGE_DEFAULT,
  gameFolderSchema,
  gamePackageSchema,
} from '@synthhub/shared/device/device-config';
import { z } from 'zod';
import { readSignInSettings, type SignInProviderSettings } from './lib/sign-in-settings.ts';
import { readRateLimitSettings, type RateLimitSettings } from './lib/http/rate-limits.ts';
import { readMailSettings, type MailSettings } from './lib/mail/mail-settings.ts';
import { readExternalSettings, type ExternalSettings } from './modules/external/index.ts';
import { readStorageSettings, type StorageSettings } from './lib/storage/storage-settings.ts';
import { readRedisSettings, type RedisSettings } from './lib/redis/redis-settings.ts';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';
import type { WriteQueueLimits } from './plugins/write-queue.ts';
import { UPLOADS_MAX_PER_USER_DEFAULT, UPLOADS_MAX_TOTAL_DEFAULT } from './lib/uploads/upload-slots.ts';

const here = dirname(fileURLToPath(import.meta.url));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Root of everything the server writes: `db/` (PGlite) and `files/` (local storage). */
  DATA_DIR: z.string().default('./data'),
  /** `postgres://…` selects node-postgres; unset selects PGlite in `DATA_DIR/db`. */
  DATABASE_URL: z.string().optional(),
  /** HMAC secret for access tokens; generated once into `DATA_DIR/jwt-secret` when unset. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Password for AES-encrypted `beatmap.meta.bin` entries (formats.md §1.2); none is shipped. */
  SYNTH_META_KEY: z.string().optional(),
  /** Folder of the built web app; the server serves it with an SPA fallback. */
  WEB_DIST: z.string().default(resolve(here, '../../web/dist')),
  /** Create demo users and beatmaps when the database is empty ("false" disables). */
  DEMO_CONTENT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  DEMO_BEATMAPS: z.coerce.number().int().min(0).default(300),
  /**
   * The demo admin's password when the first start creates that account, instead of a random one
   * (the end-to-end server sets it to act as an admin; docs/decisions/0028). At least 12 characters.
   */
  DEMO_ADMIN_PASSWORD: z.string().min(12, 'DEMO_ADMIN_PASSWORD must be at least 12 characters').optional(),
  /** How many demo playlists, stages and avatars the first start creates (scripts/demo/demo-seed.ts). */
  DEMO_PLAYLISTS: z.coerce.number().int().min(0).default(24),
  DEMO_STAGES: z.coerce.number().int().min(0).default(24),
  DEMO_AVATARS: z.coerce.number().int().min(0).default(24),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Public origin of absolute links: mailed reset links, the device-code verification_uri, sign-in
   * callbacks, signed upload URLs. Unset: links point at this machine, never at a request's Host
   * (lib/http/link-origin.ts; docs/decisions/0048).
   */
  PUBLIC_URL: z.string().url().optional(),
  /** List endpoints answer a bare array (not the envelope) when no page/limit/offset is given (formats.md §6.1). */
  LIST_BARE_ARRAY_WITHOUT_PAGING: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * `off` turns every read model off (the in-memory search and name indexes; docs/decisions/0049):
   * PostgreSQL answers every list. Default `on`.
   */
  MEMORY_INDEXES: z.enum(['on', 'off']).default('on'),
  /** How long anonymous list answers are reused, in ms; 0 turns the list cache off (docs/decisions/0005). */
  LIST_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
  /** Memory the list cache may use, in MiB. */
  LIST_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** The game's content folder on the Quest and under the PC install dir (GET /api/device/config). */
  GAME_FOLDER: gameFolderSchema.default(GAME_FOLDER_DEFAULT),
  /** The game's Android package; names the legacy Quest folder (GET /api/device/config). */
  GAME_PACKAGE: gamePackageSchema.default(GAME_PACKAGE_DEFAULT),
  /** Minutes between sweeps of unreferenced stored files (lib/storage/sweep.ts); 0 turns them off. */
  STORAGE_SWEEP_INTERVAL_MIN: z.coerce
    .number()
    .int()
    .min(0)
    .max(35_000) // setInterval's limit is 2^31 - 1 ms, about 35,791 minutes
    .default(360),
  /**
   * Seconds between the overall ranking's snapshots (docs/decisions/0054 "Snapshots"); a day by
   * default. A shorter period only rewrites today's snapshot more often (the end-to-end tests
   * use it to see a new player's history without waiting a day); 0 turns the job off.
   */
  RANK_SNAPSHOT_INTERVAL_S: z.coerce.number().int().min(0).max(2_000_000).default(86_400),
  /**
   * Proxies whose `X-Forwarded-For` names the client (rate limits key on it): unset/false trusts
   * nobody; `true`, or comma-separated addresses/CIDRs (lib/trust-proxy.ts).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Uploads one user may have in progress at once; more answer 429 (lib/uploads/upload-slots.ts). */
  UPLOADS_MAX_PER_USER: z.coerce.number().int().min(1).max(1000).default(UPLOADS_MAX_PER_USER_DEFAULT),
  /**
   * Test only (the crash test, test/upload-crash.test.ts): ms a beatmap upload waits after storing
   * its files and before writing its rows, so a test can kill the server mid-processing. Unset: 0.
   */
  UPLOAD_TEST_PAUSE_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  /** How often the job worker looks for due jobs, in ms (lib/jobs/job-queue.ts; docs/decisions/0012). */
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
  /**
   * How often an open change-feed event stream (`GET /api/changes` as Server-Sent Events) looks
   * for new changes, in ms (modules/changes; docs/decisions/0035).
   */
  CHANGES_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
  /**
   * Test only (test/durable-side-effects.test.ts): ms the job worker waits after the start before
   * it runs any job, so a test can kill the server with jobs queued. Unset: 0.
   */
  JOBS_TEST_PAUSE_MS: z.coerce.number().int().min(0).max(3_600_000).default(0),
  /**
   * When set, `GET /metrics` answers only `Authorization: Bearer <METRICS_TOKEN>` (plugins/operations.ts);
   * unset, it is open, for a scraper on a private network (docs/operations.md).
   */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /**
   * How long a stopping server waits for requests in flight (uploads included) before it exits
   * anyway, in ms (server.ts; docs/operations.md).
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /**
   * How long a client may take to send a request's headers, in ms; past it the server answers 408
   * and closes the socket (docs/decisions/0047).
   */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  /**
   * How long a client may take to send a whole request (headers and body), in ms; past it 408 and
   * the socket closed. 300 s lets a 100 MB upload arrive at 350 kB/s (docs/decisions/0047).
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
  /**
   * Write requests (POST/PUT/PATCH/DELETE under /api, uploads apart) run at once; 0 turns the write
   * queue off. Default 2 on PGlite, 10 (the pool) on PostgreSQL (plugins/write-queue.ts; decision 0047).
   */
  WRITE_CONCURRENCY: z.coerce.number().int().min(0).max(10_000).optional(),
  /** Write requests that may wait for a place; more answer 503. Default 16 on PGlite, 200 on PostgreSQL. */
  WRITE_QUEUE_MAX: z.coerce.number().int().min(0).max(100_000).optional(),
  /**
   * Write requests that may start per second (a token bucket of one second's worth); more answer
   * 503 on arrival. Default 8 on PGlite (its measured ceiling, docs/scaling-out.md), 0 (no bound)
   * on PostgreSQL.
   */
  WRITE_RATE_PER_S: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /**
   * Write requests arriving while the event loop has run this many ms late within the last second
   * answer 503 (the server is behind: requests wait unread in their sockets); 0 turns it off.
   */
  WRITE_SHED_LAG_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  /** How long a write request may wait for a place, in ms, before it answers 503. */
  WRITE_QUEUE_WAIT_MS: z.coerce.number().int().min(1).max(600_000).default(3000),
  /** Change-feed event streams one client address may hold open; more answer 429 (decision 0047). */
  CHANGES_STREAMS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(4),
  /** Change-feed event streams this process holds open in total; more answer 503 (decision 0047). */
  CHANGES_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Notification streams one account may hold open; more answer 429 (decision 0047). */
  NOTIFICATION_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
  /** Uploads the server takes at once from everyone; more answer 429. */
  UPLOADS_MAX_TOTAL: z.coerce.number().int().min(1).max(10_000).default(UPLOADS_MAX_TOTAL_DEFAULT),
});

/** The server's configuration, read from the environment (docs/configuration.md). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  synthMetaKey: string | undefined;
  webDist: string;
  demoContent: boolean;
  demoBeatmaps: number;
  /** DEMO_ADMIN_PASSWORD: the demo admin's password instead of a random one (e2e only), or undefined. */
  demoAdminPassword?: string;
  /** Demo playlists, stages and avatars of the first start (DEMO_PLAYLISTS, DEMO_STAGES, DEMO_AVATARS). */
  demoPlaylists: number;
  demoStages: number;
  demoAvatars: number;
  logLevel: string;
  publicUrl: string | undefined;
  /** Old-client mode of list endpoints: a bare array without paging parameters (formats.md §6.1). */
  listBareArrayWithoutPaging?: boolean;
  /** MEMORY_INDEXES: whether the read models answer lists from memory (docs/decisions/0049). */
  memoryIndexes: boolean;
  /** How long anonymous list answers are reused, in ms (0: off); see plugins/list-cache.ts. */
  listCacheTtlMs: number;
  /** Memory bound of the list cache, in bytes. */
  listCacheMaxBytes: number;
  /** The game's content folder name (`/sdcard/{game folder}`, spec §9); served by GET /api/device/config. */
  gameFolder: string;
  /** The game's Android package (legacy folder `/sdcard/Android/data/{package}/files`, spec §9). */
  gamePackage: string;
  /** Minutes between sweeps of unreferenced files in the server process (0: off); see server.ts. */
  storageSweepIntervalMin: number;
  /** Seconds between the overall ranking's snapshots (0: off; RANK_SNAPSHOT_INTERVAL_S). */
  rankSnapshotIntervalS: number;
  /** How often the job worker polls, in ms (JOBS_POLL_MS). */
  jobsPollMs: number;
  /** How often an open change-feed event stream polls `item_changes`, in ms (CHANGES_POLL_MS). */
  changesPollMs: number;
  /** Test only: ms between heartbeats on the change-feed event stream (default 25 s; docs/decisions/0035). */
  changesHeartbeatMs?: number;
  /** Test hook: ms before the job worker starts (JOBS_TEST_PAUSE_MS). */
  jobsTestPauseMs: number;
  /** The bearer token `GET /metrics` requires (METRICS_TOKEN); undefined: open. */
  metricsToken: string | undefined;
  /** How long a stop waits for requests in flight, in ms (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /**
   * Fastify's `trustProxy`: whose `X-Forwarded-For` sets `request.ip`, which the per-IP sign-in
   * limit keys on. Default false: trusting every client would let anyone pick their address.
   */
  trustProxy: TrustProxy;
  /** Uploads in progress allowed per user (429 beyond); see lib/uploads/upload-slots.ts. */
  uploadsMaxPerUser: number;
  /** Uploads in progress allowed in total (429 beyond). */
  uploadsMaxTotal: number;
  /** How long a client may take to send a request's headers, in ms (HEADERS_TIMEOUT_MS; 408 past it). */
  headersTimeoutMs: number;
  /** How long a client may take to send a whole request, in ms (REQUEST_TIMEOUT_MS; 408 past it). */
  requestTimeoutMs: number;
  /** Test only: ms between the HTTP server's checks of those two time-outs (default 1000). */
  timeoutCheckMs?: number;
  /**
   * The write queue's bounds (WRITE_CONCURRENCY, WRITE_QUEUE_MAX, WRITE_QUEUE_WAIT_MS;
   * plugins/write-queue.ts, docs/decisions/0047); null: off.
   */
  writeQueue: WriteQueueLimits | null;
  /** Change-feed event streams per client address (CHANGES_STREAMS_PER_IP; 429 beyond). */
  changesStreamsPerIp: number;
  /** Change-feed event streams in total in this process (CHANGES_STREAMS_MAX; 503 beyond). */
  changesStreamsMax: number;
  /** Notification streams per account (NOTIFICATION_STREAMS_PER_ACCOUNT; 429 beyond). */
  notificationStreamsPerAccount: number;
  /** Test only: ms between SSE heartbeats on the notification stream (default 25 s; docs/decisions/0017). */
  notificationsHeartbeatMs?: number;
  /** Test only: pause of a beatmap upload between storing files and writing rows, in ms (0: none). */
  uploadTestPauseMs?: number;
  /** Named request limits (RATE_LIMIT_<NAME>_PER_IP / _PER_ACCOUNT); lib/http/rate-limits.ts. */
  rateLimits: RateLimitSettings;
  /** Outgoing mail (SMTP_URL or SMTP_HOST/PORT/USER/PASS, MAIL_FROM); lib/mail/mail-settings.ts. */
  mail: MailSettings;
  /** Overrides of the `.synth` archive limits (tests use small ones); defaults in packages/shared. */
  synthLimits?: { maxInflatedBytes?: number; maxEntries?: number };
  /** Overrides of the `.stagepkg` limits in bytes/entries (tests use small ones); defaults in packages/shared. */
  stagepkgLimits?: { maxBytes?: number; maxInflatedBytes?: number; maxEntries?: number };
  /** Third-party sign-in providers with settings (lib/sign-in-settings.ts; docs/configuration.md "Sign-in providers"). */
  signInProviders: SignInProviderSettings;
  /** The outside services of spec §7 External (modules/external/external-settings.ts). */
  external: ExternalSettings;
  /**
   * Where stored files live (design.md §2 Storage): `STORAGE=local` (default, `DATA_DIR/files`) or
   * `s3` with S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
   * S3_FORCE_PATH_STYLE, S3_PUBLIC_URL (lib/storage/storage-settings.ts; docs/scaling-out.md).
   */
  storage: StorageSettings;
  /**
   * Redis shared by the site's instances (REDIS_URL, REDIS_KEY_PREFIX; lib/redis/redis-settings.ts;
   * docs/decisions/0036); undefined: this process keeps its counters, caches and streams to itself.
   */
  redis?: RedisSettings | undefined;
}

/**
 * Reads and validates the environment into a Config. Creates `DATA_DIR` and, when `JWT_SECRET` is
 * unset, a random secret kept in `DATA_DIR/jwt-secret` so sessions survive restarts.
 * Throws a ZodError naming each invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.parse(env);
  const dataDir = resolve(overrides.dataDir ?? parsed.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    jwtSecret: overrides.jwtSecret ?? parsed.JWT_SECRET ?? persistentSecret(join(dataDir, 'jwt-secret')),
    synthMetaKey: parsed.SYNTH_META_KEY,
    webDist: parsed.WEB_DIST,
    demoContent: parsed.DEMO_CONTENT,
    demoBeatmaps: parsed.DEMO_BEATMAPS,
    demoAdminPassword: parsed.DEMO_ADMIN_PASSWORD,
    demoPlaylists: parsed.DEMO_PLAYLISTS,
    demoStages: parsed.DEMO_STAGES,
    demoAvatars: parsed.DEMO_AVATARS,
    logLevel: parsed.LOG_LEVEL,
    publicUrl: parsed.PUBLIC_URL,
    listBareArrayWithoutPaging: parsed.LIST_BARE_ARRAY_WITHOUT_PAGING,
    memoryIndexes: parsed.MEMORY_INDEXES === 'on',
    listCacheTtlMs: parsed.LIST_CACHE_TTL_MS,
    listCacheMaxBytes: parsed.LIST_CACHE_MAX_MB * 2 ** 20,
    gameFolder: parsed.GAME_FOLDER,
    gamePackage: parsed.GAME_PACKAGE,
    storageSweepIntervalMin: parsed.STORAGE_SWEEP_INTERVAL_MIN,
    rankSnapshotIntervalS: parsed.RANK_SNAPSHOT_INTERVAL_S,
    jobsPollMs: parsed.JOBS_POLL_MS,
    changesPollMs: parsed.CHANGES_POLL_MS,
    jobsTestPauseMs: parsed.JOBS_TEST_PAUSE_MS,
    metricsToken: parsed.METRICS_TOKEN,
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS,
    trustProxy: parsed.TRUST_PROXY,
    uploadsMaxPerUser: parsed.UPLOADS_MAX_PER_USER,
    uploadsMaxTotal: parsed.UPLOADS_MAX_TOTAL,
    headersTimeoutMs: parsed.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: parsed.REQUEST_TIMEOUT_MS,
    writeQueue: writeQueueLimits(parsed),
    changesStreamsPerIp: parsed.CHANGES_STREAMS_PER_IP,
    changesStreamsMax: parsed.CHANGES_STREAMS_MAX,
    notificationStreamsPerAccount: parsed.NOTIFICATION_STREAMS_PER_ACCOUNT,
    uploadTestPauseMs: parsed.UPLOAD_TEST_PAUSE_MS,
    signInProviders: readSignInSettings(env),
    rateLimits: readRateLimitSettings(env),
    mail: readMailSettings(env),
    external: readExternalSettings(env),
    storage: readStorageSettings(env),
    redis: readRedisSettings(env),
    ...overrides,
  };
}

/**
 * The write queue's bounds from WRITE_* (docs/decisions/0047): PGlite runs one statement at a time,
 * so 2 writes run at once and 16 wait (16 × the 110–210 ms a write takes there stays within the
 * 3 s wait) and 8 start a second (the 110–210 ms a write took under load); PostgreSQL's pool of 10 runs 10 and 200 wait, no rate bound.
 * WRITE_CONCURRENCY=0: no queue.
 */
function writeQueueLimits(parsed: z.infer<typeof envSchema>): WriteQueueLimits | null {
  const pglite = !parsed.DATABASE_URL;
  const concurrency = parsed.WRITE_CONCURRENCY ?? (pglite ? 2 : 10);
  if (concurrency === 0) return null;
  return {
    concurrency,
    maxQueued: parsed.WRITE_QUEUE_MAX ?? (pglite ? 16 : 200),
    maxWaitMs: parsed.WRITE_QUEUE_WAIT_MS,
    ratePerS: parsed.WRITE_RATE_PER_S ?? (pglite ? 8 : 0),
    shedLagMs: parsed.WRITE_SHED_LAG_MS,
  };
}

function persistentSecret(path: string): string {
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dirname(path), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
