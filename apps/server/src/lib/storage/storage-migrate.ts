import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import type { LocalStorage } from './local-storage.ts';
import { isMissing } from './s3-objects.ts';
import type { S3Storage } from './s3-storage.ts';

/** What went wrong with one object: its key and a sentence saying what. */
export interface MigrateProblem {
  key: string;
  problem: string;
}

/**
 * What a migration did, in objects unless named otherwise: `scanned` local objects, `copied` into
 * the bucket (and verified), `skipped` because the bucket already held the same bytes, `replaced`
 * objects that differed and were overwritten (`replaceMismatched`), `bytesCopied` in bytes, and
 * `mismatches`: objects that could not be verified (a local file that does not match its
 * content-addressed key, a bucket object that differs and was kept, a copy that reads back wrong).
 */
export interface MigrateResult {
  scanned: number;
  copied: number;
  skipped: number;
  replaced: number;
  bytesCopied: number;
  mismatches: MigrateProblem[];
}

/** Options: `replaceMismatched` overwrites bucket objects that differ; `concurrency` (default 4). */
export interface MigrateOptions {
  replaceMismatched?: boolean;
  concurrency?: number;
}

/** The SHA-256 and MD5 (hex) and size in bytes of a stream. */
async function digest(stream: Readable): Promise<{ sha256: string; md5: string; size: number }> {
  const sha = createHash('sha256');
  const md5 = createHash('md5');
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    sha.update(chunk);
    md5.update(chunk);
    size += chunk.length;
  }
  return { sha256: sha.digest('hex'), md5: md5.digest('hex'), size };
}

/**
 * The SHA-256 a content-addressed key names (`<kind>/<2 hex>/<sha256>.<ext>`, content-key.ts
 * `contentKey`), or null for other keys (derived files, pending uploads).
 */
export function hashOfContentKey(key: string): string | null {
  const match = /^[^/]+\/([0-9a-f]{2})\/([0-9a-f]{64})\.[^./]+$/.exec(key);
  return match && match[2]!.startsWith(match[1]!) ? match[2]! : null;
}

/**
 * Whether the bucket's object `key` holds the bytes of `local`: the same size, and the same MD5
 * when the ETag is one (a single-part upload without KMS encryption), else the same SHA-256 of
 * the object read back. Null when there is no such object.
 */
async function sameInBucket(
  target: S3Storage,
  key: string,
  local: { sha256: string; md5: string; size: number },
): Promise<boolean | null> {
  let head;
  try {
    head = await target.client.send(new HeadObjectCommand({ Bucket: target.bucket, Key: key }));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  if (head.ContentLength !== local.size) return false;
  const etag = head.ETag?.replace(/"/g, '') ?? '';
  if (/^[0-9a-f]{32}$/.test(etag)) return etag === local.md5;
  const out = await target.client.send(new GetObjectCommand({ Bucket: target.bucket, Key: key }));
  return (await digest(out.Body as Readable)).sha256 === local.sha256;
}

/** Delays between read-back checks of a copy, in ms: three tries in all (see readsBackSame). */
const READ_BACK_RETRY_MS = [100, 400];

/**
 * Whether the object just written under `key` reads back as `local` (sameInBucket), asked again
 * after READ_BACK_RETRY_MS when it does not: S3-compatible stores that are not read-after-write
 * consistent, and s3rver in the tests (it answers a PUT before its file is flushed), can show the
 * previous bytes for a moment. False when it still differs after the last try.
 */
async function readsBackSame(
  target: S3Storage,
  key: string,
  local: { sha256: string; md5: string; size: number },
): Promise<boolean> {
  for (const wait of [0, ...READ_BACK_RETRY_MS]) {
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if ((await sameInBucket(target, key, local)) === true) return true;
  }
  return false;
}

/**
 * Copies every object of the local store `source` into the bucket of `target` under the same key
 * (docs/scaling-out.md: `npm run storage:migrate`), verified: each local file is hashed (and
 * checked against its key when the key is content-addressed), and each object in the bucket is
 * compared by size and MD5 (ETag) or SHA-256. Resumable: an object already in the bucket with the
 * same bytes is skipped, so a second run copies nothing. A bucket object that differs is reported
 * and kept, unless `replaceMismatched`. Never deletes anything. Throws what the disk or S3 throws.
 */
export async function migrateStorage(
  source: LocalStorage,
  target: S3Storage,
  options: MigrateOptions = {},
): Promise<MigrateResult> {
  const result: MigrateResult = {
    scanned: 0,
    copied: 0,
    skipped: 0,
    replaced: 0,
    bytesCopied: 0,
    mismatches: [],
  };
  const path = (key: string) => join(source.root, key);
  const migrateOne = async (key: string): Promise<void> => {
    result.scanned++;
    const local = await digest(createReadStream(path(key)));
    const named = hashOfContentKey(key);
    if (named && named !== local.sha256) {
      result.mismatches.push({ key, problem: `the local file's SHA-256 is ${local.sha256}, not its key's` });
      return;
    }
    const there = await sameInBucket(target, key, local);
    if (there === true) {
      result.skipped++;
      return;
    }
    if (there === false && !options.replaceMismatched) {
      result.mismatches.push({ key, problem: 'the bucket holds different bytes under this key (kept)' });
      return;
    }
    // Written as-is (no touch-first `putFile`: a differing object must be overwritten).
    await target.putObjectFromFile(key, path(key));
    if (!(await readsBackSame(target, key, local))) {
      result.mismatches.push({ key, problem: 'the copy in the bucket does not read back the same' });
      return;
    }
    if (there === false) result.replaced++;
    else result.copied++;
    result.bytesCopied += local.size;
  };
  const objects = source.list()[Symbol.asyncIterator]();
  const worker = async () => {
    for (let next = await objects.next(); !next.done; next = await objects.next()) {
      await migrateOne(next.value.key);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return result;
}
