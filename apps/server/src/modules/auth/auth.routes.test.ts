import { createHash } from 'node:crypto';
import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { refreshTokens, users } from '../../db/schema/users.ts';
import { Conflict } from '../../errors.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import { insertUser } from '../users/users.repository.ts';
import { createUser } from './auth.service.ts';
import { EMAIL_IN_USE } from './registration-attempt-mail.ts';

const SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret-0123456789');
const ALICE = { username: 'Alice', email: 'Alice@Example.com', password: 'correct horse battery' };

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

async function post(url: string, payload?: object) {
  return t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
}

async function register(body: object = ALICE): Promise<SessionResponse> {
  const res = await post('/api/auth/register', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function getUser(token?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('POST /api/auth/register', () => {
  it('creates the account, answers 201 {token, refresh_token, user}, and the token signs in', async () => {
    const session = await register();
    expect(session.user).toMatchObject({
      username: 'Alice',
      email: 'alice@example.com',
      admin: false,
      avatar_url: null,
    });
    expect(new Date(session.user.created_at).toISOString()).toBe(session.user.created_at);
    expect(session.user).not.toHaveProperty('password_hash');
    expect(session.user).not.toHaveProperty('passwordHash');
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = decodeJwt(session.token);
    expect(claims.sub).toBe(String(session.user.id));
    expect(claims.exp! - claims.iat!).toBe(900);

    const me = await getUser(session.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: session.user });
  });

  it('refuses a username taken in another case, and an e-mail taken in another case (409)', async () => {
    await register();
    const sameName = await post('/api/auth/register', {
      ...ALICE,
      username: 'aLICE',
      email: 'other@example.com',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ statusCode: 409, message: 'That username is taken' });

    const sameMail = await post('/api/auth/register', {
      ...ALICE,
      username: 'Alice2',
      email: 'ALICE@example.COM',
    });
    expect(sameMail.statusCode).toBe(409);
    expect(sameMail.json().message).toBe(EMAIL_IN_USE);

    expect(await t.db.db.select().from(users)).toHaveLength(1);
  });

  it('turns the unique-violation race into a 409, not a 500', async () => {
    const results = await Promise.allSettled([
      createUser(t.db.db, { ...ALICE, email: 'one@example.com' }),
      createUser(t.db.db, { ...ALICE, username: 'ALICE', email: 'two@example.com' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(Conflict);
    expect(rejected.reason.message).toBe('That username is taken');
  });

  it('recognizes the driver unique-violation error for each unique index', async () => {
    const row = { username: 'bob', email: 'bob@example.com', passwordHash: null };
    await insertUser(t.db.db, row);
    const nameError = await insertUser(t.db.db, { ...row, username: 'BOB', email: 'x@example.com' }).catch(
      (e) => e,
    );
    expect(uniqueViolation(nameError)).toEqual({ constraint: 'users_username_lower_uq' });
    const mailError = await insertUser(t.db.db, { ...row, username: 'bob2' }).catch((e) => e);
    expect(uniqueViolation(mailError)).toEqual({ constraint: 'users_email_lower_uq' });
    expect(uniqueViolation(new Error('other'))).toBeUndefined();
  });

  it('answers 400 with a validation line naming each bad field', async () => {
    const res = await post('/api/auth/register', { username: 'a', email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    const lines: string[] = res.json().data.validation;
    expect(lines.some((l) => l.startsWith('username:'))).toBe(true);
    expect(lines.some((l) => l.startsWith('email:'))).toBe(true);
    expect(lines.some((l) => l.startsWith('password:'))).toBe(true);
    expect(await t.db.db.select().from(users)).toHaveLength(0);
  });

  it('stores the password as argon2id and the refresh token only as its SHA-256', async () => {
    const session = await register();
    const [user] = await t.db.db.select().from(users);
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.passwordHash).not.toContain(ALICE.password);

    const rows = await t.db.db.select().from(refreshTokens);
    expect(rows).toHaveLength(1);
    const stored = rows[0]!;
    expect(stored.tokenHash).toBe(createHash('sha256').update(session.refresh_token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(session.refresh_token);
    const lifetimeS = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 1000;
    expect(lifetimeS).toBeCloseTo(2_592_000, -1);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in by username or by e-mail, in any case', async () => {
    const { user } = await register();
    for (const login of ['alice', 'ALICE@EXAMPLE.COM']) {
      const res = await post('/api/auth/login', { username: login, password: ALICE.password });
      expect(res.statusCode, login).toBe(200);
      const session: SessionResponse = res.json();
      expect(session.user).toEqual(user);
      expect((await getUser(session.token)).statusCode).toBe(200);
      expect(session.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('answers 401 "Wrong username or password" for a wrong password and for an unknown user', async () => {
    await register();
    const wrongPassword = await post('/api/auth/login', { username: 'Alice', password: 'incorrect horse' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe('Wrong username or password');
    const unknown = await post('/api/auth/login', { username: 'nobody', password: ALICE.password });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Wrong username or password');
    expect(await t.db.db.select().from(refreshTokens)).toHaveLength(1);
  });

  it('rate-limits attempts per IP: the 31st in a minute is a 429', async () => {
    // A new name each time, so the per-account limit (failed-sign-ins.ts) never answers first.
    let n = 0;
    const attempt = () => post('/api/auth/login', { username: `nobody${n++}`, password: 'whatever' });
    for (let i = 0; i < 30; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().statusCode).toBe(429);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates; replaying a used token after the grace window is a 401 and revokes the whole family, not other sign-ins', async () => {
    const first = await register();
    const other = (await post('/api/auth/login', { username: 'Alice', password: ALICE.password })).json();

    const res = await post('/api/auth/refresh', { refresh_token: first.refresh_token });
    expect(res.statusCode).toBe(200);
    const second: SessionResponse = res.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user).toEqual(first.user);
    expect((await getUser(second.token)).statusCode).toBe(200);

    // Used longer ago than the grace window (REFRESH_REUSE_GRACE_S, refresh.service.ts).
    await t.db.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '1 minute'` })
      .where(isNotNull(refreshTokens.usedAt));
    const replay = await post('/api/auth/refresh', { refresh_token: first.refresh_token });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/already used/);

    const newest = await post('/api/auth/refresh', { refresh_token: second.refresh_token });
    expect(newest.statusCode).toBe(401);
    expect(newest.json().message).toMatch(/signed out/);

    expect((await post('/api/auth/refresh', { refresh_token: other.refresh_token })).statusCode).toBe(200);
  });

  it('answers 401 for an unknown and for an expired refresh token', async () => {
    const { refresh_token } = await register();
    const unknown = await post('/api/auth/refresh', { refresh_token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toMatch(/Invalid refresh token/);

    await t.db.db.update(refreshTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await post('/api/auth/refresh', { refresh_token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toMatch(/expired/);
  });

  it('answers 400 without a refresh_token', async () => {
    const res = await post('/api/auth/refresh', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().data.validation[0]).toMatch(/^refresh_token:/);
  });
});

describe('POST /api/auth/logout', () => {
  it("answers 204 and revokes the token's family", async () => {
    const first = await register();
    const second = (await post('/api/auth/refresh', { refresh_token: first.refresh_token })).json();
    const res = await post('/api/auth/logout', { refresh_token: second.refresh_token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const after = await post('/api/auth/refresh', { refresh_token: second.refresh_token });
    expect(after.statusCode).toBe(401);
    const rows = await t.db.db.select().from(refreshTokens);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it('answers 204 for an unknown token and for no body at all', async () => {
    const { refresh_token } = await register();
    expect((await post('/api/auth/logout', { refresh_token: 'unknown' })).statusCode).toBe(204);
    expect((await post('/api/auth/logout')).statusCode).toBe(204);
    expect((await post('/api/auth/refresh', { refresh_token })).statusCode).toBe(200);
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 without a token, with a forged one and with an expired one', async () => {
    const { user } = await register();
    expect((await getUser()).statusCode).toBe(401);

    const claims = { username: user.username, admin: false };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await getUser(forged)).statusCode).toBe(401);

    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(now - 1000)
      .setExpirationTime(now - 100)
      .sign(SECRET);
    const res = await getUser(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired/);

    const valid = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setExpirationTime(now + 100)
      .sign(SECRET);
    expect((await getUser(valid)).statusCode).toBe(200);
  });

  it('answers 401 when the account behind a valid token no longer exists', async () => {
    const { token, user } = await register();
    await t.db.db.delete(users).where(eq(users.id, user.id));
    const res = await getUser(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/no longer exists/);
  });
});
