import { parseArgs } from 'node:util';
import { openDb, pgliteDirOf } from '../db/client.ts';
import { loadConfig } from '../env.ts';
import { closeStorage, createStorage } from '../lib/storage/create-storage.ts';
import { sweepUnreferencedFiles } from '../lib/storage/sweep.ts';

/**
 * `npm run storage:sweep [-- --dry-run]`: deletes the stored files (under `DATA_DIR/files`, or in the
 * S3 bucket with STORAGE=s3) that no
 * row of the database (DATABASE_URL, else PGlite in `DATA_DIR/db`) references and that are older
 * than one hour (lib/storage/sweep.ts), then prints the result as JSON. `--dry-run` deletes
 * nothing and prints what would go. With the embedded PGlite database, stop the server first: one
 * PGlite folder must not be opened by two processes (the server sweeps itself every
 * STORAGE_SWEEP_INTERVAL_MIN minutes).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } });
  const config = loadConfig();
  const handle = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir) });
  const storage = createStorage(config);
  try {
    const dryRun = values['dry-run'];
    const result = await sweepUnreferencedFiles({ db: handle.db, storage }, { dryRun });
    console.log(JSON.stringify({ dryRun, ...result }, null, 2));
  } finally {
    closeStorage(storage);
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
