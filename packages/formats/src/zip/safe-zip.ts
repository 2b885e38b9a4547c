import { ArchiveError } from './archive-error.ts';
import { type ChunkSink, type InflateBudget, inflateEntry, inflateEntryToBytes } from './inflate-entry.ts';
import { readZipDirectory, type ZipEntry } from './zip-directory.ts';

/** Limits applied while reading one archive (all in bytes except `maxEntries`). */
export interface ZipLimits {
  /** Largest archive accepted, in bytes. */
  maxBytes: number;
  /** Most entries (files and folders) accepted. */
  maxEntries: number;
  /** Most bytes all entries together may ACTUALLY inflate to. */
  maxInflatedBytes: number;
}

/**
 * A zip archive held in memory whose directory has been checked (`readZipDirectory`), with one
 * inflation budget shared by every read. Reads are synchronous and run on the caller's thread.
 * Built with `SafeZip.open`; runs in the browser and in Node.
 */
export class SafeZip {
  readonly bytes: Uint8Array;
  readonly entries: readonly ZipEntry[];
  readonly budget: InflateBudget;
  private readonly byName: Map<string, ZipEntry>;
  private readonly done = new Set<ZipEntry>();

  private constructor(bytes: Uint8Array, entries: ZipEntry[], budget: InflateBudget) {
    this.bytes = bytes;
    this.entries = entries;
    this.budget = budget;
    this.byName = new Map(entries.map((e) => [e.name, e]));
  }

  /**
   * Checks the archive size (`TOO_LARGE`), its directory (see `readZipDirectory`) and the sum of
   * the declared inflated sizes (`TOO_LARGE`, an early refusal; actual sizes are checked while
   * inflating). Throws `ArchiveError`.
   */
  static open(bytes: Uint8Array, limits: ZipLimits): SafeZip {
    if (bytes.length > limits.maxBytes) {
      throw new ArchiveError(
        'TOO_LARGE',
        `The file is ${bytes.length} bytes; at most ${limits.maxBytes} are allowed.`,
      );
    }
    const { entries } = readZipDirectory(bytes, { maxEntries: limits.maxEntries });
    const declared = entries.reduce((n, e) => n + e.uncompressedSize, 0);
    if (declared > limits.maxInflatedBytes) {
      throw new ArchiveError(
        'TOO_LARGE',
        `The archive declares ${declared} bytes of content; at most ${limits.maxInflatedBytes} are allowed.`,
      );
    }
    return new SafeZip(bytes, entries, {
      limit: limits.maxInflatedBytes,
      remaining: limits.maxInflatedBytes,
    });
  }

  /** The entry with exactly this name, or undefined. */
  find(name: string): ZipEntry | undefined {
    return this.byName.get(name);
  }

  /** Inflates an unencrypted entry and returns its bytes, charging the budget (errors: `inflateEntry`). */
  read(entry: ZipEntry): Uint8Array {
    const bytes = inflateEntryToBytes(this.bytes, entry, this.budget);
    this.done.add(entry);
    return bytes;
  }

  /** The entry's data exactly as stored in the archive (compressed and/or encrypted); a view, not a copy. */
  raw(entry: ZipEntry): Uint8Array {
    return this.bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  }

  /**
   * Charges `n` bytes produced outside this class (e.g. a decrypted entry) to the budget and marks
   * `entry` as read. Throws `ArchiveError` `TOO_LARGE` when the budget runs out.
   */
  charge(entry: ZipEntry, n: number): void {
    this.budget.remaining -= n;
    this.done.add(entry);
    if (this.budget.remaining < 0) {
      throw new ArchiveError('TOO_LARGE', `The archive inflates to more than ${this.budget.limit} bytes.`);
    }
  }

  /** Marks `entry` as handled without inflating it (e.g. an encrypted entry kept as is); `verifyRest` skips it. */
  skip(entry: ZipEntry): void {
    this.done.add(entry);
  }

  /**
   * Inflates every entry not read yet, so that the whole archive is proven to inflate within the
   * budget and to match its checksums. Data of entries named in `sinks` goes to that sink; the rest
   * is dropped as it comes (memory stays at one chunk). Throws `ArchiveError` as `inflateEntry`,
   * including `ENCRYPTED_ENTRY` for an encrypted entry not read or charged before.
   */
  verifyRest(sinks: ReadonlyMap<string, ChunkSink> = new Map()): void {
    for (const entry of this.entries) {
      if (this.done.has(entry)) continue;
      inflateEntry(this.bytes, entry, this.budget, sinks.get(entry.name) ?? (() => {}));
      this.done.add(entry);
    }
  }
}
