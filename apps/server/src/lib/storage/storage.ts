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

/** One stored object as {@link Storage.list} yields it: its key, size in bytes and last write time. */
export interface ListedObject extends StoredObject {
  key: string;
}

/** What {@link Storage.downloadUrl} needs to know about the response the URL must give. */
export interface DownloadUrlOptions {
  /** The `Content-Type` the file is answered with (e.g. `application/octet-stream`). */
  contentType: string;
  /** The `Content-Disposition` header value of an attachment (send-stored-file.ts); unset: inline. */
  contentDisposition?: string;
  /** How long a signed URL stays usable, in seconds. */
  expiresInS: number;
}

/**
 * Where Synthhub keeps files (design.md §2 "Storage"). Keys are content-addressed
 * (`synth/ab/<sha256>.synth`), so an object never changes once written.
 */
export interface Storage {
  /**
   * Writes `bytes` under `key` unless it exists. Returns `created: false` when the key was already
   * there (content addressing makes it the same bytes), so a failed upload deletes only what it made.
   * Writing a key that exists refreshes its modification time: the upload is about to reference it
   * again, so the unreferenced-file sweep (sweep.ts) must see it as young and leave it alone.
   */
  put(key: string, bytes: Uint8Array): Promise<{ created: boolean }>;
  /**
   * Like {@link put}, with the bytes of the file at `path` (a finished upload's temporary file),
   * without reading it into memory. The file at `path` is left in place (the caller deletes it).
   */
  putFile(key: string, path: string): Promise<{ created: boolean }>;
  /** Reads the whole object, or null when missing. */
  read(key: string): Promise<Uint8Array | null>;
  /** Streams the object (or one range of it); null when missing. */
  stream(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Size and time of the object, or null when missing. */
  stat(key: string): Promise<StoredObject | null>;
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /**
   * Every stored object (`key`, `size` in bytes, `modifiedAt`), in no promised order, read lazily
   * while iterating; objects written or deleted meanwhile may or may not appear. Half-written
   * objects (an adapter's temporary files) are never listed. Used by the sweep of unreferenced files.
   */
  list(): AsyncIterable<ListedObject>;
  /**
   * Optional: a URL on the storage itself that answers the object as `options` say (a presigned GET,
   * or a CDN URL for inline files), or null when the server should stream it. Storages without it
   * (the local disk) are always streamed by the server (lib/http/send-stored-file.ts).
   */
  downloadUrl?(key: string, options: DownloadUrlOptions): Promise<string | null>;
  /**
   * Optional: a URL accepting one client `PUT` of the object `key` for `expiresInS` seconds, so the
   * bytes go straight to the storage (spec §7 stage upload step 2; lib/storage/signed-upload.ts).
   * Storages without it take the bytes through the server's HMAC-signed upload route.
   */
  signedPutUrl?(key: string, expiresInS: number): Promise<string>;
  /**
   * Optional: throws when the storage cannot take writes now (the local folder is missing or
   * read-only; the bucket does not answer), with a message naming the setting. `/readyz` calls it
   * (plugins/operations.ts).
   */
  check?(): Promise<void>;
}
