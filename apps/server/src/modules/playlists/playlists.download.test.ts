import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPlaylist } from '@synthhub/formats/playlist/read-playlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRealFixtures, REAL_FIXTURES, registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { auth, fakeHash, makePlaylistFile, postPlaylist, uploadBeatmapAs } from './playlists.fixtures.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await registerUser(t.app)).token;
});
afterAll(async () => t?.close());

const download = (id: number, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/playlists/${id}/download`, headers: { ...auth(token), ...headers } });

describe('GET /api/playlists/{id}/download', () => {
  it.skipIf(!hasRealFixtures)(
    'gives back the real warm-up playlist with the same keys and values',
    async () => {
      const original = readFileSync(join(REAL_FIXTURES, 'playlist/000002__warmup.playlist'), 'utf8');
      const { id } = (
        await postPlaylist(t.app, token, Buffer.from(original), '000002__warmup.playlist')
      ).json();
      const res = await download(id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${id}-warm-up.playlist"; filename*=UTF-8''${id}-warm-up.playlist`,
      );
      expect(JSON.parse(res.body)).toEqual(JSON.parse(original));
      expect(res.body).toBe(original);
    },
  );

  it('writes the current songs and fields, keeps unknown keys, and counts downloads', async () => {
    const file = makePlaylistFile({
      name: 'Späti Mix',
      extra: { editorVersion: '2.0', tags: ['a'] },
      songs: [
        {
          hash: fakeHash(5),
          name: 'Kept',
          difficulty: 2,
          trackDuration: 90.5,
          addedTime: 1600000000,
          extra: { beatmapId: 5 },
        },
        { hash: fakeHash(6), name: 'Dropped' },
      ],
    });
    const { id } = (await postPlaylist(t.app, token, file)).json();
    const added = await uploadBeatmapAs(t.app, token, { title: 'Added' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/playlists/${id}/items`,
      headers: auth(token),
      payload: { items: [{ beatmap_id: added.id }, { hash: fakeHash(5) }] },
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/playlists/${id}`,
      headers: auth(token),
      payload: { description: 'Edited', gradientTop: '#010203', published: true },
    });

    const res = await download(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${id}-Spati-Mix.playlist"; filename*=UTF-8''${id}-Spati-Mix.playlist`,
    );
    const json = JSON.parse(res.body);
    expect(json).toMatchObject({
      namePlaylist: 'Späti Mix',
      description: 'Edited',
      gradientTop: '#010203',
      creationDate: '1700000000',
      SelectedIconIndex: 0,
      SelectedTexture: 0,
      editorVersion: '2.0',
      tags: ['a'],
    });
    expect(json.dataString).toEqual([
      expect.objectContaining({
        hash: added.hash,
        name: 'Added',
        author: 'Test Artist',
        beatmapper: 'Tester',
        difficulty: 3,
        trackDuration: 95,
      }),
      {
        hash: fakeHash(5),
        name: 'Kept',
        author: '',
        beatmapper: '',
        difficulty: 2,
        trackDuration: 90.5,
        addedTime: 1600000000,
        beatmapId: 5,
      },
    ]);
    expect(typeof json.dataString[0].addedTime).toBe('number');
    expect(res.body).toContain('"trackDuration": 95.0');
    expect(readPlaylist(res.rawPayload).songs).toHaveLength(2);

    const etag = res.headers.etag as string;
    expect((await download(id, { 'if-none-match': etag })).statusCode).toBe(304);
    await download(id);
    await t.app.jobs.drained();
    const detail = (await t.app.inject({ url: `/api/playlists/${id}` })).json();
    expect(detail.download_count).toBe(2);
    // Anonymous visitors may download a published playlist.
    expect((await t.app.inject({ url: `/api/playlists/${id}/download` })).statusCode).toBe(200);
  });

  it('answers 404 for a playlist that does not exist', async () => {
    const res = await download(987654);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Playlist 987654 was not found.');
  });
});
