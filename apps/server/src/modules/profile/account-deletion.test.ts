import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSynth, registerUser, uploadForm } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { apiTokens, refreshTokens, userIdentities, users } from '../../db/schema/index.ts';

// DELETE /api/user (docs/decisions/0016): the account becomes a tombstone "deleted user <id>";
// its content stays attributed to it; it cannot sign in, is not found by people search, and its
// access, refresh and API tokens stop working.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const PASSWORD = 'correct horse battery';

function call(method: string, url: string, token: string | undefined, payload?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('DELETE /api/user', () => {
  it('needs the exact username (400) and the password (400 missing, 403 wrong); nothing changes before', async () => {
    const a = await registerUser(t.app);
    const name = a.user.username;
    const wrongName = await call('DELETE', '/api/user', a.token, {
      confirm_username: name.toUpperCase(),
      password: PASSWORD,
    });
    expect([wrongName.statusCode, wrongName.json().message]).toEqual([
      400,
      expect.stringContaining('username'),
    ]);
    expect((await call('DELETE', '/api/user', a.token, { confirm_username: name })).statusCode).toBe(400);
    const wrongPassword = await call('DELETE', '/api/user', a.token, {
      confirm_username: name,
      password: 'nope',
    });
    expect(wrongPassword.statusCode).toBe(403);
    expect((await call('DELETE', '/api/user', undefined, { confirm_username: name })).statusCode).toBe(401);
    expect((await call('GET', '/api/user/profile', a.token)).json().username).toBe(name);
  });

  it('leaves a tombstone: content stays as "deleted user <id>", every credential stops working', async () => {
    const a = await registerUser(t.app);
    const form = uploadForm(
      await makeSynth({ seed: 7070 }),
      uploadRecordForMode('default', { published: true }),
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/beatmaps/upload',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${a.token}` },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const beatmapId = upload.json().id;
    const secret = (await call('POST', '/api/user/tokens', a.token, { name: 'mod' })).json().secret;

    const res = await call('DELETE', '/api/user', a.token, {
      confirm_username: a.user.username,
      password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(204);

    const [row] = await t.app.db.select().from(users).where(eq(users.id, a.user.id));
    expect(row).toMatchObject({
      username: `deleted user ${a.user.id}`,
      email: null,
      passwordHash: null,
      avatarKey: null,
      admin: false,
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, a.user.id))).toEqual(
      [],
    );
    expect(await t.app.db.select().from(apiTokens).where(eq(apiTokens.userId, a.user.id))).toEqual([]);

    // The content stays, attributed to the tombstone.
    const beatmap = await t.app.inject({ url: `/api/beatmaps/${beatmapId}` });
    expect(beatmap.statusCode).toBe(200);
    expect(beatmap.json().user).toMatchObject({ id: a.user.id, username: `deleted user ${a.user.id}` });

    // Access token, refresh token, API token and sign-in all refused.
    const me = await call('GET', '/api/auth/user', a.token);
    expect([me.statusCode, me.json().message]).toEqual([
      401,
      'This account no longer exists. Please sign in again.',
    ]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          payload: { refresh_token: a.refresh_token },
        })
      ).statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/auth/user', secret)).statusCode).toBe(401);
    for (const username of [a.user.username, a.user.email!, `deleted user ${a.user.id}`]) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password: PASSWORD },
      });
      expect(login.statusCode).toBe(401);
    }

    // Hidden from people search and profiles; the old name and e-mail are free again.
    expect((await t.app.inject({ url: `/api/users/${a.user.id}` })).statusCode).toBe(404);
    const search = await t.app.inject({
      url: `/api/user?s=${encodeURIComponent('{"username":{"$contL":"deleted user"}}')}`,
    });
    expect(search.json().data).toEqual([]);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: a.user.username, email: a.user.email, password: PASSWORD },
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('deletes an account without a password (third-party sign-in) on the typed username alone', async () => {
    const a = await registerUser(t.app);
    await t.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, a.user.id));
    await t.app.db.insert(userIdentities).values({
      userId: a.user.id,
      provider: 'discord',
      providerUserId: '80351110224678912',
      displayName: 'Nelly',
    });
    const res = await call('DELETE', '/api/user', a.token, { confirm_username: a.user.username });
    expect(res.statusCode, res.body).toBe(204);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, a.user.id));
    expect(row!.username).toBe(`deleted user ${a.user.id}`);
    // Its provider account no longer signs in to the tombstone (docs/decisions/0015, 0016).
    expect(await t.app.db.select().from(userIdentities).where(eq(userIdentities.userId, a.user.id))).toEqual(
      [],
    );
  });
});
