import { createReadStream } from 'node:fs';
import { stat as fileStat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { cacheControlOfKey, contentTypeOfKey, encodeKeyPath, isMissing } from './s3-objects.ts';
import type { S3Settings } from './storage-settings.ts';
import type { ByteRange, DownloadUrlOptions, ListedObject, Storage, StoredObject } from './storage.ts';

/**
 * User metadata (`x-amz-meta-synthhub-touched`, ISO time) that `put` of an existing key writes with
 * a copy of the object onto itself. AWS S3 and MinIO also move `LastModified` on such a copy; some
 * S3-compatible servers (s3rver) do not, so {@link S3Storage.stat} reads the later of the two, and
 * the sweep's check just before a delete (sweep.ts) sees the touch everywhere.
 */
const TOUCHED = 'synthhub-touched';

/** The configured bucket does not answer (S3Storage.check): its message says why and which setting. */
export class BucketUnavailable extends Error {
  override name = 'BucketUnavailable';
}

/** Tuning for tests: how many keys one ListObjectsV2 page asks for (S3's maximum and default: 1000). */
export interface S3StorageOptions {
  listPageSize?: number;
}

/**
 * Storage in an S3-compatible bucket (design.md §2 "Storage"; `STORAGE=s3`), objects under the
 * storage keys as they are. Uploads are single PutObject requests (files are at most 100 MiB, well
 * under S3's 5 GiB single-PUT limit), streamed from disk by `putFile`. Request checksums are sent
 * only when an operation requires them: the SDK's default (CRC32 trailers in aws-chunked bodies) is
 * not understood by every S3-compatible server. Keys must be relative paths without `.`/`..` or
 * empty segments (as on the local disk); others throw.
 */
export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly publicUrl: string | undefined;
  private readonly listPageSize: number;

  constructor(settings: S3Settings, options: S3StorageOptions = {}) {
    this.bucket = settings.bucket;
    this.publicUrl = settings.publicUrl;
    this.listPageSize = options.listPageSize ?? 1000;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint && { endpoint: settings.endpoint }),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId &&
        settings.secretAccessKey && {
          credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        }),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /**
   * Checks that the bucket answers (HeadBucket). Throws {@link BucketUnavailable} saying whether it
   * does not exist (404), refuses the keys (403), or cannot be reached (the cause's message).
   */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      const why =
        status === 404
          ? 'it does not exist (S3_BUCKET)'
          : status === 403
            ? 'access denied (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)'
            : `it cannot be reached (S3_ENDPOINT): ${(error as Error).message}`;
      throw new BucketUnavailable(`The S3 bucket "${this.bucket}" is not usable: ${why}.`, { cause: error });
    }
  }

  /**
   * Writes `bytes` under `key` unless it exists (storage.ts `put`). An existing key is touched
   * instead (see {@link TOUCHED}). Checking first and writing second may race with another upload
   * of the same bytes; both then answer `created: true`, which the reference-safe cleanup of
   * docs/decisions/0007 makes harmless (a failed upload deletes only unreferenced keys, under lock).
   */
  async put(key: string, bytes: Uint8Array): Promise<{ created: boolean }> {
    if (await this.touch(key)) return { created: false };
    await this.putObject(key, bytes, bytes.byteLength);
    return { created: true };
  }

  /** Like {@link put} with the file at `path`, streamed from disk (never read whole into memory). */
  async putFile(key: string, path: string): Promise<{ created: boolean }> {
    if (await this.touch(key)) return { created: false };
    await this.putObjectFromFile(key, path);
    return { created: true };
  }

  /** Writes the file at `path` under `key`, streamed, replacing any object there (storage-migrate.ts). */
  async putObjectFromFile(key: string, path: string): Promise<void> {
    const { size } = await fileStat(path);
    await this.putObject(key, createReadStream(path), size);
  }

  private async putObject(key: string, body: Uint8Array | Readable, size: number): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        Body: body,
        ContentLength: size,
        ContentType: contentTypeOfKey(key),
        CacheControl: cacheControlOfKey(key),
      }),
    );
  }

  /** Copies the object onto itself with fresh metadata; false when it does not exist. */
  private async touch(key: string): Promise<boolean> {
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: checkKey(key),
          CopySource: `${this.bucket}/${encodeKeyPath(key)}`,
          MetadataDirective: 'REPLACE',
          Metadata: { [TOUCHED]: new Date().toISOString() },
          ContentType: contentTypeOfKey(key),
          CacheControl: cacheControlOfKey(key),
        }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async read(key: string): Promise<Uint8Array | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Streams the object, or the bytes `range.start`..`range.end` (inclusive) with an S3 `Range`. */
  async stream(key: string, range?: ByteRange): Promise<Readable | null> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: checkKey(key),
          ...(range && { Range: `bytes=${range.start}-${range.end}` }),
        }),
      );
      return out.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** HeadObject: the size, and the later of `LastModified` and the last touch (see {@link TOUCHED}). */
  async stat(key: string): Promise<StoredObject | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      const modified = out.LastModified?.getTime() ?? 0;
      const touched = Date.parse(out.Metadata?.[TOUCHED] ?? '');
      return {
        size: out.ContentLength ?? 0,
        modifiedAt: new Date(Number.isFinite(touched) ? Math.max(modified, touched) : modified),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  /** Every object of the bucket, one ListObjectsV2 page at a time, fetched as iteration goes on. */
  async *list(): AsyncIterable<ListedObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          MaxKeys: this.listPageSize,
          ...(token && { ContinuationToken: token }),
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key === undefined) continue;
        yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * An attachment (`contentDisposition` set): a presigned GET answering with that
   * `Content-Disposition` and `Content-Type` (S3's `response-content-*` overrides), valid for
   * `expiresInS`. An inline file: `<S3_PUBLIC_URL>/<key>` when a public URL is set (the object was
   * stored with its content type), else null (the server streams it).
   */
  async downloadUrl(key: string, options: DownloadUrlOptions): Promise<string | null> {
    if (options.contentDisposition !== undefined) {
      const command = new GetObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        ResponseContentDisposition: options.contentDisposition,
        ResponseContentType: options.contentType,
      });
      return getSignedUrl(this.client, command, { expiresIn: options.expiresInS });
    }
    return this.publicUrl ? `${this.publicUrl}/${encodeKeyPath(checkKey(key))}` : null;
  }

  /** A presigned PutObject URL of `key`, valid for `expiresInS` (any body, any or no content type). */
  async signedPutUrl(key: string, expiresInS: number): Promise<string> {
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: checkKey(key) });
    return getSignedUrl(this.client, command, { expiresIn: expiresInS });
  }

  /** Closes the client's connections. */
  destroy(): void {
    this.client.destroy();
  }
}

/** `key` when it is a relative `/`-separated path without empty, `.` or `..` segments; else throws. */
function checkKey(key: string): string {
  if (key.split('/').some((part) => part === '' || part === '.' || part === '..'))
    throw new Error(`Not a storage key: ${key}`);
  return key;
}
