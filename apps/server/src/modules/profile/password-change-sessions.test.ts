import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

/**
 * Changing a password ends every other sign-in (docs/decisions/0048): someone who learnt the old
 * password and signed in elsewhere is out at their next refresh. The caller stays signed in with
 * the fresh session the answer carries.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'another long password';

const login = (username: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: refreshToken } });

describe('PUT /api/user/password and the other sessions', () => {
  it('revokes every other sign-in and answers a fresh session for the caller', async () => {
    const here = await registerUser(t.app);
    const elsewhere = (await login(here.user.username)).json() as { refresh_token: string };
    const apiToken = await t.app.inject({
      method: 'POST',
      url: '/api/user/tokens',
      headers: { authorization: `Bearer ${here.token}` },
      payload: { name: 'my mod' },
    });
    expect(apiToken.statusCode, apiToken.body).toBe(201);

    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: { authorization: `Bearer ${here.token}` },
      payload: { current_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json() as { token: string; refresh_token: string; user: { id: number } };
    expect(fresh.user.id).toBe(here.user.id);

    expect((await refresh(elsewhere.refresh_token)).statusCode).toBe(401);
    expect((await refresh(here.refresh_token)).statusCode).toBe(401);
    const renewed = await refresh(fresh.refresh_token);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${fresh.token}` },
    });
    expect(me.statusCode).toBe(200);

    // API tokens are kept: each was made on purpose for a tool and is revoked on its own.
    const { secret } = apiToken.json() as { secret: string };
    const withToken = await t.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(withToken.statusCode).toBe(200);
  });
});
