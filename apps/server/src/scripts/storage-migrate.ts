import { parseArgs } from 'node:util';
import { join, resolve } from 'node:path';
import { loadConfig } from '../env.ts';
import { LocalStorage } from '../lib/storage/local-storage.ts';
import { BucketUnavailable, S3Storage } from '../lib/storage/s3-storage.ts';
import { migrateStorage } from '../lib/storage/storage-migrate.ts';
import { runScript } from './script-db.ts';

/**
 * `npm run storage:migrate [-- --from <dir>] [--replace-mismatched]`: copies every file of the
 * local store (`DATA_DIR/files`, or `--from`) into the S3 bucket that STORAGE=s3 and the S3_*
 * settings name (lib/storage/storage-migrate.ts), verified by hash, then prints the counts as JSON.
 * Resumable: run it again after an interruption and it copies only what is missing. Each object
 * that cannot be verified is printed on stderr and the exit code is 1 (2 for bad settings or a
 * bucket that does not answer);
 * `--replace-mismatched` overwrites bucket objects that differ from the local files. Deletes
 * nothing: after the last run, start the server with STORAGE=s3 (docs/scaling-out.md).
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      'replace-mismatched': { type: 'boolean', default: false },
    },
  });
  const config = loadConfig();
  if (config.storage.kind !== 's3') {
    console.error('Set STORAGE=s3 and the S3_* settings (at least S3_BUCKET): the bucket to copy into.');
    return 2;
  }
  const source = new LocalStorage(values.from ? resolve(values.from) : join(config.dataDir, 'files'));
  const target = new S3Storage(config.storage.s3);
  try {
    await target.check();
    const result = await migrateStorage(source, target, { replaceMismatched: values['replace-mismatched'] });
    for (const { key, problem } of result.mismatches) console.error(`MISMATCH ${key}: ${problem}`);
    const { mismatches, ...counts } = result;
    console.log(
      JSON.stringify(
        { from: source.root, bucket: target.bucket, ...counts, mismatched: mismatches.length },
        null,
        2,
      ),
    );
    return mismatches.length > 0 ? 1 : 0;
  } finally {
    target.destroy();
  }
}

runScript(main, (error) => (error instanceof BucketUnavailable ? 2 : undefined));
