import { utimes } from 'node:fs/promises';
import { buildStagepkg } from '@synthhub/formats/stagepkg/write-stagepkg';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSynth, postBeatmapUpload, registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server.ts';
import { beatmapVersions } from '../../db/schema/index.ts';
import { rememberSmallFile, sendStoredFile } from '../http/send-stored-file.ts';
import { postUpload, requestTicket, stageRowCounts } from '../../modules/stages/stage-test-kit.ts';
import type { S3Storage } from './s3-storage.ts';
import { pendingUploadKey } from './content-key.ts';
import { listAll } from './storage-contract.ts';
import { sweepUnreferencedFiles } from './sweep.ts';

// The app on an S3Storage (s3rver started here): downloads redirect to the bucket, the stage
// upload's step 2 goes straight to the bucket, and the sweep lists the bucket.
let s3: S3TestServer;
let storage: S3Storage;
let t: TestApp;
let token: string;
let beatmapId: number;
let downloadKey: string;
const stagepkg = buildStagepkg({ name: 'Bucket Hall', pc: { normal: true }, android: false });
beforeAll(async () => {
  s3 = await startS3TestServer();
  storage = s3.storage();
  t = await buildTestApp({ stagepkgLimits: { maxBytes: 64 * 1024 } }, { wrapStorage: () => storage });
  token = (await registerUser(t.app)).token;
  const synth = await makeSynth({ title: 'Cloud', artist: 'Bucket', mapper: 'Dubu', seed: 4242 });
  const res = await postBeatmapUpload(
    t.app,
    { authorization: `Bearer ${token}` },
    synth,
    uploadRecordForMode('default', { published: true }),
  );
  expect(res.statusCode, res.body).toBe(201);
  beatmapId = res.json().id;
  const [version] = await t.app.db
    .select()
    .from(beatmapVersions)
    .where(eq(beatmapVersions.beatmapId, beatmapId));
  downloadKey = version!.downloadKey;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const auth = () => ({ authorization: `Bearer ${token}` });
const downloadCount = async () => {
  await t.app.jobs.drained();
  return (await t.app.inject({ url: `/api/beatmaps/${beatmapId}` })).json().download_count as number;
};

describe('downloads from S3', () => {
  it('answer 302 to a presigned URL giving the same bytes and the same Content-Disposition', async () => {
    // HEAD is answered here (a presigned GET URL does not take HEAD): the headers a local download has.
    const head = await t.app.inject({ method: 'HEAD', url: `/api/beatmaps/${beatmapId}/download` });
    expect(head.statusCode).toBe(200);
    const disposition = String(head.headers['content-disposition']);
    expect(disposition).toMatch(new RegExp(`^attachment; filename="${beatmapId}-Bucket-Cloud-Dubu\\.synth"`));

    const before = await downloadCount();
    const res = await t.app.inject({ url: `/api/beatmaps/${beatmapId}/download` });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const location = String(res.headers.location);
    expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(disposition);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.equals(Buffer.from((await storage.read(downloadKey))!))).toBe(true);
    expect(await downloadCount()).toBe(before + 1);
  });

  it('redirect a Range request without counting it; the bucket answers the range', async () => {
    const before = await downloadCount();
    const res = await t.app.inject({
      url: `/api/beatmaps/${beatmapId}/download`,
      headers: { range: 'bytes=0-3' },
    });
    expect(res.statusCode).toBe(302);
    const part = await fetch(String(res.headers.location), { headers: { range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('PK\x03\x04');
    expect(await downloadCount()).toBe(before);
  });

  it('answer 304 to a matching If-None-Match and 404 when the object is gone', async () => {
    const first = await t.app.inject({ url: `/api/beatmaps/${beatmapId}/download` });
    const again = await t.app.inject({
      url: `/api/beatmaps/${beatmapId}/download`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const synth = await makeSynth({ seed: 4343 });
    const up = await postBeatmapUpload(
      t.app,
      auth(),
      synth,
      uploadRecordForMode('default', { published: true }),
    );
    const [version] = await t.app.db
      .select()
      .from(beatmapVersions)
      .where(eq(beatmapVersions.beatmapId, up.json().id));
    await storage.delete(version!.downloadKey);
    const gone = await t.app.inject({ url: `/api/beatmaps/${up.json().id}/download` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('The file is missing from storage.');
  });

  it('stream covers through the server when no public URL is set', async () => {
    const res = await t.app.inject({ url: `/api/beatmaps/${beatmapId}/cover` });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^image\//);
    expect(res.rawPayload.byteLength).toBeGreaterThan(0);
  });
});

describe('inline files with S3_PUBLIC_URL', () => {
  it('redirect to the public URL, caching like the file; a made-on-the-fly file is answered here', async () => {
    const cdn = s3.storage({ publicUrl: 'https://cdn.example.com/files' });
    const app = Fastify();
    app.get<{ Querystring: { key: string } }>('/file', async (request, reply) => {
      await sendStoredFile(request, reply, cdn, {
        key: request.query.key,
        contentType: 'image/png',
        cacheControl: 'public, max-age=31536000, immutable',
      });
      return reply;
    });
    try {
      await cdn.put('covers/ab/stored.png', new Uint8Array([1, 2, 3]));
      const stored = await app.inject({ url: '/file?key=covers/ab/stored.png' });
      expect(stored.statusCode).toBe(302);
      expect(stored.headers.location).toBe('https://cdn.example.com/files/covers/ab/stored.png');
      expect(stored.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await app.inject({ url: '/file?key=covers/ab/none.png' })).statusCode).toBe(404);
      const head = await app.inject({ method: 'HEAD', url: '/file?key=covers/ab/stored.png' });
      expect([head.statusCode, head.headers.location]).toEqual([200, undefined]);
      rememberSmallFile(cdn, 'covers/cd/made.png', Buffer.from([9, 9]));
      const made = await app.inject({ url: '/file?key=covers/cd/made.png' });
      expect([made.statusCode, Array.from(made.rawPayload)]).toEqual([200, [9, 9]]);
    } finally {
      await app.close();
    }
  });
});

describe('the stage upload with S3', () => {
  let stage: Stage;

  it('hands out a presigned bucket URL, takes the PUT there, and imports it in step 3', async () => {
    const ticket = await requestTicket(t.app, token);
    expect(
      ticket.cdn_url.startsWith(`${s3.endpoint}/${s3.bucket}/uploads/pending/${ticket.id}.stagepkg?`),
    ).toBe(true);
    const put = await fetch(ticket.cdn_url, { method: 'PUT', body: Buffer.from(stagepkg.bytes) });
    expect(put.status).toBe(200);
    const post = await postUpload(t.app, token, { fileId: ticket.id, stageId: null, published: true });
    expect(post.statusCode, post.body).toBe(201);
    expect(await storage.stat(pendingUploadKey(ticket.id))).toBeNull();
    stage = (await t.app.inject({ url: `/api/models/stages/${post.json().id}` })).json();
    expect(stage.name).toBe('Bucket Hall');
  });

  it('downloads the imported bundle through a redirect to the bucket', async () => {
    const file = stage.files[0]!;
    const res = await t.app.inject({ url: `/api/models/stages/${stage.id}/download?file_id=${file.id}` });
    expect(res.statusCode).toBe(302);
    const bundle = await fetch(String(res.headers.location));
    expect(Buffer.from(await bundle.arrayBuffer()).equals(Buffer.from(stagepkg.bundles.pc!.bytes))).toBe(
      true,
    );
    expect(bundle.headers.get('content-disposition')).toMatch(/^attachment; filename="BucketHall\./);
  });

  it('refuses step 3 before the PUT, and an empty or too large object, leaving nothing', async () => {
    const ticket = await requestTicket(t.app, token);
    const early = await postUpload(t.app, token, { fileId: ticket.id, stageId: null });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/has no file yet: PUT/);
    const before = await stageRowCounts(t.app);

    await fetch(ticket.cdn_url, { method: 'PUT', body: new Uint8Array(65 * 1024) });
    const big = await postUpload(t.app, token, { fileId: ticket.id, stageId: null });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/at most 64.0 KiB/);
    expect(await storage.stat(pendingUploadKey(ticket.id))).toBeNull();

    await fetch(ticket.cdn_url, { method: 'PUT', body: new Uint8Array(0) });
    const empty = await postUpload(t.app, token, { fileId: ticket.id, stageId: null });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Required/);
    expect(await stageRowCounts(t.app)).toEqual(before);

    // The URL still works until it expires.
    await fetch(ticket.cdn_url, { method: 'PUT', body: Buffer.from(stagepkg.bytes) });
    expect((await postUpload(t.app, token, { fileId: ticket.id, stageId: null })).statusCode).toBe(201);
  });
});

describe('the storage sweep on S3', () => {
  const backdate = (key: string, hoursAgo: number) => {
    const at = new Date(Date.now() - hoursAgo * 3_600_000);
    return utimes(s3.objectPath(key), at, at);
  };

  it('deletes old unreferenced objects and keeps referenced, young and touched ones', async () => {
    await t.app.jobs.drained();
    await storage.put('junk/ab/old.bin', new Uint8Array(5));
    await storage.put('junk/ab/young.bin', new Uint8Array(6));
    await storage.put('junk/ab/touched.bin', new Uint8Array(7));
    await backdate('junk/ab/old.bin', 2);
    await backdate('junk/ab/touched.bin', 2);
    await backdate(downloadKey, 2);
    // An upload is about to reference it again: put touches it (s3rver keeps the old LastModified
    // in the listing; the sweep's stat before deleting sees the touch).
    expect(await storage.put('junk/ab/touched.bin', new Uint8Array(7))).toEqual({ created: false });

    const result = await sweepUnreferencedFiles({ db: t.app.db, storage });
    expect(result.deleted).toBe(1);
    expect(result.bytesFreed).toBe(5);
    const keys = (await listAll(storage)).map((o) => o.key);
    expect(keys).not.toContain('junk/ab/old.bin');
    expect(keys).toEqual(expect.arrayContaining(['junk/ab/young.bin', 'junk/ab/touched.bin', downloadKey]));
    expect(result.scanned).toBe(keys.length + 1);
  });
});
