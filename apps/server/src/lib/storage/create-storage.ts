import { join } from 'node:path';
import type { Config } from '../../env.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/**
 * The storage the configuration names (design.md §2 "Storage"; `STORAGE`, env.ts): the local disk
 * under `DATA_DIR/files`, or an S3-compatible bucket (lib/storage/storage-settings.ts). Used by
 * server.ts and the scripts that touch stored files (seed, storage:sweep), so they all see the same
 * files. Makes no request: call `S3Storage.check` to find out whether the bucket answers.
 */
export function createStorage(config: Pick<Config, 'dataDir' | 'storage'>): Storage {
  if (config.storage.kind === 's3') return new S3Storage(config.storage.s3);
  return new LocalStorage(join(config.dataDir, 'files'));
}

/** Closes what a storage holds open (an S3 client's connections); nothing for the local disk. */
export function closeStorage(storage: Storage): void {
  if (storage instanceof S3Storage) storage.destroy();
}
