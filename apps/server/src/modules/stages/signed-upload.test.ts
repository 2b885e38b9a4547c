import { buildStagepkg } from '@synthhub/formats/stagepkg/write-stagepkg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.ts';
import { uploadTempDir } from '../../lib/uploads/temp-files.ts';
import { buildTestApp, listFiles, type TestApp } from '../../../test/helpers.ts';
import { HmacUploadSigner } from '../../lib/storage/signed-upload.ts';
import { createStageUpload } from './stage-uploads.service.ts';
import { postUpload, putFile, requestTicket, stageRowCounts } from './stage-test-kit.ts';
import { AS_SESSION } from '../../plugins/auth.ts';

let t: TestApp;
let token: string;
let userId: number;
const pkg = buildStagepkg({ name: 'Signed' }).bytes;
beforeAll(async () => {
  t = await buildTestApp({ stagepkgLimits: { maxBytes: 64 * 1024 } });
  const session = await registerUser(t.app);
  token = session.token;
  userId = session.user.id;
});
afterAll(async () => t?.close());

const stored = () => listFiles(t.storage.root);
const withQuery = (cdnUrl: string, change: (q: URLSearchParams) => void) => {
  const url = new URL(cdnUrl, 'http://localhost');
  change(url.searchParams);
  return `${url.pathname}?${url.searchParams}`;
};

describe('PUT to a signed upload URL', () => {
  it('stores the bytes once for a valid URL', async () => {
    const ticket = await requestTicket(t.app, token);
    const res = await putFile(t.app, ticket.cdn_url, pkg);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: ticket.id, filesize: pkg.byteLength });
    expect(stored()).toContain(`uploads/pending/${ticket.id}.stagepkg`);
  });

  it('refuses a reused URL and keeps the first file', async () => {
    const ticket = await requestTicket(t.app, token);
    expect((await putFile(t.app, ticket.cdn_url, pkg)).statusCode).toBe(200);
    const again = await putFile(t.app, ticket.cdn_url, buildStagepkg({ name: 'Other' }).bytes);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toMatch(/already used/);
    const post = await postUpload(t.app, token, { fileId: ticket.id, stageId: null });
    expect(post.statusCode).toBe(201);
    const stage = (
      await t.app.inject({
        url: `/api/models/stages/${post.json().id}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(stage.name).toBe('Signed');
  });

  it('refuses an expired URL and stores nothing', async () => {
    const signer = new HmacUploadSigner(t.app.config.jwtSecret);
    const ticket = await createStageUpload(
      t.app,
      { id: userId, username: 'x', admin: false, ...AS_SESSION },
      signer,
      new Date(Date.now() - 16 * 60_000),
    );
    const before = stored();
    const res = await putFile(t.app, ticket.cdn_url, pkg);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/expired/);
    expect(stored()).toEqual(before);
  });

  it.each([
    ['a changed signature', (q: URLSearchParams) => q.set('sig', `${q.get('sig')!.slice(0, -2)}AA`)],
    ['a later expiry', (q: URLSearchParams) => q.set('expires', String(Number(q.get('expires')) + 3600))],
  ])('refuses %s and stores nothing', async (_name, change) => {
    const ticket = await requestTicket(t.app, token);
    const before = stored();
    const res = await t.app.inject({
      method: 'PUT',
      url: withQuery(ticket.cdn_url, change),
      payload: Buffer.from(pkg),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/signature does not match/);
    expect(stored()).toEqual(before);
    // The genuine URL still works afterwards.
    expect((await putFile(t.app, ticket.cdn_url, pkg)).statusCode).toBe(200);
  });

  it('refuses another upload id under the same signature', async () => {
    const a = await requestTicket(t.app, token);
    const b = await requestTicket(t.app, token);
    const before = stored();
    const url = new URL(a.cdn_url, 'http://localhost');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/uploads/${b.id}${url.search}`,
      payload: Buffer.from(pkg),
    });
    expect(res.statusCode).toBe(403);
    expect(stored()).toEqual(before);
  });

  it('refuses a URL without signature, and a signed id that was never handed out', async () => {
    const ticket = await requestTicket(t.app, token);
    const bare = await t.app.inject({
      method: 'PUT',
      url: `/api/uploads/${ticket.id}`,
      payload: Buffer.from(pkg),
    });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().message).toMatch(/no valid "expires" and "sig"/);
    const forged = new HmacUploadSigner(t.app.config.jwtSecret).putUrl(
      'neverissued',
      new Date(Date.now() + 60_000),
    );
    const unknown = await putFile(t.app, forged, pkg);
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json().message).toMatch(/unknown/);
  });

  it('refuses an empty body (400) and a body over the limit (413) without using the URL', async () => {
    const ticket = await requestTicket(t.app, token);
    const before = stored();
    const empty = await putFile(t.app, ticket.cdn_url, null);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Required/);
    const big = await putFile(t.app, ticket.cdn_url, new Uint8Array(65 * 1024));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/at most 64.0 KiB/);
    expect(stored()).toEqual(before);
    expect(listFiles(uploadTempDir(t.dataDir))).toEqual([]);
    expect((await putFile(t.app, ticket.cdn_url, pkg)).statusCode).toBe(200);
  });

  it('accepts a PUT without a content type (as browsers send a typeless Blob)', async () => {
    const ticket = await requestTicket(t.app, token);
    const url = new URL(ticket.cdn_url, 'http://localhost');
    const res = await t.app.inject({
      method: 'PUT',
      url: `${url.pathname}${url.search}`,
      payload: Buffer.from(pkg),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/models/stages/upload (step 3)', () => {
  it('needs the upload to have been PUT first', async () => {
    const ticket = await requestTicket(t.app, token);
    const res = await postUpload(t.app, token, { fileId: ticket.id, stageId: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/has no file yet: PUT/);
  });

  it('does not let another user use someone’s upload', async () => {
    const ticket = await requestTicket(t.app, token);
    await putFile(t.app, ticket.cdn_url, pkg);
    const other = await registerUser(t.app);
    const before = await stageRowCounts(t.app);
    const res = await postUpload(t.app, other.token, { fileId: ticket.id, stageId: null });
    expect(res.statusCode).toBe(404);
    expect(await stageRowCounts(t.app)).toEqual(before);
  });

  it('uses an upload once', async () => {
    const ticket = await requestTicket(t.app, token);
    await putFile(t.app, ticket.cdn_url, pkg);
    expect((await postUpload(t.app, token, { fileId: ticket.id, stageId: null })).statusCode).toBe(201);
    const again = await postUpload(t.app, token, { fileId: ticket.id, stageId: null });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/not found/);
  });

  it('checks the payload: fileId required, published a boolean, a known type', async () => {
    const res = await postUpload(t.app, token, {
      fileId: '',
      stageId: null,
      published: 'yes',
      type: 'fancy',
    } as never);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.validation.join('\n')).toMatch(/fileId[\s\S]*published[\s\S]*type/);
  });
});
