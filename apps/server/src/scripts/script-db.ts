import { existsSync } from 'node:fs';
import { type DbHandle, openDb, pgliteDirOf } from '../db/client.ts';
import type { Config } from '../env.ts';
import { DataDirBusy, lockDataDir } from '../lib/data-dir-lock.ts';

/** The site's database opened by a command-line script, and how to let go of it. */
export interface ScriptDb {
  handle: DbHandle;
  /** Closes the database and releases the data folder's lock. */
  close(): Promise<void>;
}

/**
 * Opens the site's database for a maintenance command (`npm run admin`, `npm run jobs`):
 * DATABASE_URL when set, else the embedded PGlite database in `DATA_DIR/db`, which one process
 * opens at a time, so the data folder's lock is taken without waiting (lib/data-dir-lock.ts).
 * Returns a message instead when there is no embedded database there or a running server holds it
 * (the caller prints it and exits 1).
 */
export async function openScriptDb(config: Config): Promise<ScriptDb | { message: string }> {
  const pgliteDir = pgliteDirOf(config.dataDir);
  if (!config.databaseUrl && !existsSync(pgliteDir))
    return { message: `No database in ${pgliteDir}: set DATA_DIR (or DATABASE_URL) to the site's.` };
  let release = async () => {};
  if (!config.databaseUrl) {
    try {
      release = await lockDataDir(config.dataDir, { waitMs: 0 });
    } catch (error) {
      if (!(error instanceof DataDirBusy)) throw error;
      return { message: error.message };
    }
  }
  const handle = await openDb({ databaseUrl: config.databaseUrl, pgliteDir });
  return {
    handle,
    async close() {
      await handle.close();
      await release();
    },
  };
}

/**
 * Runs a command-line script's `main` and exits the process with the code it answers. A thrown
 * error is printed and exits 1 — or, when `refusal(error)` answers a code, only its message is
 * printed (an expected refusal, not a bug) and the process exits with that code.
 */
export function runScript(
  main: () => Promise<number>,
  refusal?: (error: unknown) => number | undefined,
): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const code = refusal?.(error);
      console.error(code === undefined ? error : (error as Error).message);
      process.exit(code ?? 1);
    },
  );
}
