import { PLAYLIST_MAX_BYTES } from '@synthhub/shared/playlists/playlists.constants';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, TINY_PNG } from '../../../test/factories.ts';
import { buildTestApp, listFiles, type TestApp } from '../../../test/helpers.ts';
import { playlistItems, playlists } from '../../db/schema/index.ts';
import { auth, fakeHash, fileForm, makePlaylistFile, postPlaylist } from './playlists.fixtures.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await registerUser(t.app)).token;
});
afterAll(async () => t?.close());

const enc = new TextEncoder();

async function expectNothingStored() {
  const [p] = await t.app.db.select({ n: count() }).from(playlists);
  const [i] = await t.app.db.select({ n: count() }).from(playlistItems);
  expect(p?.n).toBe(0);
  expect(i?.n).toBe(0);
  expect(listFiles(t.storage.root)).toEqual([]);
}

const cases: [name: string, bytes: Uint8Array, status: number, message: RegExp][] = [
  ['not JSON', enc.encode('this is not json at all'), 422, /not a \.playlist: it is not valid JSON/],
  ['not UTF-8 text', Uint8Array.of(0xff, 0xfe, 0x00, 0x7b), 422, /not UTF-8 text/],
  ['a JSON array', enc.encode('[{"hash": "x"}]'), 422, /its JSON is a list, not an object/],
  [
    'dataString that is not a list',
    enc.encode('{"dataString": "songs"}'),
    422,
    /"dataString".*is a string, not a list/,
  ],
  [
    'a song that is not an object',
    enc.encode('{"dataString": [42]}'),
    422,
    /Song 1 of the \.playlist is not a JSON object/,
  ],
  [
    'a hash that is not 64 hex',
    makePlaylistFile({ songs: [{ hash: fakeHash(1) }, { hash: 'abc', name: 'Eden' }] }),
    422,
    /Song 2 \("Eden"\) has a hash that is not 64 hexadecimal characters/,
  ],
  [
    'too many songs',
    enc.encode(JSON.stringify({ dataString: Array.from({ length: 1001 }, () => ({ hash: fakeHash(3) })) })),
    422,
    /1001 songs; at most 1000/,
  ],
  [
    'JSON nested 100,000 levels deep',
    enc.encode(
      `{"dataString":[{"hash":"${'a'.repeat(64)}","x":${'['.repeat(100_000)}${']'.repeat(100_000)}}]}`,
    ),
    422,
    /not valid JSON \(JSON nested more than 64 levels deep\)/,
  ],
  [
    'a file over the size limit',
    new Uint8Array(PLAYLIST_MAX_BYTES + 1).fill(32),
    413,
    /too large.*at most 1\.0 MiB/,
  ],
];

describe('upload rejects bad input with a 4xx that names the problem and stores nothing', () => {
  for (const [name, bytes, status, message] of cases) {
    it(name, async () => {
      const res = await postPlaylist(t.app, token, bytes);
      expect(res.statusCode).toBe(status);
      expect(res.json().statusCode).toBe(status);
      expect(res.json().message).toMatch(message);
      await expectNothingStored();
    });
  }

  it('a missing file is "Required"', async () => {
    const res = await postPlaylist(t.app, token, null);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.validation).toEqual(['file: Required']);
    await expectNothingStored();
  });

  it('a file that is not .playlist by name', async () => {
    const res = await postPlaylist(t.app, token, makePlaylistFile(), 'songs.json');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(
      /Only \.playlist files can be uploaded as playlists \(got "songs\.json"\)/,
    );
    await expectNothingStored();
  });

  it('a body that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/playlists/upload',
      headers: auth(token),
      payload: { dataString: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/multipart/);
    await expectNothingStored();
  });
});

describe('bad edits are refused with messages naming the field', () => {
  it('PATCH, PUT items and cover', async () => {
    const { id } = (
      await t.app.inject({ method: 'POST', url: '/api/playlists', headers: auth(token), payload: {} })
    ).json();
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/playlists/${id}`,
      headers: auth(token),
      payload: { name: '   ', gradientTop: 'red', description: 'x'.repeat(1001) },
    });
    expect(patch.statusCode).toBe(400);
    const lines = patch.json().data.validation.join('\n');
    expect(lines).toMatch(/name: Required/);
    expect(lines).toMatch(/gradientTop: Must be a colour like #FF00AA/);
    expect(lines).toMatch(/description: At most 1000 characters/);
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: `/api/playlists/${id}`,
      headers: auth(token),
      payload: { owner: 1 },
    });
    expect(unknown.statusCode).toBe(400);

    const items = await t.app.inject({
      method: 'PUT',
      url: `/api/playlists/${id}/items`,
      headers: auth(token),
      payload: { items: [{ hash: 'nope' }, { beatmap_id: 999999 }] },
    });
    expect(items.statusCode).toBe(400);
    expect(items.json().message).toMatch(/items/);
    const missingBeatmap = await t.app.inject({
      method: 'PUT',
      url: `/api/playlists/${id}/items`,
      headers: auth(token),
      payload: { items: [{ beatmap_id: 999999 }] },
    });
    expect(missingBeatmap.statusCode).toBe(400);
    expect(missingBeatmap.json().data.validation).toEqual([
      'items.0.beatmap_id: beatmap 999999 was not found',
    ]);

    const send = (bytes: Uint8Array, name: string) => {
      const form = fileForm(bytes, name);
      return t.app.inject({
        method: 'POST',
        url: `/api/playlists/${id}/cover`,
        ...form,
        headers: { ...form.headers, ...auth(token) },
      });
    };
    const notImage = await send(enc.encode('GIF89a not really'), 'cover.png');
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toMatch(/PNG or JPEG/);
    const wrongName = await send(TINY_PNG, 'cover.gif');
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().message).toMatch(/\.png or \.jpg or \.jpeg/);
    const broken = await send(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 1, 2, 3), 'cover.png');
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toMatch(/could not be read/);
    expect(listFiles(t.storage.root)).toEqual([]);
    const detail = (await t.app.inject({ url: `/api/playlists/${id}`, headers: auth(token) })).json();
    expect(detail).toMatchObject({
      cover_url: `/api/playlists/${id}/cover/placeholder`,
      cover_version: 1,
      item_count: 0,
      version: 1,
    });
  });
});
