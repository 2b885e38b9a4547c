import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of its own on the test PostgreSQL server: its URL, and how to drop it. */
export interface ScratchDatabase {
  url: string;
  /** Drops the database; `force` ends connections still open (a killed server's). */
  drop(options?: { force?: boolean }): Promise<void>;
}

/**
 * Creates a new database named `<prefix>_<pid>_<random>` on the PostgreSQL server of `serverUrl`
 * (TEST_DATABASE_URL), so parallel tests never share one: empty, or a copy of the database
 * `template` (`CREATE DATABASE … TEMPLATE`, a file copy that takes ~0.1 s where migrating anew
 * takes seconds; the template must have no open connection). Throws what `pg` throws.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop({ force = false } = {}) {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        if (force) await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        else
          // pool.end() resolves before its sockets close; a plain DROP waits (up to 5 s) for them to
          // go, where FORCE would kill them mid-close and surface as uncaught errors.
          await dropper
            .query(`DROP DATABASE IF EXISTS ${name}`)
            .catch(() => dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      } finally {
        await dropper.end();
      }
    },
  };
}
