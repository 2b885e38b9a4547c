import type { Readable } from 'node:stream';

/** A byte range, inclusive at both ends, as in an HTTP `Range: bytes=start-end` header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a stored object looks like: its size in bytes and when it was written. */
export interface StoredObject {
  size: number;
  modifiedAt: Date;
}

/**
 * Where Synthhub keeps files (design.md §2 "Storage"). Keys are content-addressed
 * (`synth/ab/<sha256>.synth`), so an object never changes once written.
 */
export interface Storage {
  /**
   * Writes `bytes` under `key` unless it exists. Returns `created: false` when the key was already
   * there (content addressing makes it the same bytes), so a failed upload deletes only what it made.
   */
  put(key: string, bytes: Uint8Array): Promise<{ created: boolean }>;
  /** Reads the whole object, or null when missing. */
  read(key: string): Promise<Uint8Array | null>;
  /** Streams the object (or one range of it); null when missing. */
  stream(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Size and time of the object, or null when missing. */
  stat(key: string): Promise<StoredObject | null>;
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
}
