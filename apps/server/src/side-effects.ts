import type { FastifyInstance } from 'fastify';
import { COVER_SIZES_JOB } from './lib/covers.ts';
import { coverSizesJob } from './lib/cover-sizes-job.ts';
import { STORAGE_SWEEP_JOB, storageSweepJob } from './lib/storage/sweep-job.ts';
import { ITEM_DOWNLOAD_JOB, itemDownloadJob } from './modules/downloads/index.ts';
import { registerNotifications } from './modules/notifications/index.ts';
import { createMailer } from './lib/mail/mailer.ts';
import { REGISTRATION_ATTEMPT_MAIL_JOB, registrationAttemptMailJob } from './modules/auth/index.ts';
import { PASSWORD_RESET_MAIL_JOB, passwordResetMailJob } from './modules/password-reset/index.ts';
import { registerScoreJobs } from './modules/scores/index.ts';
import { registerChangesJobs } from './modules/changes/index.ts';
import { ITEMS_PURGE_JOB, purgeDeletedItems } from './modules/items/index.ts';
import { modStore } from './modules/mods/index.ts';
import { beatmapStore } from './modules/beatmaps/index.ts';
import { playlistStore } from './modules/playlists/index.ts';
import { avatarStore } from './modules/avatars/index.ts';
import { stageStore } from './modules/stages/index.ts';
import { z } from 'zod';

/**
 * The one place where domain events meet their subscribers and job kinds their handlers
 * (docs/decisions/0012; design.md §7 "jobs and side effects"):
 * - `item.downloaded` → an `item-download` job (counted in batches, exactly once);
 * - `cover-sizes` jobs, queued by an upload's commit (lib/covers.ts `storeCover`), make the
 *   150/250/500 px covers;
 * - the recurring `storage-sweep` job (scheduled by server.ts);
 * - notifications: `vote.cast`, `item.published`, `item.deleted` and `user.followed` → notify jobs,
 *   and the stream hub (modules/notifications/notification-sources.ts; docs/decisions/0017).
 * - `password-reset-mail` jobs, queued by `POST /api/auth/forgot-password`, mail the reset link.
 * - `registration-attempt-mail` jobs, queued by a registration with a taken e-mail, tell the owner
 *   (modules/auth; docs/decisions/0048).
 * - `leaderboard-ranks` jobs, queued by `POST /api/scores`, rank a board and queue `rankings`
 *   recounts and an `overall-rankings` rebuild; the `rank-snapshot` task (daily, scheduled by
 *   server.ts) keeps the day's rank history (modules/scores; docs/decisions/0019, 0054).
 * - the recurring `items-purge` job (scheduled by server.ts) removes items soft-deleted more than
 *   30 days ago (modules/items; docs/decisions/0030).
 * - the recurring `changes-compact` job (scheduled by server.ts) removes the change-feed rows a
 *   later change of the same item supersedes (modules/changes; docs/decisions/0035).
 */
export function registerSideEffects(app: FastifyInstance): void {
  app.jobs.defineBatch(ITEM_DOWNLOAD_JOB, itemDownloadJob);
  app.jobs.defineTask(COVER_SIZES_JOB, coverSizesJob(app));
  app.jobs.defineTask(STORAGE_SWEEP_JOB, storageSweepJob(app));
  const mailer = createMailer(app.config.mail, app.log);
  app.addHook('onClose', async () => mailer.close());
  app.jobs.defineTask(PASSWORD_RESET_MAIL_JOB, passwordResetMailJob({ db: app.db, mailer }));
  app.jobs.defineTask(REGISTRATION_ATTEMPT_MAIL_JOB, registrationAttemptMailJob({ db: app.db, mailer }));
  app.events.on('item.downloaded', (download) => app.jobs.enqueue(ITEM_DOWNLOAD_JOB, download));
  registerNotifications(app);
  registerScoreJobs(app);
  registerChangesJobs(app);
  const stores = [beatmapStore, playlistStore, avatarStore, stageStore, modStore];
  app.jobs.defineTask(ITEMS_PURGE_JOB, {
    schema: z.object({}),
    run: async () => void (await purgeDeletedItems(app, stores)),
  });
}
