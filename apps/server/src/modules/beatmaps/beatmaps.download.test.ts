import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeSynth, registerUser, uploadForm } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { SMALL_FILE_BYTES } from '../../lib/http/send-stored-file.ts';
import { buildDemoSynth } from '../../scripts/demo/demo-synth.ts';

let t: TestApp;
let id: number;
let hash: string;
let uploaded: Uint8Array;
beforeAll(async () => {
  t = await buildTestApp();
  const session = await registerUser(t.app);
  uploaded = await makeSynth({ title: 'Down Load', artist: 'Zoë & Friends', mapper: 'Dubu', seed: 100 });
  const form = uploadForm(uploaded, uploadRecordForMode('default', { published: true }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/beatmaps/upload',
    ...form,
    headers: { ...form.headers, authorization: `Bearer ${session.token}` },
  });
  id = res.json().id;
  hash = (await t.app.inject({ url: `/api/beatmaps/${id}` })).json().hash;
});
afterAll(async () => t?.close());

const downloads = async () =>
  (await t.app.inject({ url: `/api/beatmaps/${id}` })).json().download_count as number;

describe('GET /api/beatmaps/{id}/download', () => {
  it('answers the file with synthriderz.meta.json {id, hash} and the original entries unchanged', async () => {
    const res = await t.app.inject({ url: `/api/beatmaps/${id}/download` });
    expect(res.statusCode).toBe(200);
    const entries = unzipSync(res.rawPayload);
    const original = unzipSync(uploaded);
    expect(Buffer.from(entries['beatmap.meta.bin']!).equals(Buffer.from(original['beatmap.meta.bin']!))).toBe(
      true,
    );
    expect(JSON.parse(new TextDecoder().decode(entries['synthriderz.meta.json']))).toEqual({ id, hash });
  });

  it('names the file <id>-<Artist>-<Title>-<Mapper>.synth, quoted, with filename*', async () => {
    const res = await t.app.inject({ url: `/api/beatmaps/${id}/download` });
    const cd = String(res.headers['content-disposition']);
    expect(cd).toMatch(
      new RegExp(`^attachment; filename="${id}-Zoe-and-Friends-Down-Load-Dubu\\.synth"; filename\\*=UTF-8''`),
    );
  });

  it('counts each full download', async () => {
    await t.app.jobs.drained(); // counts of earlier tests' downloads
    const before = await downloads();
    await t.app.inject({ url: `/api/beatmaps/${id}/download` });
    await t.app.jobs.drained();
    expect(await downloads()).toBe(before + 1);
  });

  it('supports ETag revalidation and byte ranges', async () => {
    const full = await t.app.inject({ url: `/api/beatmaps/${id}/download` });
    const etag = String(full.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await t.app.inject({
      url: `/api/beatmaps/${id}/download`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const part = await t.app.inject({
      url: `/api/beatmaps/${id}/download`,
      headers: { range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${full.rawPayload.length}`);
    expect(Buffer.compare(part.rawPayload, full.rawPayload.subarray(10, 20))).toBe(0);
    const bad = await t.app.inject({
      url: `/api/beatmaps/${id}/download`,
      headers: { range: 'bytes=99999999-' },
    });
    expect(bad.statusCode, bad.body).toBe(416);
  });

  it('serves the same file by map hash, and 404s unknown hashes without a file name', async () => {
    const res = await t.app.inject({ url: `/api/beatmaps/hash/download/${hash}` });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain(`filename="${id}-`);
    const unknown = await t.app.inject({ url: `/api/beatmaps/hash/download/${'0'.repeat(64)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-disposition']).toBeUndefined();
    expect((await t.app.inject({ url: '/api/beatmaps/hash/download/nothex' })).statusCode).toBe(400);
    // Another spelling of the hash names the same map (docs/decisions/0046).
    const upper = await t.app.inject({ url: `/api/beatmaps/hash/download/%20${hash.toUpperCase()}` });
    expect(upper.statusCode).toBe(200);
    expect(upper.headers['content-disposition']).toBe(res.headers['content-disposition']);
  });

  it('serves covers in the listed sizes', async () => {
    const res = await t.app.inject({ url: `/api/beatmaps/${id}/cover?size=150` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const sharp = (await import('sharp')).default;
    expect((await sharp(res.rawPayload).metadata()).width).toBe(150);
    expect((await t.app.inject({ url: '/api/beatmaps/999999/cover' })).statusCode).toBe(404);
  });

  it('answers small stored files (covers) from memory after the first read, large ones from disk', async () => {
    const stat = vi.spyOn(t.storage, 'stat');
    const stream = vi.spyOn(t.storage, 'stream');
    try {
      const url = `/api/beatmaps/${id}/cover?size=250`;
      const first = await t.app.inject({ url });
      for (let i = 0; i < 5; i++) {
        const again = await t.app.inject({ url });
        expect(again.statusCode).toBe(200);
        expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
        expect(again.headers.etag).toBe(first.headers.etag);
      }
      expect(stat.mock.calls.length).toBeLessThanOrEqual(1);
      expect(stream).not.toHaveBeenCalled();
      const range = await t.app.inject({ url, headers: { range: 'bytes=2-5' } });
      expect(range.statusCode).toBe(206);
      expect(range.rawPayload.equals(first.rawPayload.subarray(2, 6))).toBe(true);

      // A .synth over the limit streams from storage on every request.
      const session = await registerUser(t.app);
      const big = await buildDemoSynth(42, 'Dubu', 3, SMALL_FILE_BYTES + 100_000);
      const form = uploadForm(big.bytes, uploadRecordForMode('default', { published: true }));
      const up = await t.app.inject({
        method: 'POST',
        url: '/api/beatmaps/upload',
        ...form,
        headers: { ...form.headers, authorization: `Bearer ${session.token}` },
      });
      expect(up.statusCode).toBe(201);
      stream.mockClear();
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({ url: `/api/beatmaps/${up.json().id}/download` });
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.length).toBeGreaterThan(SMALL_FILE_BYTES);
      }
      expect(stream).toHaveBeenCalledTimes(2);
    } finally {
      stat.mockRestore();
      stream.mockRestore();
    }
  });
});
