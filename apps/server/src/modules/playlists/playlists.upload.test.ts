import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSynth } from '@synthhub/formats/synth/read-synth';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import {
  hasRealFixtures,
  makeSynth,
  REAL_FIXTURES,
  registerUser,
  uploadForm,
} from '../../../test/factories.ts';
import { buildTestApp, listFiles, type TestApp } from '../../../test/helpers.ts';
import { auth, fakeHash, makePlaylistFile, postPlaylist, uploadBeatmapAs } from './playlists.fixtures.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await registerUser(t.app)).token;
});
afterAll(async () => t?.close());

describe.skipIf(!hasRealFixtures)('POST /api/playlists/upload with the real fixtures', () => {
  it('uploads 000002__warmup.playlist as an unpublished playlist owned by the caller', async () => {
    const bytes = readFileSync(join(REAL_FIXTURES, 'playlist/000002__warmup.playlist'));
    const res = await postPlaylist(t.app, token, bytes, '000002__warmup.playlist');
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(id).toBeGreaterThan(0);
    const detail = await t.app.inject({
      url: `/api/playlists/${id}?join=items&join=items.beatmap`,
      headers: auth(token),
    });
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body).toMatchObject({
      id,
      name: 'warm up',
      description: 'new playlist',
      gradientTop: '#24491F',
      gradientDown: '#FB5B43',
      colorTitle: '#FFFFFF',
      colorTexture: '#405436',
      icon: 0,
      texture: 0,
      filename_original: '000002__warmup.playlist',
      published: false,
      published_at: null,
      item_count: 5,
      download_url: `/api/playlists/${id}/download`,
      cover_url: `/api/playlists/${id}/cover/placeholder`,
      score: '0',
      rating: '0',
      vote_diff: 0,
      auto_playlist_id: null,
    });
    expect(body.items.map((i: { name: string }) => i.name)).toEqual([
      'Shelter',
      'Blinding Lights',
      'Only Now (feat. Tyler Graves)',
      'Natural',
      'Eden',
    ]);
    expect(body.items[0]).toMatchObject({
      position: 0,
      hash: 'd0fc1d18527dc973bff5b6bd39c4f4383ae2914c77ba0d9a103c37a90d534663',
      author: 'Porter Robbinson, Madeon',
      beatmapper: 'KuritsaDBS',
      difficulty: 3,
      track_duration: 221,
      added_at: new Date(1615425301 * 1000).toISOString(),
      beatmap_id: null,
      beatmap: null,
    });
    // Unpublished: others do not see it.
    expect((await t.app.inject({ url: `/api/playlists/${id}` })).statusCode).toBe(404);
  });

  it('uploads 000005__EmiForceTraining.playlist with its 16 songs', async () => {
    const bytes = readFileSync(join(REAL_FIXTURES, 'playlist/000005__EmiForceTraining.playlist'));
    const res = await postPlaylist(t.app, token, bytes, '000005__EmiForceTraining.playlist');
    expect(res.statusCode).toBe(201);
    const body = (
      await t.app.inject({ url: `/api/playlists/${res.json().id}?join[]=items`, headers: auth(token) })
    ).json();
    expect(body).toMatchObject({ name: 'Emi Force Training', icon: 1, texture: 1, item_count: 16 });
    expect(body.items).toHaveLength(16);
    expect(body.items[0]).not.toHaveProperty('beatmap');
  });
});

describe('POST /api/playlists/upload', () => {
  it('links songs to beatmaps by hash and keeps the others as missing', async () => {
    const onSite = await uploadBeatmapAs(t.app, token, { title: 'On Site' });
    const file = makePlaylistFile({
      songs: [
        { hash: fakeHash(10), name: 'Elsewhere' },
        { hash: onSite.hash.toUpperCase(), name: 'Old Name' },
      ],
    });
    const res = await postPlaylist(t.app, token, file);
    expect(res.statusCode).toBe(201);
    const body = (
      await t.app.inject({
        url: `/api/playlists/${res.json().id}?join=items&join=items.beatmap`,
        headers: auth(token),
      })
    ).json();
    expect(body.items[0]).toMatchObject({ hash: fakeHash(10), beatmap_id: null, beatmap: null });
    expect(body.items[1]).toMatchObject({ hash: onSite.hash, name: 'Old Name', beatmap_id: onSite.id });
    expect(body.items[1].beatmap).toMatchObject({ id: onSite.id, title: 'On Site' });
    // join=items||id (NoodleManagerX) includes songs without their beatmaps.
    const list = await t.app.inject({
      url: `/api/playlists?user_id=${body.user.id}&drafts=true&join=items||id`,
      headers: auth(token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.find((p: { id: number }) => p.id === body.id).items).toHaveLength(2);
  });

  it('finds songs whose beatmap is uploaded after the playlist', async () => {
    const synth = await makeSynth({ title: 'Later', seed: 4242 });
    const { hash } = await readSynth(synth);
    const { id } = (await postPlaylist(t.app, token, makePlaylistFile({ songs: [{ hash }] }))).json();
    const items = async () =>
      (await t.app.inject({ url: `/api/playlists/${id}?join=items`, headers: auth(token) })).json().items;
    expect((await items())[0].beatmap_id).toBeNull();
    const form = uploadForm(synth, uploadRecordForMode('default', { published: true }));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/beatmaps/upload',
      ...form,
      headers: { ...form.headers, ...auth(token) },
    });
    expect((await items())[0].beatmap_id).toBe(uploaded.json().id);
  });

  it('uses the game file name when the file has no name, and stores no file', async () => {
    const before = listFiles(t.storage.root).length;
    const res = await postPlaylist(t.app, token, makePlaylistFile({ name: '' }), '000007__RoadTrip.playlist');
    expect(res.statusCode).toBe(201);
    const body = (
      await t.app.inject({ url: `/api/playlists/${res.json().id}`, headers: auth(token) })
    ).json();
    expect(body.name).toBe('RoadTrip');
    expect(listFiles(t.storage.root)).toHaveLength(before);
  });

  it('answers 401 to anonymous callers', async () => {
    const res = await postPlaylist(t.app, null, makePlaylistFile());
    expect(res.statusCode).toBe(401);
  });
});
