/**
 * The public entry of the downloads module (docs/decisions/0013): its route `GET /api/downloads`
 * (a user's beatmap download history) and the job that counts downloads (docs/decisions/0012). Files outside `modules/downloads/` import only this file;
 * tests may reach further.
 */
export { downloadsRoutes } from './downloads.routes.ts';
export { ITEM_DOWNLOAD_JOB, itemDownloadJob } from './download-jobs.ts';
