import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { addVersions, bearer, makeMod } from './mods.test-kit.ts';

/** `/api/admin/mods`: the kernel's admin routes for mods (docs/decisions/0030). */

let t: TestApp;
let admin: SessionResponse;
let owner: SessionResponse;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerAdmin(t.app);
  owner = await registerUser(t.app);
});
afterAll(async () => t?.close());

const get = (url: string, token = admin.token) => t.app.inject({ url, headers: bearer(token) });

describe('admin mods', () => {
  it('lists drafts and released mods with the moderation fields; others get 403', async () => {
    const live = await makeMod(t.app, owner.token, { name: 'Admin Live' });
    const draft = await makeMod(t.app, owner.token, { name: 'Admin Draft', published: false });
    await addVersions(t.app, owner.token, live.id, '1.0.0');
    expect((await get('/api/admin/mods', owner.token)).statusCode).toBe(403);
    const drafts = (await get('/api/admin/mods?status=draft')).json();
    expect(drafts.data.map((m: { id: number }) => m.id)).toEqual([draft.id]);
    const row = (await get(`/api/admin/mods/${live.id}`)).json();
    expect(row).toMatchObject({ id: live.id, slug: live.slug, latest_version: '1.0.0', deleted_at: null });
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/mods/${live.id}`,
      headers: bearer(admin.token),
      payload: { summary: 'Edited by a moderator' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().summary).toBe('Edited by a moderator');
  });

  it('soft-deletes a mod (gone from the catalogue and the index) and restores it', async () => {
    const { id } = await makeMod(t.app, owner.token);
    await addVersions(t.app, owner.token, id, '1.0.0');
    const act = (action: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/mods/actions',
        headers: bearer(admin.token),
        payload: { ids: [id], action, reason: 'test' },
      });
    expect((await act('delete')).json().results[0]).toMatchObject({ id, ok: true });
    expect((await t.app.inject({ url: `/api/mods/${id}` })).statusCode).toBe(404);
    const index = (await t.app.inject({ url: '/api/mods/index' })).json();
    expect(index.mods.map((m: { id: number }) => m.id)).not.toContain(id);
    expect((await act('restore')).json().results[0]).toMatchObject({ id, ok: true });
    expect((await t.app.inject({ url: `/api/mods/${id}` })).statusCode).toBe(200);
  });
});
