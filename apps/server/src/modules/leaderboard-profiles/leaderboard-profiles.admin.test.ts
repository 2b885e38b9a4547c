import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { leaderboardProfiles, users } from '../../db/schema/index.ts';

// PUT /api/admin/leaderboard-profiles/{id}/user (docs/decisions/0054 "Accounts own profiles").

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerAdmin(t.app);
});
afterAll(async () => t?.close());

const bearer = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});
const put = (id: number | string, payload: unknown, token: string | undefined = admin.token) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/leaderboard-profiles/${id}/user`,
    payload: payload as object,
    headers: bearer(token),
  });
const auditOf = async (profileId: number) =>
  (
    await t.app.inject({
      url: `/api/admin/audit?target_kind=leaderboard_profile&target_id=${profileId}`,
      headers: bearer(admin.token),
    })
  ).json().data as { action: string; before: unknown; after: unknown; target_label: string }[];
const ownerOf = async (id: number) =>
  (await t.app.db.select().from(leaderboardProfiles).where(eq(leaderboardProfiles.id, id)))[0]!.userId;

let n = 0;
async function profile(userId: number | null = null) {
  n++;
  const [row] = await t.app.db
    .insert(leaderboardProfiles)
    .values({ name: `Standalone ${n}`, userId, provider: 'steam', providerUserId: `7656119900000${n}` })
    .returning();
  return row!;
}

describe('PUT /api/admin/leaderboard-profiles/{id}/user', () => {
  it('links a profile to an account and unlinks it, each audited and told to the person', async () => {
    const p = await profile();
    const user = await registerUser(t.app);
    const linked = await put(p.id, { user_id: user.user.id });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({
      id: p.id,
      user_id: user.user.id,
      user: { id: user.user.id, username: user.user.username },
    });
    expect(await ownerOf(p.id)).toBe(user.user.id);
    // The public profile now links back to the account.
    const shown = (await t.app.inject({ url: `/api/leaderboard-profiles/${p.id}` })).json();
    expect(shown.user.username).toBe(user.user.username);
    // The admin's account page shows it.
    const detail = await t.app.inject({
      url: `/api/admin/users/${user.user.id}`,
      headers: bearer(admin.token),
    });
    expect(detail.json().leaderboard_profile).toEqual({ id: p.id, name: p.name });
    await t.app.jobs.drained();
    const bell = await t.app.inject({ url: '/api/notifications/unread', headers: bearer(user.token) });
    expect(bell.body).toContain(`linked the leaderboard profile ${p.name}`);

    const unlinked = await put(p.id, { user_id: null });
    expect([unlinked.statusCode, unlinked.json().user_id, unlinked.json().user]).toEqual([200, null, null]);
    expect(await ownerOf(p.id)).toBeNull();
    const after = await t.app.inject({
      url: `/api/admin/users/${user.user.id}`,
      headers: bearer(admin.token),
    });
    expect(after.json().leaderboard_profile).toBeNull();
    const audit = await auditOf(p.id);
    expect(audit.map((a) => [a.action, a.before, a.after, a.target_label])).toEqual([
      [
        'leaderboard_profile.unlink',
        { user_id: user.user.id, username: user.user.username },
        { user_id: null, username: null },
        p.name,
      ],
      [
        'leaderboard_profile.link',
        { user_id: null, username: null },
        { user_id: user.user.id, username: user.user.username },
        p.name,
      ],
    ]);
  });

  it('setting the owner it already has changes and records nothing', async () => {
    const user = await registerUser(t.app);
    const p = await profile(user.user.id);
    expect((await put(p.id, { user_id: user.user.id })).statusCode).toBe(200);
    const none = await profile();
    expect((await put(none.id, { user_id: null })).statusCode).toBe(200);
    expect(await auditOf(p.id)).toEqual([]);
    expect(await auditOf(none.id)).toEqual([]);
  });

  it('moves a profile from one account to another', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const p = await profile(a.user.id);
    expect((await put(p.id, { user_id: b.user.id })).statusCode).toBe(200);
    expect(await ownerOf(p.id)).toBe(b.user.id);
    expect((await auditOf(p.id))[0]).toMatchObject({
      action: 'leaderboard_profile.link',
      before: { user_id: a.user.id },
      after: { user_id: b.user.id },
    });
  });

  it('409 when the account already has another profile, or was deleted; nothing written', async () => {
    const user = await registerUser(t.app);
    const own = await profile(user.user.id);
    const p = await profile();
    const refused = await put(p.id, { user_id: user.user.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`already has the leaderboard profile ${own.name}`);
    expect([await ownerOf(p.id), await ownerOf(own.id)]).toEqual([null, user.user.id]);
    expect(await auditOf(p.id)).toEqual([]);

    const gone = await registerUser(t.app);
    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    expect((await put(p.id, { user_id: gone.user.id })).statusCode).toBe(409);
  });

  it('404 for an unknown profile or account; 400 for a malformed body or id', async () => {
    const user = await registerUser(t.app);
    const p = await profile();
    const noProfile = await put(2_000_000_000, { user_id: user.user.id });
    expect([noProfile.statusCode, noProfile.json().message]).toEqual([
      404,
      'Leaderboard profile 2000000000 was not found.',
    ]);
    const noUser = await put(p.id, { user_id: 2_000_000_000 });
    expect([noUser.statusCode, noUser.json().message]).toEqual([404, 'User 2000000000 was not found.']);
    for (const body of [{}, { user_id: 'x' }, { user_id: 1.5 }, { user_id: 0 }, { user_id: 1, extra: 1 }]) {
      const res = await put(p.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await put('abc', { user_id: null })).statusCode).toBe(400);
    expect(await ownerOf(p.id)).toBeNull();
  });

  it('401 anonymous and a suspended admin (the auth plugin refuses the account); 403 a non-admin and an admin’s API token', async () => {
    const p = await profile();
    const user = await registerUser(t.app);
    expect((await put(p.id, { user_id: user.user.id }, '')).statusCode).toBe(401);
    expect((await put(p.id, { user_id: user.user.id }, user.token)).statusCode).toBe(403);
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/user/tokens',
      payload: { name: 'admin token', scopes: ['scores:write', 'library:read', 'votes:write'] },
      headers: bearer(admin.token),
    });
    expect(token.statusCode, token.body).toBe(201);
    expect((await put(p.id, { user_id: user.user.id }, token.json().secret)).statusCode).toBe(403);
    const other = await registerAdmin(t.app);
    await t.app.db
      .update(users)
      .set({ suspendedAt: new Date(), suspendedReason: 'test' })
      .where(eq(users.id, other.user.id));
    expect((await put(p.id, { user_id: user.user.id }, other.token)).statusCode).toBe(401);
    expect(await ownerOf(p.id)).toBeNull();
  });
});
