import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type DbHandle, openDb } from '../src/db/client.ts';
import { type Config, loadConfig } from '../src/env.ts';
import { createScratchDatabase } from './scratch-database.ts';
import {
  RATE_LIMIT_DEFAULTS,
  RATE_LIMIT_NAMES,
  type RateLimitSettings,
} from '../src/lib/http/rate-limits.ts';
import { LocalStorage } from '../src/lib/storage/local-storage.ts';
import type { Storage } from '../src/lib/storage/storage.ts';

/** A running test app on its own fresh database and storage folder. */
export interface TestApp {
  app: FastifyInstance;
  db: DbHandle;
  storage: LocalStorage;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Opens a fresh, migrated database: a copy of the PGlite template (global-setup.ts), or, when
 * `TEST_DATABASE_URL` is set, a copy of the migrated template database (global-setup.ts) made on
 * that PostgreSQL server and dropped on close.
 */
export async function openTestDb(): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = inject('postgresTemplate');
    const scratch = await createScratchDatabase(url, 'synthhub_test', template || undefined);
    const handle = await openDb({ databaseUrl: scratch.url, migrate: !template });
    return {
      ...handle,
      async close() {
        await handle.close();
        await scratch.drop();
      },
    };
  }
  const template = inject('pgliteTemplate');
  if (!template) return openDb({});
  return openDb({ loadDataDir: new Blob([readFileSync(template)]), migrate: false });
}

/**
 * How a test changes the app beyond its Config: `wrapStorage` puts a wrapper around the local
 * storage, or replaces it (an S3Storage on s3rver, test/s3-test-server.ts; `TestApp.storage` is
 * then the unused local one); `now` replaces the clock of time-window rules (AppDeps.now).
 */
export interface TestAppOptions {
  wrapStorage?: (storage: LocalStorage) => Storage;
  now?: () => Date;
}

/**
 * The production limits (lib/http/rate-limits.ts) with everything but `signIn` raised 1000-fold:
 * suites register many users and upload many files from one address. `signIn` keeps its figures,
 * which its own tests (sign-in-limits.test.ts) check. A limit test passes
 * `{ rateLimits: RATE_LIMIT_DEFAULTS }` or its own figures to see the real behaviour.
 */
export function relaxedRateLimits(): RateLimitSettings {
  const relaxed = structuredClone(RATE_LIMIT_DEFAULTS);
  for (const name of RATE_LIMIT_NAMES) {
    if (name === 'signIn') continue;
    relaxed[name].perIp *= 1000;
    relaxed[name].perAccount *= 1000;
  }
  return relaxed;
}

/** Builds the real app on a fresh database and a temporary data folder (no demo content, no logs). */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'synthhub-test-'));
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      DEMO_CONTENT: 'false',
      LOG_LEVEL: 'silent',
      // MEMORY_INDEXES=off runs the suite with every list answered by PostgreSQL (docs/decisions/0049).
      ...(process.env.MEMORY_INDEXES ? { MEMORY_INDEXES: process.env.MEMORY_INDEXES } : {}),
    },
    {
      jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
      webDist: join(dataDir, 'no-web'),
      // Tests read their own writes made straight to the database: no list cache unless a test asks.
      listCacheTtlMs: 0,
      // Queued jobs run when a test awaits app.jobs.drained(), not at a poll's whim (docs/decisions/0012).
      jobsPollMs: 3_600_000,
      rateLimits: relaxedRateLimits(),
      // The write queue runs (docs/decisions/0047) but never refuses: suites send many writes at
      // once. Its own tests (plugins/write-queue.test.ts) pass small bounds.
      writeQueue: {
        concurrency: process.env.TEST_DATABASE_URL ? 10 : 2,
        maxQueued: 100_000,
        maxWaitMs: 600_000,
      },
      // No test reaches outside services unless it points them at its own server.
      external: {
        modManagerReleasesUrl: null,
        communityWidgetUrl: null,
        communityJoinUrl: null,
        timeoutMs: 1000,
      },
      ...overrides,
    },
  );
  const db = await openTestDb();
  const storage = new LocalStorage(join(dataDir, 'files'));
  const app = await buildApp({
    config,
    db,
    storage: options.wrapStorage ? options.wrapStorage(storage) : storage,
    logger: false,
    // The whole suite checks the fast response writer against zod's (docs/decisions/0038) and
    // every read model's answer against PostgreSQL's (docs/decisions/0049).
    verifyResponseSerializer: true,
    verifyReadModels: true,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    storage,
    dataDir,
    async close() {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every file below a folder (relative paths), for "nothing was stored" assertions. */
export function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, prefix: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path, `${prefix}${name}/`);
      else out.push(`${prefix}${name}`);
    }
  };
  walk(root, '');
  return out;
}
