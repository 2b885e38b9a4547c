import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { auth } from '../votes/votes.test-helpers.ts';

let t: TestApp;
let mapper: SessionResponse;
let fan: SessionResponse;
beforeAll(async () => {
  t = await buildTestApp();
  mapper = await registerUser(t.app);
  fan = await registerUser(t.app);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', ref: string | number, token?: string) =>
  t.app.inject({ method, url: `/api/users/${ref}/follow`, ...(token && { headers: auth(token) }) });

describe('follows (docs/decisions/0017)', () => {
  it('follows and unfollows by username or id, idempotently, with the counts', async () => {
    expect((await call('GET', mapper.user.username)).json()).toEqual({
      following: false,
      follower_count: 0,
      following_count: 0,
    });
    const followed = await call('PUT', mapper.user.username.toUpperCase(), fan.token);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ following: true, follower_count: 1, following_count: 0 });
    expect((await call('PUT', mapper.user.id, fan.token)).json()).toMatchObject({ follower_count: 1 });
    expect((await call('GET', mapper.user.id, fan.token)).json()).toMatchObject({ following: true });
    expect((await call('GET', mapper.user.id)).json()).toMatchObject({ following: false, follower_count: 1 });
    expect((await call('GET', fan.user.username)).json()).toMatchObject({
      follower_count: 0,
      following_count: 1,
    });

    const unfollowed = await call('DELETE', mapper.user.id, fan.token);
    expect(unfollowed.json()).toEqual({ following: false, follower_count: 0, following_count: 0 });
    expect((await call('DELETE', mapper.user.id, fan.token)).statusCode).toBe(200);
  });

  it('refuses following yourself (400), anonymous changes (401) and unknown users (404)', async () => {
    const self = await call('PUT', fan.user.username, fan.token);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot follow yourself.');
    expect((await call('PUT', mapper.user.id)).statusCode).toBe(401);
    expect((await call('DELETE', mapper.user.id)).statusCode).toBe(401);
    expect((await call('PUT', 'nobody-here-at-all', fan.token)).statusCode).toBe(404);
    expect((await call('GET', 'nobody-here-at-all')).statusCode).toBe(404);
    expect((await call('GET', '99999999999999')).statusCode).toBe(404);
  });
});
