import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../src/plugins/compression.ts';
import { makeSynth, postBeatmapUpload, registerUser } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * Compression of dynamic answers (docs/decisions/0025): JSON lists go out as brotli or gzip when the
 * client asks, plain when it does not; stored files (downloads, byte ranges, covers) and the
 * notification event stream are never touched.
 */

let t: TestApp;
let id: number;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  const session = await registerUser(t.app);
  token = session.token;
  for (let seed = 1; seed <= 3; seed++) {
    const synth = await makeSynth({ title: `Squeeze ${seed}`, artist: 'Zip', mapper: 'Deflate', seed });
    const res = await postBeatmapUpload(
      t.app,
      { authorization: `Bearer ${token}` },
      synth,
      uploadRecordForMode('default', { published: true }),
    );
    expect(res.statusCode).toBe(201);
    id = res.json().id;
  }
});
afterAll(async () => t?.close());

const list = (acceptEncoding?: string) =>
  t.app.inject({
    url: '/api/beatmaps?page=1&limit=24',
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('JSON answers', () => {
  it('are sent brotli-compressed when the client accepts br, and unpack to the plain answer', async () => {
    const plain = await list();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('are sent gzip-compressed when the client accepts only gzip', async () => {
    const gz = await list('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual((await list()).json());
  });

  it('are sent plain when the client asks for no encoding or refuses them', async () => {
    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await list(header);
      expect(res.headers['content-encoding'], String(header)).toBeUndefined();
      expect(res.json().data.length).toBe(3);
    }
  });

  it('below 1 kB are sent plain', async () => {
    const res = await t.app.inject({ url: '/api/beatmaps/999999', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('stored files', () => {
  it('download whole with their own bytes and length, not re-compressed', async () => {
    const plain = await t.app.inject({ url: `/api/beatmaps/${id}/download` });
    const asked = await t.app.inject({
      url: `/api/beatmaps/${id}/download`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(asked.headers['content-length']).toBe(String(plain.rawPayload.length));
    expect(Buffer.compare(asked.rawPayload, plain.rawPayload)).toBe(0);
  });

  it('still answer a byte range with 206 and exactly those bytes', async () => {
    const full = await t.app.inject({ url: `/api/beatmaps/${id}/download` });
    const part = await t.app.inject({
      url: `/api/beatmaps/${id}/download`,
      headers: { range: 'bytes=100-1199', 'accept-encoding': 'br, gzip' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 100-1199/${full.rawPayload.length}`);
    expect(Buffer.compare(part.rawPayload, full.rawPayload.subarray(100, 1200))).toBe(0);
  });

  it('send covers (images) as they are', async () => {
    const res = await t.app.inject({
      url: `/api/beatmaps/${id}/cover?size=250`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^image\//);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('the notification event stream', () => {
  it('streams at once, uncompressed, to a client that accepts br and gzip', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/stream-ticket',
      headers: { authorization: `Bearer ${token}` },
    });
    const controller = new AbortController();
    const res = await fetch(`${base}/api/notifications/stream?ticket=${ticket.json().ticket}`, {
      signal: controller.signal,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    // The first event arrives while the response is still open: nothing buffers it.
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('retry: 5000');
    controller.abort();
  });
});
