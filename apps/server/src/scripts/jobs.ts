import { parseArgs } from 'node:util';
import { loadConfig } from '../env.ts';
import { jobStatusByKind, retryFailedJobs } from '../lib/jobs/job-status.ts';
import { formatJobReport } from './jobs-report.ts';
import { openScriptDb, runScript } from './script-db.ts';

const USAGE = [
  'Usage: npm run jobs                          (the job queue, one line per kind)',
  '       npm run jobs -- --json                (the same as JSON)',
  '       npm run jobs -- --retry-failed [kind] (put given-up jobs back in the queue)',
].join('\n');

/**
 * `npm run jobs`: the state of the background job queue (docs/decisions/0012) of the site's
 * database (DATABASE_URL, else the embedded one in DATA_DIR; a running server holds the embedded
 * one: its `/metrics` shows the same figures, synthhub_jobs_*). `--retry-failed [kind]` requeues
 * the jobs that gave up. Exit code 0; 1 when the database cannot be opened; 2 on bad arguments.
 */
async function main(): Promise<number> {
  let values: { json?: boolean; 'retry-failed'?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      allowPositionals: true,
      options: { json: { type: 'boolean' }, 'retry-failed': { type: 'boolean' } },
    }));
  } catch {
    console.error(USAGE);
    return 2;
  }
  if (positionals.length > (values['retry-failed'] ? 1 : 0)) {
    console.error(USAGE);
    return 2;
  }
  // The JWT secret is not needed here; the override keeps loadConfig from writing one.
  const config = loadConfig(process.env, { jwtSecret: 'unused-by-the-jobs-command-unused-unused-00' });
  const opened = await openScriptDb(config);
  if ('message' in opened) {
    console.error(`${opened.message}\nA running server shows the queue at /metrics (synthhub_jobs_*).`);
    return 1;
  }
  try {
    const db = opened.handle.db;
    if (values['retry-failed']) {
      const kind = positionals[0];
      const n = await retryFailedJobs(db, kind);
      console.log(`${n} failed job(s)${kind ? ` of kind ${kind}` : ''} put back in the queue.`);
    }
    const rows = await jobStatusByKind(db);
    console.log(values.json ? JSON.stringify(rows, null, 2) : formatJobReport(rows));
    return 0;
  } finally {
    await opened.close();
  }
}

runScript(main);
