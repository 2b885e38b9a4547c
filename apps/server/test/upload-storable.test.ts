import { buildPlaylist } from '@synthhub/formats/playlist/build-playlist';
import { writePlaylist } from '@synthhub/formats/playlist/write-playlist';
import { buildBeatmapMeta } from '@synthhub/formats/synth/build-beatmap-meta';
import { writeSynth } from '@synthhub/formats/synth/write-synth';
import { buildStagepkg, writeStagepkg } from '@synthhub/formats/stagepkg/write-stagepkg';
import { buildVrm } from '@synthhub/formats/vrm/build-vrm';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAvatar } from '../src/modules/avatars/avatars.test-helpers.ts';
import { postPlaylist } from '../src/modules/playlists/playlists.fixtures.ts';
import { uploadStage } from '../src/modules/stages/stage-test-kit.ts';
import { registerUser, uploadForm } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * Values a file's JSON may hold that PostgreSQL refuses: NUL (text and jsonb), lone surrogates
 * (jsonb), numbers beyond an integer/bigint/numeric column. Each upload is stored with them dropped
 * (201) or refused with a 4xx naming the problem; never a 500. Found by the upload fuzzing.
 */
const HOSTILE: unknown[] = ['a\u0000b', '\ud800x', 1e20, -1e308, { '\u0000': '\udc00' }];

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await registerUser(t.app)).token;
});
afterAll(async () => t?.close());

function expectNo500(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
}

describe('hostile values in uploaded files are stored without them or refused, never a 500', () => {
  it('.playlist: top-level and song keys (extras in jsonb, integers, bigint dates)', async () => {
    const base = JSON.parse(new TextDecoder().decode(writePlaylist(buildPlaylist({ name: 'P' }), 0)));
    const hash = 'd'.repeat(64);
    for (const bad of HOSTILE) {
      for (const key of [
        'description',
        'SelectedIconIndex',
        'SelectedTexture',
        'creationDate',
        'unknownKey',
      ]) {
        const text = JSON.stringify({ ...base, [key]: bad, dataString: [] });
        expectNo500(
          await postPlaylist(t.app, token, new TextEncoder().encode(text)),
          `${key}=${JSON.stringify(bad)}`,
        );
      }
      for (const key of ['difficulty', 'trackDuration', 'addedTime', 'unknownKey']) {
        const text = JSON.stringify({ ...base, dataString: [{ hash, [key]: bad }] });
        expectNo500(
          await postPlaylist(t.app, token, new TextEncoder().encode(text)),
          `song ${key}=${JSON.stringify(bad)}`,
        );
      }
    }
  });

  it('.vrm: licence fields (jsonb) and authors', async () => {
    for (const bad of HOSTILE) {
      for (const spec of ['0.x', '1.0'] as const) {
        for (const key of ['licenseName', 'otherLicenseUrl', 'creditNotation', 'author', 'authors']) {
          const vrm = buildVrm({ specVersion: spec, name: 'V', authors: ['A'], meta: { [key]: bad } });
          expectNo500(await postAvatar(t.app, token, vrm), `${spec} ${key}=${JSON.stringify(bad)}`);
        }
      }
    }
  });

  it('.synth: EditorVersion and an out-of-range BPM (a 422 that names it)', async () => {
    const meta = buildBeatmapMeta({
      title: 'T',
      artist: 'A',
      mapper: 'M',
      bpm: 120,
      difficulties: { Hard: 3 },
    });
    let n = 0;
    const post = async (patch: object) => {
      const form = uploadForm(
        await writeSynth({ meta: { ...meta, Name: `T${n++}`, ...patch } }),
        uploadRecordForMode('default', { published: false }),
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/beatmaps/upload',
        ...form,
        headers: { ...form.headers, authorization: `Bearer ${token}` },
      });
    };
    for (const bad of HOSTILE)
      expectNo500(await post({ EditorVersion: bad }), `EditorVersion=${JSON.stringify(bad)}`);
    const bpm = await post({ BPM: 1e20 });
    expect(bpm.statusCode).toBe(422);
    expect(bpm.json().message).toBe(
      "The beatmap's BPM (100000000000000000000) is out of range: at most 9999999 is allowed.",
    );
  });

  it('.stagepkg: manifest keys (jsonb), experience tag and description', async () => {
    const pkg = buildStagepkg({ name: 'S', android: false });
    const entries = [{ name: pkg.bundles.pc!.filename, bytes: pkg.bundles.pc!.bytes }];
    for (const bad of HOSTILE) {
      for (const key of ['creatorName', 'unknownKey']) {
        const bytes = writeStagepkg({ manifest: { ...pkg.manifest, [key]: bad }, entries });
        expectNo500(await uploadStage(t.app, token, bytes), `${key}=${JSON.stringify(bad)}`);
      }
      for (const key of ['expTag', 'expDesc', 'unknownKey']) {
        const bytes = writeStagepkg({
          manifest: { ...pkg.manifest, pc: { ...pkg.manifest.pc, [key]: bad } },
          entries,
        });
        expectNo500(await uploadStage(t.app, token, bytes), `pc.${key}=${JSON.stringify(bad)}`);
      }
    }
  });
});
