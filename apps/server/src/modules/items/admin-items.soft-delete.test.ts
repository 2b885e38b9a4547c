import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { sweepUnreferencedFiles } from '../../lib/storage/sweep.ts';
import {
  auth,
  makePlaylistFile,
  uploadBeatmapAs,
  uploadPlaylistAs,
} from '../playlists/playlists.fixtures.ts';
import { beatmapStore } from '../beatmaps/index.ts';
import { purgeDeletedItems } from './index.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
let owner: Awaited<ReturnType<typeof registerUser>>;
let beatmap: { id: number; hash: string };
let playlistId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerAdmin(t.app);
  owner = await registerUser(t.app);
  beatmap = await uploadBeatmapAs(t.app, owner.token, { title: 'Vanishing Act' });
  const songs = [
    { hash: beatmap.hash, name: 'Vanishing Act', author: 'A', difficulty: 3, trackDuration: 95 },
  ];
  playlistId = await uploadPlaylistAs(t.app, owner.token, makePlaylistFile({ songs }));
  // One download this week puts it in "Popular this week".
  await t.app.inject({ url: `/api/beatmaps/${beatmap.id}/download` });
  await t.app.jobs.drained();
});
afterAll(async () => t?.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url, ...(token ? { headers: auth(token) } : {}) });
const act = (action: string, ids: number[], reason?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/beatmaps/actions',
    headers: auth(admin.token),
    payload: { ids, action, ...(reason ? { reason } : {}) },
  });
const ids = (body: { data: { id: number }[] }) => body.data.map((b) => b.id);
const search = `/api/beatmaps?s=${encodeURIComponent(JSON.stringify({ title: { $contL: 'vanishing' } }))}`;

/** Every public place the beatmap shows: true where it is found. */
async function seenIn() {
  const songs = await get(`/api/playlists/${playlistId}?join=items&join=items.beatmap`, owner.token);
  const popular = (await get('/api/beatmaps/popular')).json().data as { id: number }[];
  return {
    list: ids((await get('/api/beatmaps')).json()).includes(beatmap.id),
    search: ids((await get(search)).json()).includes(beatmap.id),
    profile: ids((await get(`/api/beatmaps?user_id=${owner.user.id}`)).json()).includes(beatmap.id),
    drafts: ids(
      (await get(`/api/beatmaps?user_id=${owner.user.id}&drafts=true`, owner.token)).json(),
    ).includes(beatmap.id),
    popular: popular.some((b) => b.id === beatmap.id),
    playlistSong: songs.json().items[0].beatmap?.id === beatmap.id,
    detail: (await get(`/api/beatmaps/${beatmap.id}`)).statusCode,
    ownerDetail: (await get(`/api/beatmaps/${beatmap.id}`, owner.token)).statusCode,
    download: (await get(`/api/beatmaps/${beatmap.id}/download`)).statusCode,
    hashDownload: (await get(`/api/beatmaps/hash/download/${beatmap.hash}`, owner.token)).statusCode,
  };
}

const everywhere = {
  list: true,
  search: true,
  profile: true,
  drafts: true,
  popular: true,
  playlistSong: true,
  detail: 200,
  ownerDetail: 200,
  download: 200,
  hashDownload: 200,
};

describe('soft delete of a beatmap (docs/decisions/0030)', () => {
  it('is shown everywhere before', async () => {
    expect(await seenIn()).toEqual(everywhere);
  });

  it('disappears from every public list and its download when deleted, and comes back when restored', async () => {
    const deleted = await act('delete', [beatmap.id], 'Copyrighted audio');
    expect(deleted.json()).toEqual({ results: [{ id: beatmap.id, ok: true }] });
    expect(await seenIn()).toEqual({
      list: false,
      search: false,
      profile: false,
      drafts: false,
      popular: false,
      playlistSong: false,
      detail: 404,
      ownerDetail: 404,
      download: 404,
      hashDownload: 404,
    });
    // The owner cannot edit or delete it either: 404, as if it were gone.
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/beatmaps/${beatmap.id}`,
      headers: auth(owner.token),
      payload: { published: true },
    });
    expect(patch.statusCode).toBe(404);
    const vote = await t.app.inject({
      method: 'PUT',
      url: `/api/beatmaps/${beatmap.id}/vote`,
      headers: auth(owner.token),
      payload: { value: 1 },
    });
    expect(vote.statusCode).toBe(404);
    const admins = await get(`/api/admin/beatmaps/${beatmap.id}`, admin.token);
    expect(admins.json()).toMatchObject({ id: beatmap.id, published: false, deleted_at: expect.any(String) });

    expect((await act('restore', [beatmap.id])).json().results[0].ok).toBe(true);
    expect(await seenIn()).toEqual(everywhere);
  });

  it('audits both actions and tells the owner, with the reason', async () => {
    const audit = await get(`/api/admin/audit?target_kind=beatmap&target_id=${beatmap.id}`, admin.token);
    const entries = audit.json().data as { action: string; reason: string | null; after: unknown }[];
    expect(entries.map((e) => e.action)).toEqual(['beatmap.restore', 'beatmap.delete']);
    expect(entries[1]).toMatchObject({ reason: 'Copyrighted audio', after: { published: false } });
    await t.app.jobs.drained();
    const bell = JSON.stringify((await get('/api/notifications/unread', owner.token)).json());
    expect(bell).toContain('Your beatmap \\"Test Artist - Vanishing Act\\"');
    expect(bell).toContain('was deleted by a moderator');
    expect(bell).toContain('Reason: Copyrighted audio');
    expect(bell).toContain('was restored by a moderator');
  });

  it('purges it for good after 30 days, with its files, and a restore then answers 404', async () => {
    const files = async () => {
      let n = 0;
      for await (const _ of t.storage.list()) n += 1;
      return n;
    };
    expect((await act('delete', [beatmap.id])).json().results[0].ok).toBe(true);
    expect(await purgeDeletedItems(t.app, [beatmapStore])).toBe(0); // not yet 30 days
    const later = new Date(Date.now() + 31 * 24 * 3600_000);
    expect(await purgeDeletedItems(t.app, [beatmapStore], later)).toBe(1);
    const before = await files();
    await sweepUnreferencedFiles(t.app, { minAgeMs: 0 });
    expect(await files()).toBeLessThan(before);
    expect((await get(`/api/admin/beatmaps/${beatmap.id}`, admin.token)).statusCode).toBe(404);
    expect((await act('restore', [beatmap.id])).json().results).toEqual([
      { id: beatmap.id, ok: false, status: 404, error: `Beatmap ${beatmap.id} was not found.` },
    ]);
  });
});
