import { buildApp } from './app.ts';
import { openDb, pgliteDirOf } from './db/client.ts';
import { loadConfig } from './env.ts';
import { DataDirBusy, lockDataDir } from './lib/data-dir-lock.ts';
import { createStorage } from './lib/storage/create-storage.ts';
import { LocalStorage } from './lib/storage/local-storage.ts';
import { BucketUnavailable, S3Storage } from './lib/storage/s3-storage.ts';
import { STORAGE_SWEEP_JOB } from './lib/storage/sweep-job.ts';
import { NOTIFICATIONS_PRUNE_EVERY_MS, NOTIFICATIONS_PRUNE_JOB } from './modules/notifications/index.ts';
import { ITEMS_PURGE_EVERY_MS, ITEMS_PURGE_JOB } from './modules/items/index.ts';
import { CHANGES_COMPACT_EVERY_MS, CHANGES_COMPACT_JOB } from './modules/changes/index.ts';
import { clearTempDir, uploadTempDir } from './lib/uploads/temp-files.ts';
import { publicUrlWarning } from './lib/http/link-origin.ts';
import { nodeFlagsInEffect } from './lib/node-flags.ts';
import { RANK_SNAPSHOT_JOB, enqueueMissingSnapshot } from './modules/scores/index.ts';
import { seedDemoContent } from './scripts/demo/demo-seed.ts';

/**
 * Starts Synthhub: reads the environment, takes the data folder's lock (embedded database only; it
 * waits up to 60 s for a previous server to finish closing), opens the database (applying migrations), deletes the
 * temporary files of uploads a killed server left (DATA_DIR/tmp/uploads, files/.incoming), opens the
 * storage STORAGE names (checking that an S3 bucket answers), seeds
 * demo content on an empty database (or finishes what an interrupted start began), listens on PORT,
 * then schedules the sweep of unreferenced stored files every STORAGE_SWEEP_INTERVAL_MIN minutes
 * (a recurring job; the job worker runs with the app, docs/decisions/0012). Closes cleanly
 * on SIGINT/SIGTERM, during seeding too (items under way finish; the next start resumes), and when
 * the `npm start` script that spawned it dies (its IPC channel closes): requests in flight finish
 * first, for at most SHUTDOWN_TIMEOUT_MS (docs/operations.md).
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
  const storage = createStorage(config);
  // A bucket that does not answer stops the start with a message naming it (STORAGE=s3).
  if (storage instanceof S3Storage) await storage.check();
  // Temporary files of uploads and writes a killed server left unfinished (docs/decisions/0007);
  // S3 writes are single requests, which leave nothing half-written behind.
  const cleared =
    (await clearTempDir(uploadTempDir(config.dataDir))) +
    (storage instanceof LocalStorage ? await storage.clearIncoming() : 0);
  const app = await buildApp({ config, db, storage });
  // Which Node flags reached the server: none unless SERVER_NODE_FLAGS or NODE_OPTIONS gave some
  // (docs/decisions/0050).
  app.log.info(nodeFlagsInEffect(), 'node flags in effect');
  // Without PUBLIC_URL, links point at this machine only (lib/http/link-origin.ts; docs/decisions/0048).
  const noPublicUrl = publicUrlWarning(config);
  if (noPublicUrl) app.log.warn(noPublicUrl);
  if (cleared > 0) app.log.info({ cleared }, 'removed temporary files of unfinished uploads');
  let closing = false;
  const seeding = new AbortController();
  let seeded: Promise<unknown> = Promise.resolve();
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Requests in flight (uploads included) finish first: Fastify's close stops accepting, answers
    // new requests on open connections 503, and waits for the rest. Past SHUTDOWN_TIMEOUT_MS the
    // process exits anyway; an upload cut then leaves nothing half-stored (docs/decisions/0007).
    const forced = setTimeout(() => {
      app.log.warn(
        { timeoutMs: config.shutdownTimeoutMs },
        'requests still in flight at the shutdown timeout; exiting',
      );
      process.exit(1);
    }, config.shutdownTimeoutMs);
    forced.unref();
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
  // The read models load in the background; lists wait for them only until then (docs/decisions/0039, 0040, 0049).
  if (!closing) {
    void app.readModels.warm((name, error) =>
      app.log.warn({ err: error }, `the read model ${name} did not load; the first list it answers loads it`),
    );
  }
  if (!closing) await app.jobs.schedule(STORAGE_SWEEP_JOB, config.storageSweepIntervalMin * 60_000);
  // Daily: notifications cleared more than 30 days ago are deleted (docs/decisions/0017).
  if (!closing) await app.jobs.schedule(NOTIFICATIONS_PRUNE_JOB, NOTIFICATIONS_PRUNE_EVERY_MS);
  // Daily: items soft-deleted more than 30 days ago are removed for good (docs/decisions/0030).
  if (!closing) await app.jobs.schedule(ITEMS_PURGE_JOB, ITEMS_PURGE_EVERY_MS);
  // Daily: change-feed rows superseded by a later change of the same item go (docs/decisions/0035).
  if (!closing) await app.jobs.schedule(CHANGES_COMPACT_JOB, CHANGES_COMPACT_EVERY_MS);
  // Daily, and now when today's is missing: the overall ranking's snapshot (docs/decisions/0054).
  if (!closing) await app.jobs.schedule(RANK_SNAPSHOT_JOB, config.rankSnapshotIntervalS * 1000);
  if (!closing) await enqueueMissingSnapshot(app);
}

main().catch((error) => {
  // A busy data folder or an unusable bucket is an expected refusal: its message says what to do,
  // a stack trace would not.
  console.error(error instanceof DataDirBusy || error instanceof BucketUnavailable ? error.message : error);
  process.exit(1);
});
