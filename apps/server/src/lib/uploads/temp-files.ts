import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * An upload received into a temporary file (docs/decisions/0007): where it is, the name it was sent
 * with, its size in bytes and the SHA-256 of its bytes (hex), computed while it was written.
 */
export interface StagedFile {
  path: string;
  filename: string;
  size: number;
  sha256: string;
}

/** The folder of uploads being received or processed: `DATA_DIR/tmp/uploads`. */
export function uploadTempDir(dataDir: string): string {
  return join(dataDir, 'tmp', 'uploads');
}

/**
 * A fresh, unused path in `dir` (created if missing) ending in `suffix`: the time in ms and 12
 * random hex digits, so names never collide and an old file's age shows in its name.
 */
export async function newTempPath(dir: string, suffix = '.part'): Promise<string> {
  await mkdir(dir, { recursive: true });
  return join(dir, `${Date.now()}-${randomBytes(6).toString('hex')}${suffix}`);
}

/**
 * Writes `bytes` to a new temporary file in `dir` (flushed to disk) and returns it as a
 * {@link StagedFile} named `filename`: how server-side content (demo beatmaps and avatars) enters
 * the same upload pipeline as a received file. The caller deletes `path` when done.
 */
export async function stageBytes(dir: string, bytes: Uint8Array, filename: string): Promise<StagedFile> {
  const path = await newTempPath(dir);
  const handle = await open(path, 'wx');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(path, { force: true });
    throw error;
  }
  await handle.close();
  return { path, filename, size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * Streams `source` into a new temporary file in `dir`, hashing it (SHA-256) and counting its bytes
 * on the way, flushed to disk before it resolves; returns it as a {@link StagedFile} named
 * `filename`. Over `maxBytes` (when given) it stops reading and throws `tooLarge()`. On any error
 * the temporary file is deleted, once its stream has closed, before the error is rethrown.
 */
export async function streamToTempFile(
  source: Readable,
  dir: string,
  filename: string,
  limit?: { maxBytes: number; tooLarge: () => Error },
): Promise<StagedFile> {
  const path = await newTempPath(dir);
  const staged: StagedFile = { path, filename, size: 0, sha256: '' };
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      staged.size += chunk.byteLength;
      if (limit && staged.size > limit.maxBytes) return done(limit.tooLarge());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  // `flush`: fsync before close, so a committed row never names a file the disk lost.
  const out = createWriteStream(path, { flags: 'wx', flush: true });
  try {
    await pipeline(source, tap, out);
  } catch (error) {
    // The file is opened asynchronously; remove it only once its stream has closed, so no open
    // can still create it after the removal (a `.part` file was once seen left behind by a body
    // cut off under load, in the CI run of upload-pipeline.test.ts).
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await removeTemp(path);
    throw error;
  }
  staged.sha256 = hash.digest('hex');
  return staged;
}

/** Deletes a temporary file; no error when it is already gone. */
export async function removeTemp(path: string): Promise<void> {
  await rm(path, { force: true });
}

/**
 * Deletes everything in `dir` (left by a server that was killed mid-upload) and returns how many
 * entries it removed; a missing `dir` is 0. Run at start, before the server accepts uploads: it
 * assumes no other server process shares the data folder's uploads (docs/configuration.md).
 */
export async function clearTempDir(dir: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  await Promise.all(names.map((name) => rm(join(dir, name), { recursive: true, force: true })));
  return names.length;
}
