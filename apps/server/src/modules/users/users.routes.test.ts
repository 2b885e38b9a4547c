import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { eq } from 'drizzle-orm';
import { leaderboardProfiles, users } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/users/{ref}', () => {
  it('finds a user by username (any case) or id, without the e-mail', async () => {
    const session = await registerUser(t.app, 'ProfileOwner');
    const byName = await t.app.inject({ url: '/api/users/profileowner' });
    expect(byName.statusCode).toBe(200);
    expect(byName.json().user).toMatchObject({ id: session.user.id, username: 'ProfileOwner', admin: false });
    expect(byName.json().user.email).toBeUndefined();
    const byId = await t.app.inject({ url: `/api/users/${session.user.id}` });
    expect(byId.json().user.username).toBe('ProfileOwner');
  });

  it('shows the country and links the leaderboard profile (null until there is one)', async () => {
    const session = await registerUser(t.app);
    const ref = `/api/users/${session.user.id}`;
    expect((await t.app.inject({ url: ref })).json().user).toMatchObject({
      country: null,
      leaderboard_profile: null,
    });
    await t.app.db.update(users).set({ country: 'FI' }).where(eq(users.id, session.user.id));
    const [profile] = await t.app.db
      .insert(leaderboardProfiles)
      .values({ name: 'Game Name', userId: session.user.id })
      .returning();
    expect((await t.app.inject({ url: ref })).json().user).toMatchObject({
      country: 'FI',
      leaderboard_profile: { id: profile!.id, name: 'Game Name' },
    });
  });

  it('does not look users up by e-mail, and 404s unknown names', async () => {
    await registerUser(t.app, 'Hidden');
    expect((await t.app.inject({ url: '/api/users/hidden@example.test' })).statusCode).toBe(404);
    const missing = await t.app.inject({ url: '/api/users/nobody-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No user is called nobody-here.');
  });
});
