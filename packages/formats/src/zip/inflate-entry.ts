import { Inflate } from 'fflate';
import { ArchiveError } from './archive-error.ts';
import { concatBytes } from './concat-bytes.ts';
import { crc32 } from './crc32.ts';
import type { ZipEntry } from './zip-directory.ts';

/**
 * What is left of the inflation allowance shared by all entries of one archive, in bytes. Each
 * inflated byte is subtracted; going below zero throws `TOO_LARGE`.
 */
export interface InflateBudget {
  /** The allowance the budget started with, in bytes (for messages). */
  readonly limit: number;
  /** Bytes still allowed. */
  remaining: number;
}

/**
 * Bytes of compressed input fed to the inflater per step. Deflate expands at most ~1032:1, so one
 * step yields at most ~33 MiB before the budget check runs: that bounds the transient memory of a
 * zip bomb. Smaller steps cost time (16 KiB: ~1.6× slower on 20 MB of audio than 32 KiB).
 */
const INPUT_STEP = 32 * 1024;

/** Receives inflated data in order, chunk by chunk. A chunk may be reused only until the call returns. */
export type ChunkSink = (chunk: Uint8Array) => void;

function spend(budget: InflateBudget, n: number, name: string): void {
  budget.remaining -= n;
  if (budget.remaining < 0) {
    throw new ArchiveError(
      'TOO_LARGE',
      `The archive inflates to more than ${budget.limit} bytes (stopped in ${name}); it may be a zip bomb.`,
    );
  }
}

function overrun(entry: ZipEntry, size: number): ArchiveError {
  const more = size > entry.uncompressedSize ? 'at least ' : '';
  return new ArchiveError(
    'CORRUPT_ZIP',
    `The archive is damaged: ${entry.name} inflates to ${more}${size} bytes, not the ${entry.uncompressedSize} it declares.`,
  );
}

/**
 * Inflates one unencrypted entry (method 0 stored or 8 deflate) of `archive`, passing the data to
 * `sink` as it comes and charging every ACTUAL inflated byte to `budget` (declared sizes can lie,
 * so the inflater is stopped as soon as the budget is spent). Afterwards checks that the inflated
 * size and CRC-32 match the central directory (APPNOTE §4.4.7-4.4.9).
 * Throws `ArchiveError`: `TOO_LARGE` when the budget runs out, `CORRUPT_ZIP` on a bad stream, size or
 * CRC, `UNSUPPORTED_ZIP` for other methods, `ENCRYPTED_ENTRY` for encrypted entries.
 */
export function inflateEntry(
  archive: Uint8Array,
  entry: ZipEntry,
  budget: InflateBudget,
  sink: ChunkSink,
): void {
  if (entry.encrypted) {
    throw new ArchiveError(
      'ENCRYPTED_ENTRY',
      `The entry ${entry.name} is encrypted and cannot be read without a key.`,
    );
  }
  const data = archive.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  let size = 0;
  let crc = 0;
  const take = (chunk: Uint8Array): void => {
    if (chunk.length === 0) return;
    spend(budget, chunk.length, entry.name);
    size += chunk.length;
    if (size > entry.uncompressedSize) throw overrun(entry, size);
    crc = crc32(chunk, crc);
    sink(chunk);
  };
  if (entry.method === 0) {
    take(data);
  } else if (entry.method === 8) {
    const inflater = new Inflate((chunk) => take(chunk));
    try {
      if (data.length === 0) inflater.push(data, true);
      for (let at = 0; at < data.length; at += INPUT_STEP) {
        inflater.push(data.subarray(at, at + INPUT_STEP), at + INPUT_STEP >= data.length);
      }
    } catch (error) {
      if (error instanceof ArchiveError) throw error;
      throw new ArchiveError('CORRUPT_ZIP', `The archive is damaged: ${entry.name} cannot be inflated.`, {
        cause: error,
      });
    }
  } else {
    throw new ArchiveError(
      'UNSUPPORTED_ZIP',
      `The entry ${entry.name} uses compression method ${entry.method}; only stored and deflate are supported.`,
    );
  }
  if (size !== entry.uncompressedSize) throw overrun(entry, size);
  if (crc !== entry.crc32) {
    throw new ArchiveError(
      'CORRUPT_ZIP',
      `The archive is damaged: the checksum of ${entry.name} does not match.`,
    );
  }
}

/**
 * Inflates one entry completely and returns its bytes (see `inflateEntry` for the checks, the
 * budget and the errors thrown). Memory: the inflated size, once.
 */
export function inflateEntryToBytes(archive: Uint8Array, entry: ZipEntry, budget: InflateBudget): Uint8Array {
  const chunks: Uint8Array[] = [];
  inflateEntry(archive, entry, budget, (chunk) => chunks.push(chunk));
  if (chunks.length === 1 && entry.method === 8) return chunks[0]!;
  return concatBytes(chunks);
}
