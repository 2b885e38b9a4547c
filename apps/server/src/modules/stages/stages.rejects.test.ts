import { buildStagepkg, fakeUnityBundle, writeStagepkg } from '@synthhub/formats/stagepkg/write-stagepkg';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.ts';
import { buildTestApp, listFiles, type TestApp } from '../../../test/helpers.ts';
import { stageRowCounts, TINY_PNG, uploadStage } from './stage-test-kit.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ stagepkgLimits: { maxInflatedBytes: 256 * 1024 } });
  token = (await registerUser(t.app)).token;
});
afterAll(async () => t?.close());

const valid = buildStagepkg({ name: 'Broken', icon: TINY_PNG, pc: { spin: true } });
const entries = (without = '') =>
  [
    { name: 'Broken.stage', bytes: valid.bundles.pc!.bytes },
    { name: 'Broken.stagedroid', bytes: valid.bundles.android!.bytes },
    { name: 'Icons/Broken.png', bytes: TINY_PNG },
  ].filter((e) => e.name !== without);
const manifest = (patch: object) =>
  writeStagepkg({ manifest: { ...valid.manifest, ...patch }, entries: entries() });

const cases: [name: string, bytes: () => Uint8Array, message: RegExp][] = [
  [
    'not a zip',
    () => new TextEncoder().encode('plain text, not an archive'),
    /not a \.stagepkg: it is not a zip archive/,
  ],
  [
    'a zip without manifest',
    () => zipSync({ 'Broken.stage': fakeUnityBundle('x') }),
    /has no manifest\.json/,
  ],
  [
    'a manifest that is not JSON',
    () => writeStagepkg({ manifest: '{"creatorName": ', entries: entries() }),
    /manifest\.json is not valid JSON/,
  ],
  [
    'a manifest naming a bundle that is not there',
    () => writeStagepkg({ manifest: valid.manifest, entries: entries('Broken.stagedroid') }),
    /android\.fileName "Broken\.stagedroid", which is not in the package/,
  ],
  [
    'a manifest naming an icon that is not there',
    () => writeStagepkg({ manifest: valid.manifest, entries: entries('Icons/Broken.png') }),
    /normStageIcon "Icons\/Broken\.png", which is not in the package/,
  ],
  [
    'a bad exportedOn',
    () => manifest({ exportedOn: 'yesterday at noon' }),
    /exportedOn is "yesterday at noon"/,
  ],
  [
    'no platform available',
    () =>
      manifest({
        pc: { ...valid.manifest.pc, available: false },
        android: { ...valid.manifest.android, available: false },
      }),
    /no platform as available/,
  ],
  [
    'a bad experience tag',
    () => manifest({ pc: { ...valid.manifest.pc, isEXP: true, expTag: 'EXP-short' } }),
    /expTag "EXP-short" must be/,
  ],
  [
    'an entry that climbs out of its folder',
    () =>
      writeStagepkg({
        manifest: valid.manifest,
        entries: [...entries(), { name: '../../evil.sh', bytes: TINY_PNG }],
      }),
    /climbs out of its folder: \.\.\/\.\.\/evil\.sh/,
  ],
  [
    'an archive that inflates past the limit',
    () =>
      writeStagepkg({
        manifest: valid.manifest,
        entries: [...entries(), { name: 'pad.bin', bytes: new Uint8Array(300 * 1024) }],
      }),
    /declares \d+ bytes of content/,
  ],
];

describe('POST /api/models/stages/upload refuses bad packages', () => {
  let before: Awaited<ReturnType<typeof stageRowCounts>>;
  beforeEach(async () => {
    before = await stageRowCounts(t.app);
  });

  it.each(cases)('%s → 422 naming the problem, no rows, no files', async (_name, build, message) => {
    const res = await uploadStage(t.app, token, build());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity' });
    expect(res.json().message).toMatch(message);
    expect(await stageRowCounts(t.app)).toEqual({ ...before, pending: 0 });
    expect(listFiles(t.storage.root)).toEqual([]);
  });

  it('keeps nothing when a good package follows a bad one', async () => {
    await uploadStage(t.app, token, cases[3]![1]());
    const res = await uploadStage(t.app, token, valid.bytes);
    expect(res.statusCode).toBe(201);
    expect(
      listFiles(t.storage.root).filter((f) => !f.startsWith('stages/') && !f.startsWith('covers/')),
    ).toEqual([]);
  });
});
