import { join } from 'node:path';
import { buildApp } from './app.ts';
import { openDb, pgliteDirOf } from './db/client.ts';
import { loadConfig } from './env.ts';
import { DataDirBusy, lockDataDir } from './lib/data-dir-lock.ts';
import { LocalStorage } from './lib/storage/local-storage.ts';
import { STORAGE_SWEEP_JOB } from './lib/storage/sweep-job.ts';
import { NOTIFICATIONS_PRUNE_EVERY_MS, NOTIFICATIONS_PRUNE_JOB } from './modules/notifications/index.ts';
import { ITEMS_PURGE_EVERY_MS, ITEMS_PURGE_JOB } from './modules/items/index.ts';
import { clearTempDir, uploadTempDir } from './lib/uploads/temp-files.ts';
import { seedDemoContent } from './scripts/demo/demo-seed.ts';

/**
 * Starts Synthhub: reads the environment, takes the data folder's lock (embedded database only; it
 * waits up to 60 s for a previous server to finish closing), opens the database (applying migrations), deletes the
 * temporary files of uploads a killed server left (DATA_DIR/tmp/uploads, files/.incoming), seeds
 * demo content on an empty database (or finishes what an interrupted start began), listens on PORT,
 * then schedules the sweep of unreferenced stored files every STORAGE_SWEEP_INTERVAL_MIN minutes
 * (a recurring job; the job worker runs with the app, docs/decisions/0012). Closes cleanly
 * on SIGINT/SIGTERM, during seeding too (items under way finish; the next start resumes), and when
 * the `npm start` script that spawned it dies (its IPC channel closes).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // The embedded database is opened by one process at a time: a start right after a stop waits here
  // until the old server has closed it (lib/data-dir-lock.ts).
  const release = config.databaseUrl
    ? async () => {}
    : await lockDataDir(config.dataDir, {
        waitMs: 60_000,
        onWait: (pid) =>
          console.log(`Waiting for the Synthhub process ${pid} using ${config.dataDir} to stop…`),
      });
  const db = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir) });
  const storage = new LocalStorage(join(config.dataDir, 'files'));
  // Temporary files of uploads and writes a killed server left unfinished (docs/decisions/0007).
  const cleared = (await clearTempDir(uploadTempDir(config.dataDir))) + (await storage.clearIncoming());
  const app = await buildApp({ config, db, storage });
  if (cleared > 0) app.log.info({ cleared }, 'removed temporary files of unfinished uploads');
  let closing = false;
  const seeding = new AbortController();
  let seeded: Promise<unknown> = Promise.resolve();
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    seeding.abort();
    await seeded.catch(() => {}); // the database stays open until seeding has settled
    await app.close();
    await db.close();
    await release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  if (process.send) process.on('disconnect', () => void shutdown('parent exited'));
  if (config.demoContent) {
    seeded = seedDemoContent(
      app,
      {
        beatmaps: config.demoBeatmaps,
        playlists: config.demoPlaylists,
        stages: config.demoStages,
        avatars: config.demoAvatars,
      },
      seeding.signal,
    );
    await seeded;
  }
  if (closing) return;
  await app.listen({ port: config.port, host: config.host });
  if (!closing) await app.jobs.schedule(STORAGE_SWEEP_JOB, config.storageSweepIntervalMin * 60_000);
  // Daily: notifications cleared more than 30 days ago are deleted (docs/decisions/0017).
  if (!closing) await app.jobs.schedule(NOTIFICATIONS_PRUNE_JOB, NOTIFICATIONS_PRUNE_EVERY_MS);
  // Daily: items soft-deleted more than 30 days ago are removed for good (docs/decisions/0030).
  if (!closing) await app.jobs.schedule(ITEMS_PURGE_JOB, ITEMS_PURGE_EVERY_MS);
}

main().catch((error) => {
  // A busy data folder is an expected refusal: its message says what to do, a stack trace would not.
  console.error(error instanceof DataDirBusy ? error.message : error);
  process.exit(1);
});
