import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockProviders, type MockProviders } from '../../../test/mock-providers/mock-providers.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { users } from '../../db/schema/users.ts';
import { readSignInSettings } from '../../lib/sign-in-settings.ts';

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

/** One third-party sign-in through the mock Twitch: start, the provider's redirect, the callback. */
async function twitchCallback() {
  const start = await t.app.inject({ url: '/api/auth/twitch/start?redirect=/beatmaps' });
  const cookie = start.cookies.find((c) => c.name === 'synthhub_sign_in')!;
  const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location')!);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/twitch/callback',
    payload: { query: back.search },
    headers: { cookie: `synthhub_sign_in=${cookie.value}` },
  });
}

describe('third-party sign-in of a suspended account (docs/decisions/0030-admin-area, "Account suspension")', () => {
  it('is refused with the reason', async () => {
    mocks.setUser('twitch', { id: '900001', login: 'banned1', name: 'Banned' });
    const first = (await twitchCallback()).json();
    expect(first.result).toBe('register');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-identity',
      payload: { grant: first.grant, username: 'banned1' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await twitchCallback()).json().result).toBe('signed_in');
    await t.db.db
      .update(users)
      .set({ suspendedAt: new Date(), suspendedReason: 'Ban evasion' })
      .where(eq(users.id, created.json().user.id));
    const refused = await twitchCallback();
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toBe('This account is suspended: Ban evasion');
  });
});
