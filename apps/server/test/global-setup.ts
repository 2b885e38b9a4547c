import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb } from '../src/db/client.ts';
import { createScratchDatabase } from './scratch-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The migrated template database on TEST_DATABASE_URL's server; '' on PGlite. */
    postgresTemplate: string;
  }
}

/**
 * Vitest global setup for the server project: builds one migrated database — a PGlite dump, or a
 * template database on TEST_DATABASE_URL's PostgreSQL server — so every test app starts from a
 * copy (~0.3 s on PGlite, ~0.1 s on PostgreSQL) instead of migrating anew (design.md §7). On
 * PostgreSQL it returns the teardown that drops the template.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    project.provide('pgliteTemplate', '');
    const template = await createScratchDatabase(url, 'synthhub_template');
    const handle = await openDb({ databaseUrl: template.url });
    await handle.close();
    const name = new URL(template.url).pathname.slice(1);
    await untilNoConnection(url, name);
    project.provide('postgresTemplate', name);
    return () => template.drop({ force: true });
  }
  project.provide('postgresTemplate', '');
  const handle = await openDb({});
  // The test databases never create a database, so the cluster's template0 and template1 go:
  // the dump shrinks from 44 to 29 MB and each copy opens in ~0.3 s instead of ~0.45 s (a few
  // hundred copies per run). DROP DATABASE refuses a transaction block, so one statement each.
  for (const name of ['template1', 'template0']) {
    await handle.pglite!.query(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    await handle.pglite!.query(`DROP DATABASE ${name}`);
  }
  await handle.pglite!.query('CHECKPOINT');
  const dump = await handle.pglite!.dumpDataDir('none');
  const path = join(tmpdir(), `synthhub-pglite-template-${process.pid}.tar`);
  writeFileSync(path, new Uint8Array(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', path);
}

/**
 * Waits until no session is connected to database `name` (a pool's end resolves before its
 * sockets close, and `CREATE DATABASE … TEMPLATE` refuses a template with a session). Throws after
 * 10 s.
 */
async function untilNoConnection(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let waited = 0; ; waited += 50) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]!.n === 0) return;
      if (waited >= 10_000) throw new Error(`template database ${name} still has ${rows[0]!.n} sessions`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await client.end();
  }
}
