import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { auth, makeItem } from '../votes/votes.test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerAdmin(t.app);
});
afterAll(async () => t?.close());

const PASSWORD = 'correct horse battery';
const as = (token: string) => ({ headers: auth(token) });
const get = (url: string, token = admin.token) => t.app.inject({ url, ...as(token) });
const post = (url: string, payload?: object, token = admin.token) =>
  t.app.inject({ method: 'POST', url, ...as(token), ...(payload ? { payload } : {}) });
const login = (username: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: PASSWORD } });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: refreshToken } });
const auditOf = async (id: number) =>
  (await get(`/api/admin/audit?target_kind=user&target_id=${id}`)).json().data as {
    action: string;
    before: unknown;
    after: unknown;
    reason: string | null;
  }[];
const bell = async (token: string) => {
  await t.app.jobs.drained();
  return JSON.stringify((await get('/api/notifications/unread', token)).json());
};

describe('GET /api/admin/users (spec §2 Admin area users)', () => {
  it('searches username and e-mail, filters, sorts by uploads and pages in the list envelope', async () => {
    const a = await registerUser(t.app, `gridzed${process.pid}a`);
    const b = await registerUser(t.app, `gridzed${process.pid}b`);
    await makeItem(t.app, 'playlist', b.token);
    await makeItem(t.app, 'playlist', b.token);
    const s = encodeURIComponent(JSON.stringify({ $or: [{ username: { $contL: 'GRIDZED' } }] }));
    const res = await get(`/api/admin/users?s=${s}&sort=uploads,DESC&limit=1&page=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 1, total: 2, page: 1, pageCount: 2 });
    expect(res.json().data[0]).toMatchObject({
      id: b.user.id,
      uploads: 2,
      email: b.user.email,
      admin: false,
    });
    const byMail = encodeURIComponent(JSON.stringify({ email: { $contL: a.user.email } }));
    expect((await get(`/api/admin/users?s=${byMail}`)).json().data.map((u: { id: number }) => u.id)).toEqual([
      a.user.id,
    ]);
    const admins = (await get('/api/admin/users?admin=true&limit=100')).json();
    expect(admins.data.every((u: { admin: boolean }) => u.admin)).toBe(true);
    expect(admins.data.map((u: { id: number }) => u.id)).toContain(admin.user.id);
    expect((await get('/api/admin/users?admin=maybe')).statusCode).toBe(400);
    expect((await get('/api/admin/users?sort=password_hash,ASC')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const user = await registerUser(t.app);
    expect((await get('/api/admin/users', user.token)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/users' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/users/{id}', () => {
  it("shows the account's uploads per kind, reports by and about it, and its audit history", async () => {
    const user = await registerUser(t.app);
    const path = await makeItem(t.app, 'playlist', user.token);
    const playlistId = Number(path.split('/').pop());
    const report = (payload: object, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reports',
        payload: { kind: 'abuse', message: 'This is abusive content, please look at it.', ...payload },
        ...(token ? as(token) : {}),
      });
    expect((await report({ target_kind: 'playlist', target_id: playlistId }, admin.token)).statusCode).toBe(
      201,
    );
    expect((await report({ target_kind: 'user', target_id: admin.user.id }, user.token)).statusCode).toBe(
      201,
    );
    await post(`/api/admin/users/${user.user.id}/suspend`, { reason: 'Spam' });
    const res = await get(`/api/admin/users/${user.user.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: user.user.id, uploads: 1, suspended_reason: 'Spam' });
    expect(body.uploads.map((u: { kind: string }) => u.kind)).toEqual([
      'beatmap',
      'playlist',
      'stage',
      'avatar',
    ]);
    expect(body.uploads[1]).toMatchObject({
      count: 1,
      items: [{ id: playlistId, url: `/playlists/${playlistId}` }],
    });
    expect(body.reports_about).toMatchObject([{ target_kind: 'playlist', target_id: playlistId }]);
    expect(body.reports_by).toMatchObject([{ target_kind: 'user', reporter: { id: user.user.id } }]);
    expect(body.audit).toMatchObject([{ action: 'user.suspend', reason: 'Spam' }]);
    expect((await get('/api/admin/users/999999')).statusCode).toBe(404);
  });
});

describe('POST /api/admin/users/{id}/admin', () => {
  it('grants and revokes the role at once, audited, and refuses revoking oneself', async () => {
    const user = await registerUser(t.app);
    const granted = await post(`/api/admin/users/${user.user.id}/admin`, { admin: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ admin: true });
    // The flag is read on every request: the token they already hold works on admin routes.
    expect((await get('/api/admin/users', user.token)).statusCode).toBe(200);
    expect((await post(`/api/admin/users/${user.user.id}/admin`, { admin: false })).json().admin).toBe(false);
    expect((await get('/api/admin/users', user.token)).statusCode).toBe(403);
    expect((await auditOf(user.user.id)).map((e) => e.action)).toEqual([
      'user.revoke_admin',
      'user.grant_admin',
    ]);
    expect(await bell(user.token)).toContain('An admin gave you the admin role.');
    const self = await post(`/api/admin/users/${admin.user.id}/admin`, { admin: false });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot revoke your own admin role. Ask another admin to do it.');
    expect((await post(`/api/admin/users/${user.user.id}/admin`, { admin: 'yes' })).statusCode).toBe(400);
  });
});

describe('suspension (docs/decisions/0030-admin-area, "Account suspension")', () => {
  it('ends sessions, refuses every sign-in with the reason, and unsuspend lets them in again', async () => {
    const user = await registerUser(t.app);
    const token = (await post('/api/user/tokens', { name: 'mod' }, user.token)).json().secret as string;
    expect((await get('/api/auth/user', token)).statusCode).toBe(200);
    const res = await post(`/api/admin/users/${user.user.id}/suspend`, { reason: 'Repeated spam uploads' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      suspended_reason: 'Repeated spam uploads',
      suspended_at: expect.any(String),
    });
    const message = 'This account is suspended: Repeated spam uploads';

    const refreshed = await refresh(user.refresh_token);
    expect(refreshed.statusCode).toBe(403);
    expect(refreshed.json().message).toBe(message);
    const signIn = await login(user.user.username);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe(message);
    const access = await get('/api/auth/user', user.token);
    expect(access.statusCode).toBe(401);
    expect(access.json().message).toBe(message);
    expect((await get('/api/auth/user', token)).json().message).toBe(message);

    const audit = await auditOf(user.user.id);
    expect(audit[0]).toMatchObject({ action: 'user.suspend', reason: 'Repeated spam uploads' });

    const lifted = await post(`/api/admin/users/${user.user.id}/unsuspend`);
    expect(lifted.json()).toMatchObject({ suspended_at: null, suspended_reason: null });
    // The old sessions stay ended; a new sign-in works, and so does the API token.
    expect((await refresh(user.refresh_token)).statusCode).toBe(401);
    const again = await login(user.user.username);
    expect(again.statusCode).toBe(200);
    expect((await get('/api/auth/user', token)).statusCode).toBe(200);
    expect(await bell(again.json().token)).toContain(
      'An admin suspended your account: Repeated spam uploads',
    );
    expect((await auditOf(user.user.id))[0]?.action).toBe('user.unsuspend');
    expect((await post(`/api/admin/users/${user.user.id}/unsuspend`)).statusCode).toBe(409);
  });

  it('refuses a device-code sign-in of a suspended account', async () => {
    const user = await registerUser(t.app);
    const start = (
      await t.app.inject({ method: 'POST', url: '/api/auth/device/code', payload: { client_id: 'Mod' } })
    ).json();
    const approve = await post(
      '/api/auth/device/approve',
      { user_code: start.user_code, approve: true },
      user.token,
    );
    expect(approve.statusCode).toBeLessThan(300);
    await post(`/api/admin/users/${user.user.id}/suspend`, { reason: 'Cheating' });
    const poll = await t.app.inject({
      method: 'POST',
      url: '/api/auth/device/token',
      payload: { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: start.device_code },
    });
    expect(poll.json().error).toBe('access_denied');
  });

  it('needs a reason, and refuses suspending oneself', async () => {
    const user = await registerUser(t.app);
    expect((await post(`/api/admin/users/${user.user.id}/suspend`, { reason: '  ' })).statusCode).toBe(400);
    const self = await post(`/api/admin/users/${admin.user.id}/suspend`, { reason: 'Oops' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot suspend your own account.');
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('makes the account a tombstone, audited, and refuses deleting oneself', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${user.user.id}`,
      ...as(admin.token),
      payload: { reason: 'Spam account' },
    });
    expect(res.statusCode).toBe(204);
    expect((await get('/api/auth/user', user.token)).statusCode).toBe(401);
    expect((await login(user.user.username)).statusCode).toBe(401);
    const detail = (await get(`/api/admin/users/${user.user.id}`)).json();
    expect(detail.user).toMatchObject({ username: `deleted user ${user.user.id}`, email: null });
    expect(detail.user.deleted_at).not.toBeNull();
    expect(detail.audit[0]).toMatchObject({
      action: 'user.delete',
      reason: 'Spam account',
      before: { username: user.user.username },
    });
    const deleted = (await get('/api/admin/users?deleted=true&limit=100')).json();
    expect(deleted.data.map((u: { id: number }) => u.id)).toContain(user.user.id);
    const listed = (await get('/api/admin/users?limit=100')).json();
    expect(listed.data.map((u: { id: number }) => u.id)).not.toContain(user.user.id);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${user.user.id}`,
      ...as(admin.token),
    });
    expect(again.statusCode).toBe(409);
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${admin.user.id}`,
      ...as(admin.token),
    });
    expect(self.statusCode).toBe(409);
  });
});
