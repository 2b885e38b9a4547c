import type { Config } from '../../env.ts';
import { uploadTempDir } from './temp-files.ts';
import { UploadSlots } from './upload-slots.ts';
import { UploadWorkers } from './upload-workers.ts';

/**
 * What the upload routes and services share (docs/decisions/0007): the folder of temporary upload
 * files, the caps on uploads in progress, and the parsing workers. One per app (`app.uploads`).
 */
export interface UploadPipeline {
  /** `DATA_DIR/tmp/uploads`: received files and built downloads until their upload ends. */
  tempDir: string;
  slots: UploadSlots;
  workers: UploadWorkers;
  /**
   * Test only: waits `UPLOAD_TEST_PAUSE_MS` (a beatmap upload calls it after storing its files,
   * before writing rows). When the pause is set it first writes {@link UPLOAD_TEST_PAUSE_LINE} to
   * standard output, so a process test can kill the server inside the pause, not after a guess.
   */
  testPause(): Promise<void>;
  /** Stops the workers. */
  close(): Promise<void>;
}

/** The line an upload writes to standard output as its test pause begins (UPLOAD_TEST_PAUSE_MS). */
export const UPLOAD_TEST_PAUSE_LINE = 'upload test pause: files stored, rows not written';

/** Builds the pipeline from the configuration (docs/configuration.md: UPLOADS_MAX_*). */
export function createUploadPipeline(
  config: Pick<Config, 'dataDir' | 'uploadsMaxPerUser' | 'uploadsMaxTotal' | 'uploadTestPauseMs'>,
): UploadPipeline {
  const workers = new UploadWorkers();
  return {
    tempDir: uploadTempDir(config.dataDir),
    slots: new UploadSlots(config.uploadsMaxPerUser, config.uploadsMaxTotal),
    workers,
    testPause: () => {
      if (config.uploadTestPauseMs) process.stdout.write(`${UPLOAD_TEST_PAUSE_LINE}\n`);
      return new Promise((resolve) => setTimeout(resolve, config.uploadTestPauseMs ?? 0));
    },
    close: () => workers.close(),
  };
}
