import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSynth, registerUser, uploadForm } from '../../../test/factories.ts';
import { buildTestApp, relaxedRateLimits, type TestApp } from '../../../test/helpers.ts';
import { apiTokens } from '../../db/schema/index.ts';

// Personal API tokens (docs/decisions/0016): created with a name, the secret shown once, only a
// hash stored, `Bearer shp_…` acts as the user within its scopes (docs/decisions/0045) until
// revoked, at most 20 live per user.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

function call(method: string, url: string, token: string | undefined, payload?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function createToken(session: string, name = 'Score mod') {
  const res = await call('POST', '/api/user/tokens', session, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { token: { id: number; name: string; prefix: string }; secret: string };
}

describe('creating and listing', () => {
  it('answers the secret once (shp_…), stores only its hash and lists the token without it', async () => {
    const a = await registerUser(t.app);
    const created = await createToken(a.token, '  Score  mod ');
    expect(created.secret).toMatch(/^shp_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toMatchObject({
      name: 'Score  mod',
      prefix: created.secret.slice(0, 10),
      last_used_at: null,
    });
    const [row] = await t.app.db.select().from(apiTokens).where(eq(apiTokens.id, created.token.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.secret);
    const list = await call('GET', '/api/user/tokens', a.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([expect.objectContaining({ id: created.token.id, name: 'Score  mod' })]);
    expect(list.body).not.toContain(created.secret);
  });

  it('refuses a blank or overlong name (400) and anonymous callers (401)', async () => {
    const a = await registerUser(t.app);
    const blank = await call('POST', '/api/user/tokens', a.token, { name: '   ' });
    expect([blank.statusCode, blank.json().message]).toEqual([
      400,
      expect.stringContaining('Give the token a name'),
    ]);
    expect((await call('POST', '/api/user/tokens', a.token, { name: 'x'.repeat(65) })).statusCode).toBe(400);
    expect((await call('POST', '/api/user/tokens', undefined, { name: 'x' })).statusCode).toBe(401);
    expect((await call('GET', '/api/user/tokens', undefined)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/user/tokens/1', undefined)).statusCode).toBe(401);
  });

  it('allows at most 20 live tokens (409 for the 21st); a revoked one frees a place', async () => {
    const a = await registerUser(t.app);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push((await createToken(a.token, `t${i}`)).token.id);
    const over = await call('POST', '/api/user/tokens', a.token, { name: 'one more' });
    expect([over.statusCode, over.json().message]).toEqual([409, expect.stringContaining('20 API tokens')]);
    expect((await call('DELETE', `/api/user/tokens/${ids[0]}`, a.token)).statusCode).toBe(204);
    await createToken(a.token, 'one more');
    expect((await call('GET', '/api/user/tokens', a.token)).json().data).toHaveLength(20);
  });
});

describe('signing in with a token', () => {
  it('acts as its user (last_used_at set) and stops at once when revoked', async () => {
    const a = await registerUser(t.app);
    const { token, secret } = await createToken(a.token);
    const me = await call('GET', '/api/auth/user', secret);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().user.id).toBe(a.user.id);
    // It acts for its user as far as its scopes go (docs/decisions/0045): it reads the user's
    // download history; an upload needs a session on the site.
    expect((await call('GET', '/api/downloads', secret)).statusCode).toBe(200);
    const form = uploadForm(
      await makeSynth({ seed: 9001 }),
      uploadRecordForMode('default', { published: true }),
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/beatmaps/upload',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${secret}` },
    });
    expect(upload.statusCode, upload.body).toBe(403);
    expect((await call('GET', '/api/user/tokens', a.token)).json().data[0].last_used_at).not.toBeNull();

    expect((await call('DELETE', `/api/user/tokens/${token.id}`, a.token)).statusCode).toBe(204);
    const after = await call('GET', '/api/auth/user', secret);
    expect([after.statusCode, after.json().message]).toEqual([401, 'Invalid or revoked API token']);
    expect((await call('GET', '/api/user/tokens', a.token)).json().data).toEqual([]);
  });

  it('refuses unknown tokens (401) and account settings with a token (403)', async () => {
    const a = await registerUser(t.app);
    expect((await call('GET', '/api/auth/user', `shp_${'x'.repeat(43)}`)).statusCode).toBe(401);
    const { secret } = await createToken(a.token);
    for (const [method, url, body] of [
      ['GET', '/api/user/profile'],
      ['PATCH', '/api/user/profile', { username: 'viaToken' }],
      ['PUT', '/api/user/password', { new_password: 'stolen password' }],
      ['GET', '/api/user/tokens'],
      ['POST', '/api/user/tokens', { name: 'more' }],
      ['POST', '/api/user/sessions/revoke-all'],
      ['DELETE', '/api/user', { confirm_username: a.user.username, password: 'correct horse battery' }],
    ] as [string, string, unknown?][]) {
      const res = await call(method, url, secret, body);
      expect([`${method} ${url}`, res.statusCode]).toEqual([`${method} ${url}`, 403]);
      expect(res.json().message).toContain('An API token cannot do this');
    }
    expect((await call('GET', '/api/user/profile', a.token)).json().username).toBe(a.user.username);
  });

  it("never revokes another user's token (404) and validates the id (400)", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const { token, secret } = await createToken(a.token);
    const res = await call('DELETE', `/api/user/tokens/${token.id}`, b.token);
    expect([res.statusCode, res.json().message]).toEqual([404, `You have no API token ${token.id}.`]);
    expect((await call('GET', '/api/auth/user', secret)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/user/tokens/abc', a.token)).statusCode).toBe(400);
  });
});

describe('rate limit (lib/http/rate-limits.ts `tokenCreation`)', () => {
  it('refuses creation past the per-account limit with 429 and RateLimit headers, creating nothing', async () => {
    const limited = await buildTestApp({
      rateLimits: {
        ...relaxedRateLimits(),
        tokenCreation: { perIp: 100, perAccount: 2, windowMs: 3_600_000 },
      },
    });
    try {
      const a = await registerUser(limited.app);
      const create = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/user/tokens',
          payload: { name: 'Score mod' },
          headers: { authorization: `Bearer ${a.token}` },
        });
      for (let i = 0; i < 2; i++) expect((await create()).statusCode).toBe(201);
      const refused = await create();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['ratelimit-limit']).toBe('2');
      expect(refused.headers['ratelimit-remaining']).toBe('0');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const rows = await limited.app.db.select().from(apiTokens).where(eq(apiTokens.userId, a.user.id));
      expect(rows).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});
