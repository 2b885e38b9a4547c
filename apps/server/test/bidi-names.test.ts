import { buildStagepkg } from '@synthhub/formats/stagepkg/write-stagepkg';
import { buildVrm } from '@synthhub/formats/vrm/build-vrm';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAvatar } from '../src/modules/avatars/avatars.test-helpers.ts';
import { makePlaylistFile, postPlaylist } from '../src/modules/playlists/playlists.fixtures.ts';
import { uploadStage } from '../src/modules/stages/stage-test-kit.ts';
import { makeSynth, postBeatmapUpload, registerUser } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/** Right-to-left override: "Song\u202Egpj.exe" displays as "Songexe.jpg". */
const RLO = '\u202E';
let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  headers = { authorization: `Bearer ${(await registerUser(t.app)).token}` };
});
afterAll(async () => t?.close());

describe('bidi controls are stripped from names where they enter (docs/decisions/0009)', () => {
  it('a .synth whose title, artist and mapper hold U+202E is read back without it', async () => {
    const synth = await makeSynth({
      title: `Evil${RLO}3pm.exe`,
      artist: `\u2067Art\u2069`,
      mapper: `Map\u200Fper`,
      seed: 77,
    });
    const res = await postBeatmapUpload(
      t.app,
      headers,
      synth,
      uploadRecordForMode('default', { published: false }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const beatmap = (await t.app.inject({ url: `/api/beatmaps/${res.json().id}`, headers })).json();
    expect([beatmap.title, beatmap.artist, beatmap.mapper]).toEqual(['Evil3pm.exe', 'Art', 'Mapper']);
  });

  it('PATCH of a beatmap title with U+202E stores it without', async () => {
    const synth = await makeSynth({ title: 'Plain', seed: 78 });
    const { id } = (
      await postBeatmapUpload(t.app, headers, synth, uploadRecordForMode('default', { published: false }))
    ).json();
    const current = (await t.app.inject({ url: `/api/beatmaps/${id}`, headers })).json();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/beatmaps/${id}`,
      headers,
      payload: {
        title: `${RLO}Renamed`,
        artist: current.artist,
        mapper: current.mapper,
        description: null,
        youtube_url: null,
        explicit: false,
        published: false,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ url: `/api/beatmaps/${id}`, headers })).json().title).toBe('Renamed');
  });

  it('a .playlist name and song names lose bidi controls', async () => {
    const file = makePlaylistFile({
      name: `Mix${RLO}`,
      songs: [{ hash: 'a'.repeat(64), name: `${RLO}Song`, author: 'A\u2066', beatmapper: 'B\u200E' }],
    });
    const res = await postPlaylist(t.app, headers.authorization!.slice(7), file);
    expect(res.statusCode, res.body).toBe(201);
    const playlist = (
      await t.app.inject({ url: `/api/playlists/${res.json().id}?join=items`, headers })
    ).json();
    expect(playlist.name).toBe('Mix');
    expect(playlist.items[0]).toMatchObject({ name: 'Song', author: 'A', beatmapper: 'B' });
  });

  it('a .vrm name and authors lose bidi controls', async () => {
    const vrm = buildVrm({ specVersion: '1.0', name: `Ava${RLO}tar`, authors: [`${RLO}Someone`] });
    const res = await postAvatar(t.app, headers.authorization!.slice(7), vrm);
    expect(res.statusCode, res.body).toBe(201);
    const avatar = (await t.app.inject({ url: `/api/models/avatars/${res.json().id}`, headers })).json();
    expect(avatar.name).toBe('Avatar');
    expect(avatar.authors).toEqual(['Someone']);
  });

  it('a stage named after a bundle file whose name holds U+202E loses it', async () => {
    const pkg = buildStagepkg({ name: 'x', android: false });
    const bundle = pkg.bundles.pc!;
    const { writeStagepkg } = await import('@synthhub/formats/stagepkg/write-stagepkg');
    const name = `Neon${RLO}City.stage`;
    const bytes = writeStagepkg({
      manifest: { ...pkg.manifest, pc: { ...pkg.manifest.pc, fileName: name } },
      entries: [{ name, bytes: bundle.bytes }],
    });
    const res = await uploadStage(t.app, headers.authorization!.slice(7), bytes);
    expect(res.statusCode, res.body).toBe(201);
    const stage = (await t.app.inject({ url: `/api/models/stages/${res.json().id}`, headers })).json();
    expect(stage.name).toBe('Neon City');
  });

  it('an uploaded file name with U+202E or NUL is kept without them (NUL was a 500)', async () => {
    const res = await postBeatmapUpload(
      t.app,
      headers,
      await makeSynth({ seed: 79 }),
      uploadRecordForMode('default', { published: false }),
      `Evil${RLO}\u0000ht.synth`,
    );
    expect(res.statusCode, res.body).toBe(201);
    const beatmap = (await t.app.inject({ url: `/api/beatmaps/${res.json().id}`, headers })).json();
    expect(beatmap.filename_original).toBe('Evilht.synth');
    const playlist = await postPlaylist(
      t.app,
      headers.authorization!.slice(7),
      makePlaylistFile({ name: '' }),
      `Mi\u0000x${RLO}.playlist`,
    );
    expect(playlist.statusCode, playlist.body).toBe(201);
  });
});
