import type { SignInProvider } from '@synthhub/shared/identities/identities.constants';
import type { CallbackResponse } from '@synthhub/shared/identities/identities.schemas';
import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockProviders, type MockProviders } from '../../../test/mock-providers/mock-providers.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { signInGrants, userIdentities } from '../../db/schema/identities.ts';
import { users } from '../../db/schema/users.ts';
import { readSignInSettings } from '../../lib/sign-in-settings.ts';

const SITE = 'http://localhost';
const PROVIDERS: SignInProvider[] = ['discord', 'oculus', 'steam', 'twitch'];

let mocks: MockProviders;
let t: TestApp;
beforeAll(async () => {
  mocks = await startMockProviders(SITE);
});
afterAll(async () => mocks?.stop());
beforeAll(async () => {
  t = await buildTestApp({ signInProviders: readSignInSettings(mocks.env) });
});
afterAll(async () => t?.close());

let serial = 0;
let before: Awaited<ReturnType<typeof counts>>;
/** Every test signs in as accounts no other test used, and counts rows from where it starts. */
beforeEach(async () => {
  serial++;
  mocks.setUser('discord', { id: `1000${serial}`, login: `discord_${serial}`, name: `Discord ${serial}` });
  mocks.setUser('oculus', { id: `2000${serial}`, login: `quest${serial}`, name: `Quest${serial}` });
  mocks.setUser('steam', {
    id: `7656119796028${serial}`,
    login: `steam${serial}`,
    name: `Steam Player ${serial}`,
  });
  mocks.setUser('twitch', { id: `3000${serial}`, login: `twitch${serial}`, name: `Twitch${serial}` });
  before = await counts();
});
/** Rows added since the test began. */
async function added() {
  const now = await counts();
  return {
    users: now.users - before.users,
    identities: now.identities - before.identities,
    grants: now.grants - before.grants,
  };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A provider's answer, as the browser would bring it back to /auth/{provider}. */
interface Returned {
  query: string;
  cookie: string;
}

/** Starts a sign-in (or, with `token`, a link) and follows the provider's redirect back. */
async function goToProvider(provider: SignInProvider, token?: string): Promise<Returned> {
  const start = token
    ? await t.app.inject({ method: 'POST', url: `/api/user/identities/${provider}`, headers: bearer(token) })
    : await t.app.inject({ method: 'GET', url: `/api/auth/${provider}/start?redirect=/beatmaps` });
  expect(start.statusCode, start.body).toBe(token ? 200 : 302);
  const authorizeUrl = token ? start.json().authorize_url : start.headers.location;
  const flowCookie = start.cookies.find((c) => c.name === 'synthhub_sign_in');
  expect(flowCookie?.httpOnly).toBe(true);
  const atProvider = await fetch(String(authorizeUrl), { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/auth/${provider}`);
  return { query: back.search, cookie: `synthhub_sign_in=${flowCookie!.value}` };
}

async function callback(provider: SignInProvider, returned: Returned, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/${provider}/callback`,
    payload: { query: returned.query },
    headers: { cookie: returned.cookie, ...(token ? bearer(token) : {}) },
  });
}

async function signUp(provider: SignInProvider, username: string): Promise<SessionResponse> {
  const res = await callback(provider, await goToProvider(provider));
  expect(res.statusCode, res.body).toBe(200);
  const answer: CallbackResponse = res.json();
  if (answer.result !== 'register') throw new Error(`expected register, got ${answer.result}`);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register-identity',
    payload: { grant: answer.grant, username },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

const counts = async () => ({
  users: (await t.db.db.select().from(users)).length,
  identities: (await t.db.db.select().from(userIdentities)).length,
  grants: (await t.db.db.select().from(signInGrants)).length,
});

describe('GET /api/auth/providers', () => {
  it('lists the configured providers in button order, and none without settings', async () => {
    const res = await t.app.inject({ url: '/api/auth/providers' });
    expect(res.json()).toEqual({ providers: PROVIDERS });
    const bare = await buildTestApp();
    try {
      expect((await bare.app.inject({ url: '/api/auth/providers' })).json()).toEqual({ providers: [] });
      const start = await bare.app.inject({ url: '/api/auth/discord/start' });
      expect([start.statusCode, start.json().message]).toEqual([
        404,
        'Sign-in with Discord is not enabled on this site.',
      ]);
    } finally {
      await bare.close();
    }
  });
});

describe('first and second sign-in', () => {
  it.each(PROVIDERS)(
    '%s: a new identity registers with a chosen username, then signs straight in',
    async (provider) => {
      const first = await callback(provider, await goToProvider(provider));
      expect(first.statusCode, first.body).toBe(200);
      const answer = first.json();
      expect(answer).toMatchObject({ result: 'register', provider, redirect: '/beatmaps' });
      expect(answer.suggested_username).toMatch(/^[A-Za-z0-9_.-]{3,32}$/);
      expect(await added()).toEqual({ users: 0, identities: 0, grants: 1 });

      const created = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register-identity',
        payload: { grant: answer.grant, username: answer.suggested_username },
      });
      expect(created.statusCode, created.body).toBe(201);
      const session: SessionResponse = created.json();
      expect(session.user).toMatchObject({ username: answer.suggested_username, email: null });
      const me = await t.app.inject({ url: '/api/auth/user', headers: bearer(session.token) });
      expect(me.statusCode).toBe(200);

      const again = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register-identity',
        payload: { grant: answer.grant, username: 'someone_else' },
      });
      expect(again.statusCode).toBe(400);

      const second = await callback(provider, await goToProvider(provider));
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json()).toMatchObject({
        result: 'signed_in',
        session: { user: { id: session.user.id } },
      });
      expect(await added()).toMatchObject({ users: 1, identities: 1 });
    },
  );

  it('names the steam persona from the Web API, and suggests a free username', async () => {
    await signUp('discord', `Steam_Player_${serial}`);
    const res = await callback('steam', await goToProvider('steam'));
    expect(res.json()).toMatchObject({
      display_name: `Steam Player ${serial}`,
      suggested_username: `Steam_Player_${serial}_2`,
    });
  });

  it('refuses a taken username (409) and keeps the grant usable', async () => {
    await signUp('discord', 'taken');
    const res = await callback('twitch', await goToProvider('twitch'));
    const grant = res.json().grant;
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-identity',
      payload: { grant, username: 'TAKEN' },
    });
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'That username is taken']);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-identity',
      payload: { grant, username: 'a' },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-identity',
      payload: { grant, username: 'free' },
    });
    expect(ok.statusCode).toBe(201);
  });
});

describe('refused callbacks create nothing', () => {
  it('a tampered state is a 400', async () => {
    const returned = await goToProvider('discord');
    const tampered = {
      ...returned,
      query: returned.query.replace(/state=[^&]+/, 'state=forged-state-value'),
    };
    const res = await callback('discord', tampered);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/does not belong to a sign-in started in this browser/);
    expect(await added()).toEqual({ users: 0, identities: 0, grants: 0 });
  });

  it('a state without its cookie, or with a forged cookie, is a 400', async () => {
    const returned = await goToProvider('twitch');
    expect((await callback('twitch', { ...returned, cookie: '' })).statusCode).toBe(400);
    const forged = await callback('twitch', {
      ...returned,
      cookie: `synthhub_sign_in=${returned.query.match(/state=([^&]+)/)![1]}.forged`,
    });
    expect(forged.statusCode).toBe(400);
    expect(await added()).toEqual({ users: 0, identities: 0, grants: 0 });
  });

  it('a replayed code is a 400, whether with its own state or with a fresh one', async () => {
    await signUp('discord', 'replayer');
    const returned = await goToProvider('discord');
    expect((await callback('discord', returned)).json().result).toBe('signed_in');
    const replay = await callback('discord', returned);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/already completed or has expired/);
    // The same code under a new flow's state: the provider refuses it (single-use code + PKCE).
    const fresh = await goToProvider('discord');
    const code = new URLSearchParams(returned.query).get('code')!;
    const spliced = {
      ...fresh,
      query: fresh.query.replace(/code=[^&]+/, `code=${encodeURIComponent(code)}`),
    };
    const res = await callback('discord', spliced);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Discord did not confirm the sign-in/);
  });

  it('a forged Steam assertion is a 400: another id under the same signature, or another provider', async () => {
    const returned = await goToProvider('steam');
    const id = `7656119796028${serial}`;
    const forgedId = returned.query.replace(new RegExp(id, 'g'), '76561197960287931');
    expect(forgedId).not.toBe(returned.query);
    const res = await callback('steam', { ...returned, query: forgedId });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Steam did not confirm the sign-in/);

    const again = await goToProvider('steam');
    const foreign = again.query.replace(/127\.0\.0\.1%3A\d+%2Fopenid%2Fid/g, 'evil.example%2Fopenid%2Fid');
    expect(foreign).not.toBe(again.query);
    const res2 = await callback('steam', { ...again, query: foreign });
    expect([res2.statusCode, res2.json().message]).toEqual([
      400,
      'Steam did not confirm the sign-in (the assertion names another provider). Please try again.',
    ]);
    expect(await added()).toEqual({ users: 0, identities: 0, grants: 0 });
  });
});

describe('linked accounts', () => {
  it('links a second provider, unlinks it, and refuses to unlink the last way in (409)', async () => {
    const session = await signUp('discord', 'linker');
    const linked = await callback('steam', await goToProvider('steam', session.token), session.token);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({
      result: 'linked',
      identity: { provider: 'steam', display_name: `Steam Player ${serial}` },
    });

    const list = await t.app.inject({ url: '/api/user/identities', headers: bearer(session.token) });
    expect(list.json()).toMatchObject({
      has_password: false,
      identities: [{ provider: 'discord' }, { provider: 'steam' }],
    });

    // Steam now signs in to the same account.
    expect((await callback('steam', await goToProvider('steam'))).json()).toMatchObject({
      result: 'signed_in',
      session: { user: { id: session.user.id } },
    });

    const unlink = (provider: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/user/identities/${provider}`,
        headers: bearer(session.token),
      });
    expect((await unlink('discord')).statusCode).toBe(204);
    const last = await unlink('steam');
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/only way to sign in/);
    expect((await unlink('twitch')).statusCode).toBe(404);
    const left = await t.app.inject({ url: '/api/user/identities', headers: bearer(session.token) });
    expect(left.json().identities.map((i: { provider: string }) => i.provider)).toEqual(['steam']);
  });

  it('refuses to link an account that belongs to someone else (409), and a link finished by another user (401)', async () => {
    await signUp('twitch', 'owner');
    const other = await signUp('discord', 'other');
    const res = await callback('twitch', await goToProvider('twitch', other.token), other.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This Twitch account is already linked to another Synthhub account.');
    const anonymous = await callback('oculus', await goToProvider('oculus', other.token));
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets an account with a password unlink its only provider', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'withpass', email: 'w@example.com', password: 'correct horse battery' },
    });
    const { token } = reg.json();
    expect((await callback('oculus', await goToProvider('oculus', token), token)).json().result).toBe(
      'linked',
    );
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/identities/oculus',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(204);
  });
});
