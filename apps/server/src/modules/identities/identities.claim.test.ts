import type { SignInProvider } from '@synthhub/shared/identities/identities.constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.ts';
import { startMockProviders, type MockProviders } from '../../../test/mock-providers/mock-providers.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { leaderboardProfiles, scores } from '../../db/schema/index.ts';
import { readSignInSettings } from '../../lib/sign-in-settings.ts';
import { makeChart, submission } from '../scores/scores.test-helpers.ts';

// Claiming a leaderboard profile by signing in with, registering with or linking the provider
// account it came from (docs/decisions/0054 "Accounts own profiles").

const SITE = 'http://localhost';
let mocks: MockProviders;
let t: TestApp;
beforeAll(async () => {
  mocks = await startMockProviders(SITE);
  t = await buildTestApp({ signInProviders: readSignInSettings(mocks.env) });
});
afterAll(async () => {
  await t?.close();
  await mocks?.stop();
});

let serial = 0;
let steamId = '';
beforeEach(() => {
  serial++;
  steamId = `7656119800000${serial}`;
  mocks.setUser('steam', { id: steamId, login: `claim${serial}`, name: `Claim Player ${serial}` });
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Starts a sign-in (or, with `token`, a link) at the mock provider and posts its answer back. */
async function viaProvider(provider: SignInProvider, token?: string) {
  const start = token
    ? await t.app.inject({ method: 'POST', url: `/api/user/identities/${provider}`, headers: bearer(token) })
    : await t.app.inject({ url: `/api/auth/${provider}/start?redirect=/beatmaps` });
  const cookie = start.cookies.find((c) => c.name === 'synthhub_sign_in')!;
  const authorizeUrl = token ? start.json().authorize_url : start.headers.location;
  const atProvider = await fetch(String(authorizeUrl), { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location')!);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/auth/${provider}/callback`,
    payload: { query: back.search },
    headers: { cookie: `synthhub_sign_in=${cookie.value}`, ...(token ? bearer(token) : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Signs up through the mock Steam with a fresh username; answers the session. */
async function signUpWithSteam() {
  const answer = await viaProvider('steam');
  expect(answer.result).toBe('register');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register-identity',
    payload: { grant: answer.grant, username: `steamer_${serial}` },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { token: string; user: { id: number } };
}

/** A standalone profile that came from a Steam account (as the demo and imports make them). */
async function steamProfile(id = steamId, name = `Imported ${serial}`) {
  const [row] = await t.app.db
    .insert(leaderboardProfiles)
    .values({ name, provider: 'steam', providerUserId: id })
    .returning();
  return row!;
}

const ownerOf = async (profileId: number) =>
  (await t.app.db.select().from(leaderboardProfiles).where(eq(leaderboardProfiles.id, profileId)))[0]!.userId;

/** Posts a score with a personal API token of `session`; answers the profile it landed on. */
async function scoreWithApiToken(session: { token: string }) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/user/tokens',
    payload: { name: 'game mod' },
    headers: bearer(session.token),
  });
  expect(created.statusCode, created.body).toBe(201);
  const chart = await makeChart(t.app);
  const posted = await t.app.inject({
    method: 'POST',
    url: '/api/scores',
    payload: submission(chart.hash),
    headers: bearer(created.json().secret),
  });
  expect(posted.statusCode, posted.body).toBe(201);
  const [row] = await t.app.db.select().from(scores).where(eq(scores.id, posted.json().score.id));
  return row!.profileId;
}

describe('claiming a leaderboard profile', () => {
  it('signing up with Steam claims its profile, and a score sent with an API token lands on it', async () => {
    const profile = await steamProfile();
    const other = await steamProfile(`${steamId}9`, 'Someone else');
    const session = await signUpWithSteam();
    expect(await ownerOf(profile.id)).toBe(session.user.id);
    expect(await ownerOf(other.id)).toBeNull();
    expect(await scoreWithApiToken(session)).toBe(profile.id);
  });

  it('signing in again claims a profile that appeared after the account was made', async () => {
    const session = await signUpWithSteam();
    const profile = await steamProfile();
    expect(await ownerOf(profile.id)).toBeNull();
    const again = await viaProvider('steam');
    expect(again.result).toBe('signed_in');
    expect(await ownerOf(profile.id)).toBe(session.user.id);
  });

  it('linking Steam to an account without a profile claims it', async () => {
    const profile = await steamProfile();
    const user = await registerUser(t.app);
    const linked = await viaProvider('steam', user.token);
    expect(linked.result).toBe('linked');
    expect(await ownerOf(profile.id)).toBe(user.user.id);
    expect(await scoreWithApiToken(user)).toBe(profile.id);
  });

  it('a user who already has a profile keeps it; the Steam one stays unlinked', async () => {
    const user = await registerUser(t.app);
    const own = await scoreWithApiToken(user);
    const profile = await steamProfile();
    await viaProvider('steam', user.token);
    expect(await ownerOf(profile.id)).toBeNull();
    expect(await ownerOf(own)).toBe(user.user.id);
    expect(await scoreWithApiToken(user)).toBe(own);
  });

  it('a profile already linked to another account stays theirs', async () => {
    const holder = await registerUser(t.app);
    const profile = await steamProfile();
    await t.app.db
      .update(leaderboardProfiles)
      .set({ userId: holder.user.id })
      .where(eq(leaderboardProfiles.id, profile.id));
    const session = await signUpWithSteam();
    expect(await ownerOf(profile.id)).toBe(holder.user.id);
    // The newcomer's first score makes a new profile of their own.
    const fresh = await scoreWithApiToken(session);
    expect(fresh).not.toBe(profile.id);
    expect(await ownerOf(fresh)).toBe(session.user.id);
  });

  it('a profile of another provider with the same id is not claimed', async () => {
    const [twitchProfile] = await t.app.db
      .insert(leaderboardProfiles)
      .values({ name: 'Twitch one', provider: 'twitch', providerUserId: steamId })
      .returning();
    await signUpWithSteam();
    expect(await ownerOf(twitchProfile!.id)).toBeNull();
  });
});
