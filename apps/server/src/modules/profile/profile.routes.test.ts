import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG, registerUser, uploadForm } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs.ts';
import { users } from '../../db/schema/users.ts';
import { OVERALL_RANKINGS_JOB } from '../scores/index.ts';
import { collectReferencedKeys } from '../../lib/storage/sweep.ts';

// The account-settings routes under /api/user (spec §2 "/user/profile"; docs/decisions/0016).

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

function avatarForm(bytes: Uint8Array, filename = 'me.png') {
  const form = uploadForm(bytes, undefined, filename);
  return form;
}

async function postAvatar(token: string, bytes: Uint8Array, filename = 'me.png') {
  const form = avatarForm(bytes, filename);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/avatar',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
}

describe('GET/PATCH /api/user/profile', () => {
  it('answers 401 to anonymous callers', async () => {
    expect((await call('GET', '/api/user/profile', undefined)).statusCode).toBe(401);
    expect((await call('PATCH', '/api/user/profile', undefined, { username: 'x' })).statusCode).toBe(401);
  });

  it("answers the caller's own settings with the e-mail and has_password, never the hash", async () => {
    const s = await registerUser(t.app);
    const res = await call('GET', '/api/user/profile', s.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: s.user.id,
      username: s.user.username,
      email: s.user.email,
      has_password: true,
      avatar_url: null,
    });
    expect(res.body).not.toContain('argon2');
  });

  it('changes the username (a change of case of its own included) and the profile shows it at once', async () => {
    const s = await registerUser(t.app);
    const renamed = await call('PATCH', '/api/user/profile', s.token, { username: '  NewName_1 ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().username).toBe('NewName_1');
    expect(
      (await call('PATCH', '/api/user/profile', s.token, { username: 'newname_1' })).json().username,
    ).toBe('newname_1');
    expect((await call('GET', '/api/auth/user', s.token)).json().user.username).toBe('newname_1');
    expect((await t.app.inject({ url: '/api/users/newname_1' })).statusCode).toBe(200);
  });

  it('refuses a username that breaks the rules (400 naming the rule) or is taken (409)', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const bad = await call('PATCH', '/api/user/profile', a.token, { username: 'no spaces here' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Username may only contain letters, digits');
    expect((await call('PATCH', '/api/user/profile', a.token, { username: 'ab' })).json().message).toContain(
      'at least 3',
    );
    const taken = await call('PATCH', '/api/user/profile', a.token, {
      username: b.user.username.toUpperCase(),
    });
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'That username is taken']);
    expect((await call('GET', '/api/user/profile', a.token)).json().username).toBe(a.user.username);
  });

  it('changes the e-mail with the current password; 400 without it, 403 when wrong, 409 when taken', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const missing = await call('PATCH', '/api/user/profile', a.token, { email: 'new@example.test' });
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'Enter your current password']);
    const wrong = await call('PATCH', '/api/user/profile', a.token, {
      email: 'new@example.test',
      current_password: 'wrong password',
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([403, 'Your current password is not correct']);
    const taken = await call('PATCH', '/api/user/profile', a.token, {
      email: b.user.email!.toUpperCase(),
      current_password: PASSWORD,
    });
    expect([taken.statusCode, taken.json().message]).toEqual([
      409,
      'An account with that e-mail already exists',
    ]);
    const invalid = await call('PATCH', '/api/user/profile', a.token, { email: 'not-an-address' });
    expect([invalid.statusCode, invalid.json().message]).toEqual([
      400,
      expect.stringContaining('valid e-mail'),
    ]);
    const ok = await call('PATCH', '/api/user/profile', a.token, {
      email: ' New.Mail@Example.TEST ',
      current_password: PASSWORD,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().email).toBe('new.mail@example.test');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'new.mail@example.test', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('sets the country upper case, refuses an unknown code (400 naming the field), clears it with null', async () => {
    const a = await registerUser(t.app);
    expect((await call('GET', '/api/user/profile', a.token)).json().country).toBeNull();
    const set = await call('PATCH', '/api/user/profile', a.token, { country: 'de' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().country).toBe('DE');
    const stored = await t.app.db
      .select({ country: users.country })
      .from(users)
      .where(eq(users.id, a.user.id));
    expect(stored).toEqual([{ country: 'DE' }]);
    // The country rank groups by the account's country, so the overall ranking is queued again.
    const queued = await t.app.db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(eq(jobs.kind, OVERALL_RANKINGS_JOB));
    expect(queued.length).toBeGreaterThan(0);
    for (const bad of ['XX', 'deu', 'EU', '', 49]) {
      const res = await call('PATCH', '/api/user/profile', a.token, { country: bad });
      expect(res.statusCode, `${JSON.stringify(bad)}: ${res.body}`).toBe(400);
      expect(res.json().message).toContain('country');
    }
    // Nothing half-written: a refused patch leaves the username as it was too.
    const mixed = await call('PATCH', '/api/user/profile', a.token, {
      username: 'Changed_x1',
      country: 'XX',
    });
    expect(mixed.statusCode).toBe(400);
    const kept = (await call('GET', '/api/user/profile', a.token)).json();
    expect([kept.username, kept.country]).toEqual([a.user.username, 'DE']);
    const cleared = await call('PATCH', '/api/user/profile', a.token, { country: null });
    expect([cleared.statusCode, cleared.json().country]).toEqual([200, null]);
    expect((await call('GET', '/api/user/profile', a.token)).json().country).toBeNull();
  });

  it('refuses an empty patch and unknown fields (400)', async () => {
    const a = await registerUser(t.app);
    expect((await call('PATCH', '/api/user/profile', a.token, {})).statusCode).toBe(400);
    expect((await call('PATCH', '/api/user/profile', a.token, { admin: true })).statusCode).toBe(400);
  });
});

describe('PUT /api/user/password', () => {
  it('changes the password only with the right current one (403 wrong, 400 missing or too short)', async () => {
    const a = await registerUser(t.app);
    const wrong = await call('PUT', '/api/user/password', a.token, {
      current_password: 'nope nope',
      new_password: 'another long password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(
      (await call('PUT', '/api/user/password', a.token, { new_password: 'another long password' }))
        .statusCode,
    ).toBe(400);
    const short = await call('PUT', '/api/user/password', a.token, {
      current_password: PASSWORD,
      new_password: 'x',
    });
    expect([short.statusCode, short.json().message]).toEqual([400, expect.stringContaining('at least 8')]);
    const ok = await call('PUT', '/api/user/password', a.token, {
      current_password: PASSWORD,
      new_password: 'another long password',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: a.user.username, password },
      });
    expect((await login(PASSWORD)).statusCode).toBe(401);
    expect((await login('another long password')).statusCode).toBe(200);
  });

  it('sets a first password on an account without one, no current password asked', async () => {
    const a = await registerUser(t.app);
    const { users } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await t.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, a.user.id));
    expect((await call('GET', '/api/user/profile', a.token)).json().has_password).toBe(false);
    const ok = await call('PUT', '/api/user/password', a.token, { new_password: 'first password here' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call('GET', '/api/user/profile', a.token)).json().has_password).toBe(true);
  });
});

describe('profile picture', () => {
  it('stores an upload as a 256 px WebP, shows it as avatar_url everywhere, and removes it', async () => {
    const a = await registerUser(t.app);
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#e91e63' } })
      .png()
      .toBuffer();
    const res = await postAvatar(a.token, png);
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().avatar_url;
    expect(url).toMatch(/^\/api\/user\/avatars\/[0-9a-f]{64}\.webp$/);
    expect(res.json().avatar_filename).toBe(url.split('/').pop());

    const image = await t.app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    // Every place a user is shown carries it (spec §3 "User" avatar_url).
    expect((await t.app.inject({ url: `/api/users/${a.user.id}` })).json().user.avatar_url).toBe(url);
    expect((await call('GET', '/api/auth/user', a.token)).json().user.avatar_url).toBe(url);
    const listed = await t.app.inject({
      url: `/api/user?s=${encodeURIComponent(JSON.stringify({ username: a.user.username }))}&limit=1`,
    });
    expect(listed.json().data[0].avatar_url).toBe(url);

    // The storage sweep knows the column, so it keeps the file.
    const key = `profile-avatars/${url.split('/').pop()!.slice(0, 2)}/${url.split('/').pop()}`;
    expect((await collectReferencedKeys(t.app.db)).has(key)).toBe(true);

    const removed = await call('DELETE', '/api/user/avatar', a.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ avatar_url: null, avatar_filename: null });
    expect((await collectReferencedKeys(t.app.db)).has(key)).toBe(false);
  });

  it('refuses a file that is not an image (422), a wrong extension or no file (400), anonymous callers (401)', async () => {
    const a = await registerUser(t.app);
    const fake = await postAvatar(a.token, new TextEncoder().encode('not an image at all'), 'me.png');
    expect([fake.statusCode, fake.json().message]).toEqual([
      422,
      expect.stringContaining('could not be read'),
    ]);
    const wrongExt = await postAvatar(a.token, TINY_PNG, 'me.txt');
    expect(wrongExt.statusCode).toBe(400);
    const empty = await postAvatar(a.token, new Uint8Array(0));
    expect(empty.statusCode).toBe(400);
    const form = avatarForm(TINY_PNG);
    const anon = await t.app.inject({ method: 'POST', url: '/api/user/avatar', ...form });
    expect(anon.statusCode).toBe(401);
    expect((await call('GET', '/api/user/profile', a.token)).json().avatar_url).toBeNull();
  });

  it('answers 404 for a picture name that is not one', async () => {
    expect((await t.app.inject({ url: '/api/user/avatars/..%2Fsecret' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/user/avatars/${'a'.repeat(64)}.webp` })).statusCode).toBe(404);
  });
});

describe('POST /api/user/sessions/revoke-all', () => {
  it('ends every sign-in: no refresh token of the user works afterwards', async () => {
    const a = await registerUser(t.app);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: a.user.username, password: PASSWORD },
    });
    const other = await registerUser(t.app);
    const res = await call('POST', '/api/user/sessions/revoke-all', a.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    for (const refresh of [a.refresh_token, second.json().refresh_token]) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: refresh },
      });
      expect(r.statusCode).toBe(401);
    }
    const untouched = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: other.refresh_token },
    });
    expect(untouched.statusCode).toBe(200);
    expect((await call('POST', '/api/user/sessions/revoke-all', undefined)).statusCode).toBe(401);
  });
});
