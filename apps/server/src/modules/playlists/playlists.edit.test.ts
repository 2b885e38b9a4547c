import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, registerUser, TINY_PNG } from '../../../test/factories.ts';
import { buildTestApp, listFiles, type TestApp } from '../../../test/helpers.ts';
import { auth, fakeHash, fileForm, uploadBeatmapAs, uploadPlaylistAs } from './playlists.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const patch = (id: number, token: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/playlists/${id}`, headers: auth(token), payload });
const putItems = (id: number, token: string, items: object[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/playlists/${id}/items`,
    headers: auth(token),
    payload: { items },
  });
const listedIds = async (query = '') =>
  (await t.app.inject({ url: `/api/playlists?limit=100${query}` }))
    .json()
    .data.map((p: { id: number }) => p.id);

describe('POST /api/playlists (create empty)', () => {
  it('creates an empty unpublished playlist with defaults, or with the given fields', async () => {
    const owner = await registerUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/playlists', headers: auth(owner.token) });
    expect(res.statusCode).toBe(201);
    const detail = (
      await t.app.inject({ url: `/api/playlists/${res.json().id}?join=items`, headers: auth(owner.token) })
    ).json();
    expect(detail).toMatchObject({
      name: 'New Playlist',
      description: null,
      gradientTop: '#F91C84',
      published: false,
      item_count: 0,
      items: [],
      user: { id: owner.user.id, username: owner.user.username },
    });
    const named = await t.app.inject({
      method: 'POST',
      url: '/api/playlists',
      headers: auth(owner.token),
      payload: { name: 'Road Trip', colorTitle: '#000000' },
    });
    const body = (
      await t.app.inject({ url: `/api/playlists/${named.json().id}`, headers: auth(owner.token) })
    ).json();
    expect(body).toMatchObject({
      name: 'Road Trip',
      colorTitle: '#000000',
      filename_original: `${body.id}-Road-Trip.playlist`,
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/playlists' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/playlists/{id}', () => {
  it('edits and publishes; publishing sets published_at and lists the playlist', async () => {
    const owner = await registerUser(t.app);
    const id = await uploadPlaylistAs(t.app, owner.token);
    expect(await listedIds()).not.toContain(id);
    const res = await patch(id, owner.token, {
      name: '  Sunday Warm-up ',
      description: 'Easy ones first',
      gradientTop: '#112233',
      gradientDown: '#445566',
      colorTitle: '#FFFFFF',
      colorTexture: '#abcdef',
      published: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Sunday Warm-up',
      description: 'Easy ones first',
      gradientTop: '#112233',
      colorTexture: '#abcdef',
      published: true,
      version: 2,
    });
    expect(Date.now() - Date.parse(body.published_at)).toBeLessThan(60_000);
    expect(await listedIds()).toContain(id);
    expect((await t.app.inject({ url: `/api/playlists/${id}` })).statusCode).toBe(200);
    // Publishing again keeps the first published_at; an empty description becomes null.
    const again = (await patch(id, owner.token, { published: true, description: '' })).json();
    expect(again.published_at).toBe(body.published_at);
    expect(again.description).toBeNull();
  });
});

describe('PUT /api/playlists/{id}/items', () => {
  it('adds by beatmap id and by hash, reorders and removes, keeping kept songs as they were', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const mine = await uploadBeatmapAs(t.app, owner.token, { title: 'Mine' });
    const draft = await uploadBeatmapAs(t.app, owner.token, { title: 'My Draft', published: false });
    const theirDraft = await uploadBeatmapAs(t.app, other.token, { title: 'Their Draft', published: false });
    const id = await uploadPlaylistAs(t.app, owner.token);

    const res = await putItems(id, owner.token, [
      { hash: fakeHash(2) },
      { beatmap_id: mine.id },
      { hash: fakeHash(77) },
      { beatmap_id: draft.id },
    ]);
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.map((i: { position: number }) => i.position)).toEqual([0, 1, 2, 3]);
    expect(items[0]).toMatchObject({
      hash: fakeHash(2),
      name: 'Missing Two',
      difficulty: 4,
      track_duration: 200,
    });
    expect(items[1]).toMatchObject({
      hash: mine.hash,
      name: 'Mine',
      author: 'Test Artist',
      beatmapper: 'Tester',
    });
    expect(items[1]).toMatchObject({ beatmap_id: mine.id, difficulty: 3, track_duration: 95 });
    expect(items[1].beatmap.title).toBe('Mine');
    expect(items[2]).toMatchObject({ hash: fakeHash(77), name: '', beatmap_id: null, beatmap: null });
    expect(items[3].beatmap_id).toBe(draft.id);
    expect(res.json()).toMatchObject({ item_count: 4, version: 2 });

    // The owner's own draft beatmap shows to the owner, as missing to everyone else.
    await patch(id, owner.token, { published: true });
    const publicItems = (
      await t.app.inject({ url: `/api/playlists/${id}?join=items&join=items.beatmap` })
    ).json().items;
    expect(publicItems[3]).toMatchObject({ beatmap_id: null, beatmap: null });

    // Someone else's draft cannot be added.
    const refused = await putItems(id, owner.token, [{ beatmap_id: theirDraft.id }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(`beatmap ${theirDraft.id} was not found`);

    const reordered = (
      await putItems(id, owner.token, [{ beatmap_id: mine.id }, { hash: fakeHash(2) }])
    ).json();
    expect(reordered.items.map((i: { hash: string }) => i.hash)).toEqual([mine.hash, fakeHash(2)]);
    expect(reordered.items[1]).toMatchObject({ name: 'Missing Two', added_at: items[0].added_at });
    const emptied = (await putItems(id, owner.token, [])).json();
    expect(emptied).toMatchObject({ item_count: 0, items: [] });
  });
});

describe('only the owner or an admin changes a playlist; drafts stay hidden', () => {
  it('refuses other users (403 on published, 404 on drafts) and anonymous callers (401)', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const draftId = await uploadPlaylistAs(t.app, owner.token);
    const publishedId = await uploadPlaylistAs(t.app, owner.token);
    await patch(publishedId, owner.token, { published: true });

    expect(
      (await t.app.inject({ url: `/api/playlists/${draftId}`, headers: auth(other.token) })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/api/playlists/${draftId}/download` })).statusCode).toBe(404);
    expect((await patch(draftId, other.token, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await putItems(draftId, other.token, [])).statusCode).toBe(404);
    expect((await patch(publishedId, other.token, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await putItems(publishedId, other.token, [])).statusCode).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/playlists/${publishedId}`,
      headers: auth(other.token),
    });
    expect(del.statusCode).toBe(403);
    const form = fileForm(TINY_PNG, 'cover.png');
    const cover = await t.app.inject({
      method: 'POST',
      url: `/api/playlists/${publishedId}/cover`,
      ...form,
      headers: { ...form.headers, ...auth(other.token) },
    });
    expect(cover.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/playlists/${publishedId}`, payload: {} })).statusCode,
    ).toBe(401);

    // Lists: drafts only for their owner.
    expect(await listedIds(`&user_id=${owner.user.id}`)).toEqual([publishedId]);
    const theirs = await t.app.inject({
      url: `/api/playlists?user_id=${owner.user.id}&drafts=true`,
      headers: auth(other.token),
    });
    expect(theirs.statusCode).toBe(403);
    const own = await t.app.inject({
      url: `/api/playlists?user_id=${owner.user.id}&drafts=true`,
      headers: auth(owner.token),
    });
    expect(
      own
        .json()
        .data.map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([draftId, publishedId].sort());

    const after = (await t.app.inject({ url: `/api/playlists/${publishedId}?join=items` })).json();
    expect(after).toMatchObject({
      name: 'Generated',
      item_count: 2,
      cover_url: `/api/playlists/${publishedId}/cover/placeholder`,
    });
  });

  it('lets an admin edit and delete anyone’s playlist', async () => {
    const owner = await registerUser(t.app);
    const admin = await registerAdmin(t.app);
    const id = await uploadPlaylistAs(t.app, owner.token);
    expect((await t.app.inject({ url: `/api/playlists/${id}`, headers: auth(admin.token) })).statusCode).toBe(
      200,
    );
    expect((await patch(id, admin.token, { name: 'Moderated' })).json().name).toBe('Moderated');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/playlists/${id}`,
      headers: auth(admin.token),
    });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/playlists/${id}`, headers: auth(owner.token) })).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/playlists/{id}/cover', () => {
  it('stores the cover with thumbnails and serves it', async () => {
    const owner = await registerUser(t.app);
    const id = await uploadPlaylistAs(t.app, owner.token);
    const form = fileForm(TINY_PNG, 'cover.png');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/playlists/${id}/cover`,
      ...form,
      headers: { ...form.headers, ...auth(owner.token) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cover_url: `/api/playlists/${id}/cover`, cover_version: 2 });
    await t.app.jobs.drained(); // the sizes are made by a queued job (docs/decisions/0012)
    expect(listFiles(t.storage.root).filter((f) => f.startsWith('covers/'))).toHaveLength(4);
    const small = await t.app.inject({
      url: `/api/playlists/${id}/cover?size=150&v=2`,
      headers: auth(owner.token),
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/jpeg');
    const orig = await t.app.inject({ url: `/api/playlists/${id}/cover`, headers: auth(owner.token) });
    expect(orig.headers['content-type']).toBe('image/png');
    // Still a draft: the cover is not shown to others.
    expect((await t.app.inject({ url: `/api/playlists/${id}/cover` })).statusCode).toBe(404);
  });
});
