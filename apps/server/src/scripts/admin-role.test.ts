import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { NotFound } from '../errors.ts';
import { setAdmin } from './admin-role.ts';

/**
 * `npm run admin -- grant|revoke <username>` (scripts/admin-role.ts): the first admin of a
 * self-hosted site. The change counts at once for a token already issued (the flag is read per
 * request), on the admin gate of every `/api/admin/*` route.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const adminList = (token: string) =>
  t.app.inject({ url: '/api/admin/news', headers: { authorization: `Bearer ${token}` } });

describe('setAdmin', () => {
  it('grants and revokes the admin flag by username, taking effect for the same token', async () => {
    const { token } = await registerUser(t.app, 'FirstAdmin');
    expect((await adminList(token)).statusCode).toBe(403);
    expect(await setAdmin(t.app.db, 'firstadmin', true)).toEqual({
      username: 'FirstAdmin',
      admin: true,
      changed: true,
    });
    expect((await adminList(token)).statusCode).toBe(200);
    expect((await setAdmin(t.app.db, 'FirstAdmin', true)).changed).toBe(false);
    expect(await setAdmin(t.app.db, 'FirstAdmin', false)).toMatchObject({ admin: false, changed: true });
    const refused = await adminList(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Unauthorized');
  });

  it('throws NotFound naming an unknown account', async () => {
    await expect(setAdmin(t.app.db, 'nobody-here', true)).rejects.toThrow(NotFound);
    await expect(setAdmin(t.app.db, 'nobody-here', true)).rejects.toThrow(
      'No account is named "nobody-here".',
    );
  });
});
