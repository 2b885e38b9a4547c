import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { refreshTokens } from '../../db/schema/users.ts';
import { hashRefreshToken } from './refresh-token.ts';
import { REFRESH_REUSE_GRACE_S } from './refresh.service.ts';

const ALICE = { username: 'Alice', email: 'alice@example.com', password: 'correct horse battery' };

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const refresh = (refresh_token: string) => post('/api/auth/refresh', { refresh_token });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });

async function register(): Promise<SessionResponse> {
  const res = await post('/api/auth/register', ALICE);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function familyOf(rawToken: string): Promise<string> {
  const [row] = await t.db.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(rawToken)));
  return row!.familyId;
}

/** Moves every use of a token back by `seconds`, as if that long had passed since. */
async function ageUses(seconds: number): Promise<void> {
  await t.db.db
    .update(refreshTokens)
    .set({ usedAt: sql`used_at - ${`${seconds} seconds`}::interval` })
    .where(isNotNull(refreshTokens.usedAt));
}

describe('POST /api/auth/refresh with a token presented twice', () => {
  it('two concurrent refreshes with the same token both succeed, in the same family, and the user stays signed in', async () => {
    const first = await register();
    const results = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = results.map((r) => r.json() as SessionResponse);
    expect(a!.refresh_token).not.toBe(b!.refresh_token);
    const family = await familyOf(first.refresh_token);
    expect(await familyOf(a!.refresh_token)).toBe(family);
    expect(await familyOf(b!.refresh_token)).toBe(family);

    // Whichever answer the client kept, it goes on working: access token and next refresh.
    for (const session of [a!, b!]) {
      expect((await me(session.token)).statusCode).toBe(200);
      expect((await refresh(session.refresh_token)).statusCode).toBe(200);
    }
    const rows = await t.db.db.select().from(refreshTokens);
    expect(rows.every((r) => r.revokedAt === null)).toBe(true);
  });

  it(`a second presentation within the grace window (${REFRESH_REUSE_GRACE_S} s) gets a new token, not a sign-out`, async () => {
    const first = await register();
    const next = await refresh(first.refresh_token);
    expect(next.statusCode).toBe(200);
    await ageUses(REFRESH_REUSE_GRACE_S - 5);
    const again = await refresh(first.refresh_token);
    expect(again.statusCode, again.body).toBe(200);
    expect((await refresh(next.json().refresh_token)).statusCode).toBe(200);
  });

  it('reuse after the grace window still revokes the family, grace-window tokens included', async () => {
    const first = await register();
    const other = (await post('/api/auth/login', { username: 'alice', password: ALICE.password })).json();
    const [a, b] = (await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)])).map(
      (r) => r.json() as SessionResponse,
    );
    await ageUses(REFRESH_REUSE_GRACE_S + 1);

    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/already used/);
    for (const session of [a!, b!]) {
      const res = await refresh(session.refresh_token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/signed out/);
    }
    const family = await t.db.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, await familyOf(first.refresh_token)));
    expect(family).toHaveLength(3);
    expect(family.every((r) => r.revokedAt !== null)).toBe(true);
    // Another sign-in of the same user is a different family and keeps working.
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('after a sign-out, the just-rotated token gets no new token even within the grace window', async () => {
    const first = await register();
    const next = (await refresh(first.refresh_token)).json() as SessionResponse;
    expect((await post('/api/auth/logout', { refresh_token: next.refresh_token })).statusCode).toBe(204);
    const again = await refresh(first.refresh_token);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toMatch(/signed out/);
  });

  it('a sign-out racing grace-window refreshes leaves no live token in the family', async () => {
    const first = await register();
    const next = (await refresh(first.refresh_token)).json() as SessionResponse;
    await Promise.all([
      refresh(first.refresh_token),
      post('/api/auth/logout', { refresh_token: next.refresh_token }),
      refresh(first.refresh_token),
      refresh(first.refresh_token),
    ]);
    const family = await t.db.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, await familyOf(first.refresh_token)));
    expect(family.filter((r) => r.revokedAt === null)).toEqual([]);
  });
});
