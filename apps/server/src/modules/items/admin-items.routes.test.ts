import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { auth, uploadBeatmapAs, uploadPlaylistAs } from '../playlists/playlists.fixtures.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
let owner: Awaited<ReturnType<typeof registerUser>>;
let published: number;
let draft: number;
let playlist: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerAdmin(t.app);
  owner = await registerUser(t.app);
  published = (await uploadBeatmapAs(t.app, owner.token, { title: 'Alpha Song' })).id;
  draft = (await uploadBeatmapAs(t.app, owner.token, { title: 'Beta Draft', published: false })).id;
  playlist = await uploadPlaylistAs(t.app, owner.token);
});
afterAll(async () => t?.close());

const get = (url: string, token = admin.token) => t.app.inject({ url, headers: auth(token) });
const act = (kind: string, action: string, ids: number[], reason?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/${kind}/actions`,
    headers: auth(admin.token),
    payload: { ids, action, ...(reason ? { reason } : {}) },
  });
const listIds = async (query: string, kind = 'beatmaps') =>
  ((await get(`/api/admin/${kind}?${query}`)).json().data as { id: number }[]).map((r) => r.id).sort();
const row = async (id: number, kind = 'beatmaps') => (await get(`/api/admin/${kind}/${id}`)).json();
const auditOf = async (kind: string, id: number) =>
  (await get(`/api/admin/audit?target_kind=${kind}&target_id=${id}`)).json().data as {
    action: string;
    before: unknown;
    after: unknown;
  }[];

describe('the admin item routes (docs/decisions/0030)', () => {
  it('are for admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/beatmaps' })).statusCode).toBe(401);
    expect((await get('/api/admin/beatmaps', owner.token)).statusCode).toBe(403);
    expect((await get('/api/admin/models/stages', owner.token)).statusCode).toBe(403);
  });

  it('list drafts and published rows with the moderation fields, filtered by status, in the grammar', async () => {
    const all = await get('/api/admin/beatmaps?sort=title,ASC');
    expect(all.json()).toMatchObject({ total: 2, page: 1 });
    expect(all.json().data[1]).toMatchObject({
      id: draft,
      title: 'Beta Draft',
      published: false,
      deleted_at: null,
      featured_at: null,
      user: { id: owner.user.id },
    });
    expect(await listIds('status=published')).toEqual([published]);
    expect(await listIds('status=draft')).toEqual([draft]);
    expect(await listIds(`s=${encodeURIComponent('{"title":{"$contL":"beta"}}')}`)).toEqual([draft]);
    expect((await get('/api/admin/beatmaps?status=gone')).statusCode).toBe(400);
    expect(await listIds('', 'playlists')).toEqual([playlist]);
  });

  it('publish, unpublish, feature and unfeature, each audited; unpublish tells the owner why', async () => {
    expect((await act('beatmaps', 'publish', [draft])).json().results).toEqual([{ id: draft, ok: true }]);
    expect((await t.app.inject({ url: `/api/beatmaps/${draft}` })).statusCode).toBe(200);
    await act('beatmaps', 'unpublish', [draft], 'Needs a proper preview');
    expect((await t.app.inject({ url: `/api/beatmaps/${draft}` })).statusCode).toBe(404);
    await act('beatmaps', 'feature', [published]);
    expect(await listIds('featured=true')).toEqual([published]);
    expect((await row(published)).featured_at).toEqual(expect.any(String));
    expect((await t.app.inject({ url: `/api/beatmaps/${published}` })).json().featured).toBe(true);
    await act('beatmaps', 'unfeature', [published]);
    expect(await listIds('featured=true')).toEqual([]);
    expect((await auditOf('beatmap', draft)).map((e) => e.action)).toEqual([
      'beatmap.unpublish',
      'beatmap.publish',
    ]);
    expect((await auditOf('beatmap', published)).map((e) => e.action)).toEqual([
      'beatmap.unfeature',
      'beatmap.feature',
    ]);
    await t.app.jobs.drained();
    const bell = JSON.stringify((await get('/api/notifications/unread', owner.token)).json());
    expect(bell).toContain('was unpublished by a moderator. Reason: Needs a proper preview');
  });

  it('answer a result per id: 404 for a missing one, 409 for an action the state does not allow', async () => {
    const res = await act('beatmaps', 'restore', [published, 999999]);
    expect(res.json().results).toEqual([
      { id: published, ok: false, status: 409, error: `Beatmap ${published} is not deleted.` },
      { id: 999999, ok: false, status: 404, error: 'Beatmap 999999 was not found.' },
    ]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/beatmaps/actions',
      headers: auth(admin.token),
      payload: { ids: [], action: 'explode' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuse a restore more than 30 days after the delete, before the purge has run', async () => {
    await act('playlists', 'delete', [playlist], 'Spam');
    expect(await listIds('status=deleted', 'playlists')).toEqual([playlist]);
    expect(await listIds('', 'playlists')).toEqual([]);
    await t.app.db.execute(
      sql`update playlists set deleted_at = now() - interval '31 days' where id = ${playlist}`,
    );
    expect((await act('playlists', 'restore', [playlist])).json().results[0]).toMatchObject({
      ok: false,
      status: 409,
      error: `Playlist ${playlist} was deleted more than 30 days ago.`,
    });
    await t.app.db.execute(sql`update playlists set deleted_at = now() where id = ${playlist}`);
    expect((await act('playlists', 'restore', [playlist])).json().results[0].ok).toBe(true);
    expect((await row(playlist, 'playlists')).published).toBe(false);
    expect((await auditOf('playlist', playlist)).map((e) => e.action)).toEqual([
      'playlist.restore',
      'playlist.delete',
    ]);
  });

  it('edit metadata with the kind’s edit schema, audited with the changed fields only', async () => {
    const patch = (kind: string, id: number, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/${kind}/${id}`, headers: auth(admin.token), payload });
    const res = await patch('beatmaps', published, { title: 'Alpha Song (Remaster)', artist: 'Test Artist' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Alpha Song (Remaster)', deleted_at: null });
    const [entry] = await auditOf('beatmap', published);
    expect(entry).toMatchObject({
      action: 'beatmap.edit',
      before: { title: 'Alpha Song' },
      after: { title: 'Alpha Song (Remaster)' },
    });
    expect((await patch('beatmaps', published, { title: '' })).statusCode).toBe(400);
    expect((await patch('playlists', playlist, { name: 'Renamed' })).json().name).toBe('Renamed');
    await act('playlists', 'delete', [playlist]);
    expect((await patch('playlists', playlist, { name: 'Again' })).statusCode).toBe(409);
  });
});
