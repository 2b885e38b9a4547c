import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The database name the bench creates on a PostgreSQL server (never the test suite's `test`). */
export const BENCH_DB_NAME = 'synthhub_bench';

/** Where the bench catalogue lives, and how to remove it afterwards. */
export interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  /** `postgres://…/synthhub_bench`, for PostgreSQL. */
  url?: string;
  /** PGlite data folder, for PGlite. */
  pgliteDir?: string;
  /** True when an existing bench database was kept from an earlier run (BENCH_KEEP_DB). */
  reused: boolean;
  /** Drops the database (or deletes the PGlite folder) unless `keep`. */
  dispose(keep: boolean): Promise<void>;
}

async function adminQuery(adminUrl: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Prepares the bench database. With `serverUrl` (BENCH_DATABASE_URL or DATABASE_URL: any database
 * on the server, used only to connect) it (re)creates `synthhub_bench` on that PostgreSQL server —
 * or keeps an existing one when `reuse` (BENCH_KEEP_DB=true from an earlier run) — and answers its
 * URL (`name`: another database, e.g. the load test's); without, a fresh PGlite folder under the system temp directory. Throws when the server
 * cannot be reached.
 */
export async function prepareBenchDatabase(
  serverUrl: string | undefined,
  reuse: boolean,
  name: string = BENCH_DB_NAME,
): Promise<BenchDatabase> {
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'synthhub-bench-'));
    return {
      kind: 'pglite',
      pgliteDir: join(dir, 'db'),
      reused: false,
      dispose: async (keep) => {
        if (!keep) rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const exists =
    (await adminQuery(serverUrl, `select 1 from pg_database where datname = '${name}'`)).rowCount === 1;
  if (!(reuse && exists)) {
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    await adminQuery(serverUrl, `create database ${name}`);
  }
  return {
    kind: 'postgres',
    url: url.toString(),
    reused: reuse && exists,
    dispose: async (keep) => {
      if (!keep) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
