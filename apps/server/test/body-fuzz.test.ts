import { anyJsonValue, FUZZ_SCALE } from '@synthhub/formats/fuzz/fuzz-kit';
import { buildStagepkg } from '@synthhub/formats/stagepkg/write-stagepkg';
import { buildVrm } from '@synthhub/formats/vrm/build-vrm';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAvatar } from '../src/modules/avatars/avatars.test-helpers.ts';
import { uploadPlaylistAs } from '../src/modules/playlists/playlists.fixtures.ts';
import { uploadStage } from '../src/modules/stages/stage-test-kit.ts';
import { makeSynth, postBeatmapUpload, registerAdmin } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { routeTable } from './route-table.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await registerAdmin(t.app);
  headers = { authorization: `Bearer ${admin.token}` };
  // One item of each kind, id 1, so edits reach their handlers rather than a 404.
  await postBeatmapUpload(
    t.app,
    headers,
    await makeSynth({ seed: 3 }),
    uploadRecordForMode('default', { published: false }),
  );
  await uploadPlaylistAs(t.app, admin.token);
  await postAvatar(t.app, admin.token, buildVrm({ specVersion: '1.0', name: 'V', authors: ['A'] }));
  await uploadStage(t.app, admin.token, buildStagepkg({ name: 'S', android: false }).bytes);
});
afterAll(async () => t?.close());

/** Field names the API's bodies use, so generated bodies hit real fields with wrong values. */
const KEYS = [
  'title',
  'artist',
  'mapper',
  'description',
  'youtube_url',
  'explicit',
  'published',
  'name',
  'gradientTop',
  'colorTitle',
  'tags',
  'items',
  'value',
  'username',
  'email',
  'password',
  'refresh_token',
  'fileId',
  'stageId',
  'type',
  'experience_tag',
  'hash',
  'beatmap_id',
];
const item = fc.record({ hash: anyJsonValue, beatmap_id: anyJsonValue }, { requiredKeys: [] });
const body = fc.dictionary(
  fc.constantFrom(...KEYS),
  fc.oneof(anyJsonValue, fc.array(item, { maxLength: 2 })),
  {
    maxKeys: 5,
  },
);

describe('JSON bodies with any value in any field, on every route that takes one: never a 500', () => {
  it(
    'walks the route table (logout and the raw signed upload left out)',
    { timeout: 120_000 * FUZZ_SCALE },
    async () => {
      const routes = routeTable(t.app)
        .filter(
          (r) =>
            r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !r.url.startsWith('/api/uploads/'),
        )
        .filter((r) => !r.url.endsWith('/logout'))
        .flatMap((r) =>
          ['POST', 'PUT', 'PATCH']
            .filter((m) => r.methods.includes(m))
            .map((method) => ({ method, url: r.url.replace(/:\w+/g, '1') })),
        );
      expect(routes.length).toBeGreaterThan(15);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...routes), body, async (route, payload) => {
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: route.url,
            headers,
            payload,
          });
          expect(res.statusCode, `${route.method} ${route.url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        }),
        {
          numRuns: Math.round(300 * FUZZ_SCALE),
          interruptAfterTimeLimit: 40_000 * FUZZ_SCALE,
          markInterruptAsFailure: false,
        },
      );
    },
  );
});
