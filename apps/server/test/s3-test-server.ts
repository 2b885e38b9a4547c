import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { S3Storage, type S3StorageOptions } from '../src/lib/storage/s3-storage.ts';
import type { S3Settings } from '../src/lib/storage/storage-settings.ts';

// The SDK's documented switch for its Node 20 end-of-support notice (aws/aws-sdk-js-v3 #7983 names
// AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED): the notice is for operators, not test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** s3rver's built-in account (any other key is refused with a signature error). */
const S3RVER_KEY = 'S3RVER';

/** A running s3rver (an S3 protocol server on a temporary folder) with one empty bucket. */
export interface S3TestServer {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  /** The folder s3rver keeps its buckets in: `<directory>/<bucket>/<key>._S3rver_object`. */
  directory: string;
  /** Settings of a client of this server's bucket (path style, s3rver's keys). */
  settings(overrides?: Partial<S3Settings>): S3Settings;
  /** A new S3Storage on the bucket. */
  storage(overrides?: Partial<S3Settings>, options?: S3StorageOptions): S3Storage;
  /** The path of the file holding the object `key` (tests backdate or tamper with it). */
  objectPath(key: string): string;
  /** Stops the server and deletes its folder. */
  close(): Promise<void>;
}

/**
 * Starts s3rver on 127.0.0.1, port 0 (a free one), in a fresh temporary folder, with the bucket
 * `bucket` created. Signatures are checked, so presigned URLs are tested for real.
 */
export async function startS3TestServer(bucket = 'synthhub-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'synthhub-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
    endpoint,
    region: 'us-east-1',
    bucket,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    forcePathStyle: true,
    ...overrides,
  });
  const made: S3Storage[] = [];
  return {
    endpoint,
    bucket,
    directory,
    settings,
    storage(overrides, options) {
      const storage = new S3Storage(settings(overrides), options);
      made.push(storage);
      return storage;
    },
    objectPath: (key) => join(directory, bucket, `${key}._S3rver_object`),
    async close() {
      for (const storage of made) storage.destroy();
      server.httpServer.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
