import { utimes } from 'node:fs/promises';
import { CreateBucketCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server.ts';
import { contentDisposition } from '../http/send-stored-file.ts';
import { describeStorageContract } from './storage-contract.ts';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => s3?.close());

let buckets = 0;
describeStorageContract('S3Storage on s3rver', async () => {
  // A fresh bucket per case: list() lists the whole bucket.
  const bucket = `contract-${++buckets}`;
  const storage = s3.storage({ bucket });
  await storage.client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    storage,
    backdate: async (key, at) => {
      await utimes(s3.objectPath(key).replace(`/${s3.bucket}/`, `/${bucket}/`), at, at);
    },
    dispose: async () => storage.destroy(),
  };
});

describe('S3Storage', () => {
  it('lists page by page, following ListObjectsV2 continuation tokens', async () => {
    // s3rver's continuation tokens use DES, which Node 20's OpenSSL 3 refuses (an InternalError):
    // the pages come from a stand-in for the client's `send` instead.
    const storage = s3.storage({}, { listPageSize: 2 });
    const asked: unknown[] = [];
    const pages = [
      {
        Contents: [{ Key: 'a', Size: 1, LastModified: new Date(1000) }],
        IsTruncated: true,
        NextContinuationToken: 't1',
      },
      {
        Contents: [{ Key: 'b', Size: 2, LastModified: new Date(2000) }],
        IsTruncated: true,
        NextContinuationToken: 't2',
      },
      { Contents: [], IsTruncated: false },
    ];
    storage.client.send = (async (command: { input: unknown }) => {
      asked.push(command.input);
      return pages.shift();
    }) as never;
    const listed = [];
    for await (const object of storage.list()) listed.push(object);
    expect(listed).toEqual([
      { key: 'a', size: 1, modifiedAt: new Date(1000) },
      { key: 'b', size: 2, modifiedAt: new Date(2000) },
    ]);
    expect(asked).toEqual([
      { Bucket: s3.bucket, MaxKeys: 2 },
      { Bucket: s3.bucket, MaxKeys: 2, ContinuationToken: 't1' },
      { Bucket: s3.bucket, MaxKeys: 2, ContinuationToken: 't2' },
    ]);
  });

  it('stores objects with the content type and cache lifetime of their key', async () => {
    const storage = s3.storage();
    await storage.put('covers/ab/abc.png', new Uint8Array([1, 2]));
    const head = await storage.client.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: 'covers/ab/abc.png' }),
    );
    expect(head.ContentType).toBe('image/png');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    // A touch (put of an existing key) keeps both.
    await storage.put('covers/ab/abc.png', new Uint8Array([1, 2]));
    const again = await storage.client.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: 'covers/ab/abc.png' }),
    );
    expect(again.ContentType).toBe('image/png');
    expect(again.CacheControl).toBe('public, max-age=31536000, immutable');
  });

  it('gives presigned download URLs that answer the bytes with the asked content-disposition', async () => {
    const storage = s3.storage();
    await storage.put('synth/cd/cde.synth', new TextEncoder().encode('beatmap bytes'));
    const disposition = contentDisposition('Song – Artist (v2).synth');
    const url = await storage.downloadUrl('synth/cd/cde.synth', {
      contentType: 'application/octet-stream',
      contentDisposition: disposition,
      expiresInS: 60,
    });
    const res = await fetch(url!);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('beatmap bytes');
    expect(res.headers.get('content-disposition')).toBe(disposition);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    // s3rver does not check SigV4 signatures: the URL is checked to be a signed, expiring one.
    const query = new URL(url!).searchParams;
    expect(query.get('X-Amz-Expires')).toBe('60');
    expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers inline files with the public URL when one is set, else lets the server stream them', async () => {
    const inline = { contentType: 'image/png', expiresInS: 60 };
    expect(await s3.storage().downloadUrl('covers/ab/a b.png', inline)).toBeNull();
    const cdn = s3.storage({ publicUrl: 'https://cdn.example.com/files' });
    expect(await cdn.downloadUrl('covers/ab/a b.png', inline)).toBe(
      'https://cdn.example.com/files/covers/ab/a%20b.png',
    );
  });

  it('gives presigned PUT URLs that store what is PUT', async () => {
    const storage = s3.storage();
    const url = await storage.signedPutUrl('uploads/pending/xyz.stagepkg', 60);
    const put = await fetch(url, { method: 'PUT', body: new TextEncoder().encode('package') });
    expect(put.status).toBe(200);
    expect(new TextDecoder().decode((await storage.read('uploads/pending/xyz.stagepkg'))!)).toBe('package');
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('60');
  });

  it('says which bucket cannot be reached', async () => {
    await expect(s3.storage({ bucket: 'no-such-bucket' }).check()).rejects.toThrow(
      'The S3 bucket "no-such-bucket" is not usable: it does not exist (S3_BUCKET).',
    );
    await expect(s3.storage().check()).resolves.toBeUndefined();
  });
});
