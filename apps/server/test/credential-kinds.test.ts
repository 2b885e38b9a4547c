import { DEVICE_CODE_GRANT_TYPE } from '@synthhub/shared/auth/device-code.constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceCodes } from '../src/db/schema/sign-in-codes.ts';
import { users } from '../src/db/schema/users.ts';
import { auth, makeItem } from '../src/modules/votes/votes.test-helpers.ts';
import { registerAdmin, registerUser } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * What a credential other than an interactive session may do (docs/decisions/0045): a personal API
 * token and a device-code sign-in are for game mods — never account settings, identities, token
 * creation, device approval or the admin area, and an admin's token is not an admin. Each case here
 * is one of the ways a leaked mod token used to become the whole account.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, bearer?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer ? auth(bearer) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function makeToken(session: string, body: Record<string, unknown> = { name: 'mod' }) {
  const res = await call('POST', '/api/user/tokens', session, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { token: { id: number; scopes?: string[] }; secret: string };
}

async function startDeviceCode() {
  const res = await call('POST', '/api/auth/device/code', undefined, { client_id: 'Synth Riders mod' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { device_code: string; user_code: string };
}

const pollDevice = (deviceCode: string) =>
  call('POST', '/api/auth/device/token', undefined, {
    grant_type: DEVICE_CODE_GRANT_TYPE,
    device_code: deviceCode,
  });

/** Signs `session`'s user in on a "device" through the device-code flow; answers the token response. */
async function deviceSignIn(session: string) {
  const code = await startDeviceCode();
  const approved = await call('POST', '/api/auth/device/approve', session, {
    user_code: code.user_code,
    approve: true,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const res = await pollDevice(code.device_code);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { access_token: string; refresh_token: string; user: { email: string | null } };
}

/** The routes of the app's table under a prefix (HEAD copies left out). */
const routesUnder = (prefix: string) =>
  t.app.routeAccess.filter((r) => r.url.startsWith(prefix) && r.method !== 'HEAD');

describe('a personal API token is not a session', () => {
  it('cannot approve a device code, so it cannot be turned into a session', async () => {
    const victim = await registerUser(t.app);
    const { secret } = await makeToken(victim.token);
    const code = await startDeviceCode();
    const verify = await call('GET', `/api/auth/device/verify?user_code=${code.user_code}`, secret);
    expect(verify.statusCode).toBe(403);
    const approve = await call('POST', '/api/auth/device/approve', secret, {
      user_code: code.user_code,
      approve: true,
    });
    expect(approve.statusCode, approve.body).toBe(403);
    expect(approve.json().message).toMatch(/API token/);
    await t.app.db.update(deviceCodes).set({ lastPolledAt: sql`now() - interval '1 hour'` });
    expect((await pollDevice(code.device_code)).json().error).toBe('authorization_pending');
  });

  it('cannot list, link or unlink third-party identities', async () => {
    const victim = await registerUser(t.app);
    const { secret } = await makeToken(victim.token);
    for (const [method, url] of [
      ['GET', '/api/user/identities'],
      ['POST', '/api/user/identities/discord'],
      ['DELETE', '/api/user/identities/discord'],
    ] as [Method, string][]) {
      const res = await call(method, url, secret);
      expect([`${method} ${url}`, res.statusCode]).toEqual([`${method} ${url}`, 403]);
      expect(res.json().message).toMatch(/API token/);
    }
  });

  it('reads "who am I" without the e-mail', async () => {
    const a = await registerUser(t.app);
    const { secret } = await makeToken(a.token);
    const me = await call('GET', '/api/auth/user', secret);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().user).toMatchObject({ id: a.user.id, email: null });
    expect((await call('GET', '/api/auth/user', a.token)).json().user.email).toBe(a.user.email);
  });
});

describe("an admin's API token is not an admin", () => {
  it('is refused on every /api/admin route, cannot make another account an admin nor read e-mails', async () => {
    const admin = await registerAdmin(t.app);
    const other = await registerUser(t.app);
    const { secret } = await makeToken(admin.token);

    const grant = await call('POST', `/api/admin/users/${other.user.id}/admin`, secret, { admin: true });
    expect(grant.statusCode, grant.body).toBe(403);
    expect(grant.json().message).toMatch(/API token/);
    const [row] = await t.app.db
      .select({ admin: users.admin })
      .from(users)
      .where(sql`id = ${other.user.id}`);
    expect(row?.admin).toBe(false);
    const list = await call('GET', '/api/admin/users', secret);
    expect(list.statusCode).toBe(403);
    expect(list.body).not.toContain(other.user.email!);

    const admitted: string[] = [];
    for (const route of routesUnder('/api/admin')) {
      const url = route.url.replace(/:[A-Za-z]+/g, '2147483000').replace(/\*$/, '');
      const res = await call(route.method as Method, url, secret, route.method === 'GET' ? undefined : {});
      if (res.statusCode !== 403) admitted.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(admitted, 'admin routes an API token got past').toEqual([]);
    // The same admin signed in on the site still is one.
    expect((await call('GET', '/api/admin/counts', admin.token)).statusCode).toBe(200);
  });

  it("does not unlock other users' drafts on public reads", async () => {
    const admin = await registerAdmin(t.app);
    const mapper = await registerUser(t.app);
    const draft = await makeItem(t.app, 'beatmap', mapper.token, false);
    expect((await call('GET', draft, admin.token)).statusCode).toBe(200);
    const { secret } = await makeToken(admin.token);
    expect((await call('GET', draft, secret)).statusCode).toBe(404);
  });
});

describe('a device-code sign-in is for the game', () => {
  it('cannot read the e-mail, make tokens, approve devices or see identities, and stays a device session when refreshed', async () => {
    const victim = await registerUser(t.app);
    const device = await deviceSignIn(victim.token);
    expect(device.user.email).toBeNull();

    const refused = async (access: string) => {
      for (const [method, url, body] of [
        ['GET', '/api/user/profile'],
        ['PATCH', '/api/user/profile', { email: 'attacker@example.test', password: 'x' }],
        ['POST', '/api/user/tokens', { name: 'more' }],
        ['GET', '/api/user/identities'],
        ['POST', '/api/auth/device/approve', { user_code: 'BCDF-GHJK', approve: true }],
        ['POST', '/api/user/sessions/revoke-all'],
      ] as [Method, string, unknown?][]) {
        const res = await call(method, url, access, body);
        expect([`${method} ${url}`, res.statusCode]).toEqual([`${method} ${url}`, 403]);
        expect(res.json().message).toMatch(/device sign-in/);
      }
    };
    await refused(device.access_token);
    // The game's own calls work: a score submission reaches validation, the download history answers.
    expect((await call('POST', '/api/scores', device.access_token, {})).statusCode).toBe(400);
    expect((await call('GET', '/api/downloads', device.access_token)).statusCode).toBe(200);

    const refreshed = await call('POST', '/api/auth/refresh', undefined, {
      refresh_token: device.refresh_token,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json().user.email).toBeNull();
    await refused(refreshed.json().token);
    // A second refresh, from the refreshed token, is still the device's.
    const again = await call('POST', '/api/auth/refresh', undefined, {
      refresh_token: refreshed.json().refresh_token,
    });
    await refused(again.json().token);
  });
});

describe('API token scopes', () => {
  it('gives a token the game-mod scopes by default and lists them', async () => {
    const a = await registerUser(t.app);
    const created = await makeToken(a.token);
    expect(created.token.scopes).toEqual(['scores:write', 'library:read']);
    const list = await call('GET', '/api/user/tokens', a.token);
    expect(list.json().data[0].scopes).toEqual(['scores:write', 'library:read']);
  });

  it('keeps a token to the scopes chosen when it was made', async () => {
    const a = await registerUser(t.app);
    const { token, secret } = await makeToken(a.token, { name: 'scores only', scopes: ['scores:write'] });
    expect(token.scopes).toEqual(['scores:write']);
    const library = await call('GET', '/api/downloads', secret);
    expect(library.statusCode).toBe(403);
    expect(library.json().message).toBe(
      'This API token may not read your library (download history, your drafts and your votes). Make a token with that permission in your profile settings.',
    );
    expect((await call('POST', '/api/scores', secret, {})).statusCode).toBe(400);
    // Its user's own drafts stay hidden from it; a token with `library:read` sees them.
    const draft = await makeItem(t.app, 'beatmap', a.token, false);
    expect((await call('GET', draft, secret)).statusCode).toBe(404);
    const reader = await makeToken(a.token, { name: 'reader', scopes: ['library:read'] });
    expect((await call('GET', draft, reader.secret)).statusCode).toBe(200);
    // Voting is a scope a token gets only when asked for.
    const published = await makeItem(t.app, 'beatmap', a.token, true);
    expect((await call('PUT', `${published}/vote`, secret, { value: 1 })).statusCode).toBe(403);
    const voter = await makeToken(a.token, { name: 'voter', scopes: ['votes:write'] });
    expect((await call('PUT', `${published}/vote`, voter.secret, { value: 1 })).statusCode).toBe(200);
  });

  it('says in the API documentation which credentials each route takes', async () => {
    const paths = (await call('GET', '/api/docs/json')).json().paths;
    expect(paths['/api/scores/'].post.description).toContain(
      'an API token or device sign-in with the `scores:write` scope',
    );
    expect(paths['/api/user/tokens'].post.description).toContain(
      'API tokens and device sign-ins are refused',
    );
    expect(paths['/api/admin/counts'].get.description).toContain('an admin signed in on the site');
    expect((paths['/api/beatmaps/'] ?? paths['/api/beatmaps']).get.description ?? '').not.toContain(
      'Credentials',
    );
  });

  it('offers no admin scope and refuses unknown ones (400)', async () => {
    const admin = await registerAdmin(t.app);
    for (const scopes of [['admin'], ['admin:write'], ['account:write'], []]) {
      const res = await call('POST', '/api/user/tokens', admin.token, { name: 'x', scopes });
      expect([JSON.stringify(scopes), res.statusCode]).toEqual([JSON.stringify(scopes), 400]);
    }
  });
});
