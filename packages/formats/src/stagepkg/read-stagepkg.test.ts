import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readStagepkg } from './read-stagepkg.ts';
import { buildStagepkg, fakeUnityBundle, writeStagepkg } from './write-stagepkg.ts';

const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3);

describe('readStagepkg on a generated package', () => {
  it('yields one stage file per available platform and mode, with the experience tag', () => {
    const built = buildStagepkg({
      name: 'Neon City',
      creatorName: 'Tester',
      icon: PNG,
      pc: { normal: true, spin: true, experienceTag: 'EXPERIENCEAB12', experienceDescription: 'A trip' },
      android: { normal: true },
    });
    const info = readStagepkg(built.bytes);
    expect(info.files.map((f) => [f.platform, f.mode, f.bundleName, f.experienceTag])).toEqual([
      ['pc', 'normal', 'NeonCity.stage', null],
      ['pc', 'spin', 'NeonCity.stage', null],
      ['pc', 'experience', 'NeonCity.stage', 'EXPERIENCEAB12'],
      ['quest', 'normal', 'NeonCity.stagedroid', null],
    ]);
    expect(info.files[2]!.description).toBe('A trip');
    expect(info.files.every((f) => f.iconName === 'Icons/NeonCity.png')).toBe(true);
    expect(info.manifest.creatorName).toBe('Tester');
    expect(info.manifest.exportedOn).toBe('2025-03-14T09:26:53Z');
  });

  it('returns each bundle byte for byte, with its file name and extension', () => {
    const built = buildStagepkg({ name: 'Sky', pc: { spin: true, extension: '.spinstage' } });
    const info = readStagepkg(built.bytes);
    expect(info.bundles.map((b) => [b.platform, b.filename, b.extension])).toEqual([
      ['pc', 'Sky.spinstage', 'spinstage'],
      ['quest', 'Sky.stagedroid', 'stagedroid'],
    ]);
    expect(Buffer.from(info.bundles[0]!.bytes).equals(Buffer.from(built.bundles.pc!.bytes))).toBe(true);
    expect(new TextDecoder().decode(info.bundles[1]!.bytes.subarray(0, 7))).toBe('UnityFS');
    expect(info.warnings).toEqual([]);
    expect(info.icons.size).toBe(0);
  });

  it('skips unavailable platforms and finds bundles kept in folders', () => {
    const manifest = {
      ...buildStagepkg({ name: 'X', android: false }).manifest,
      pc: { ...buildStagepkg({ name: 'X' }).manifest.pc, fileName: 'X.stage' },
    };
    const bytes = writeStagepkg({ manifest, entries: [{ name: 'pc/X.stage', bytes: fakeUnityBundle('x') }] });
    const info = readStagepkg(bytes);
    expect(info.files).toHaveLength(1);
    expect(info.bundles[0]!.entryName).toBe('pc/X.stage');
    expect(info.bundles[0]!.filename).toBe('X.stage');
  });

  it('accepts a BOM, null strings and .NET round-trip dates', () => {
    const { manifest } = buildStagepkg({ name: 'Y', android: false });
    const text = JSON.stringify({
      ...manifest,
      exportedOn: '2025-03-14T09:26:53.1234567+01:00',
      pc: { ...manifest.pc, spinStageIcon: null, expDesc: null },
    });
    const bytes = writeStagepkg({
      manifest: `\uFEFF${text}`,
      entries: [{ name: 'Y.stage', bytes: fakeUnityBundle('y') }],
    });
    const info = readStagepkg(bytes);
    expect(info.manifest.pc.spinStageIcon).toBe('');
    expect(info.files.map((f) => f.mode)).toEqual(['normal']);
  });

  it('warns about a bundle without the UnityFS signature', () => {
    const { manifest } = buildStagepkg({ name: 'Z', android: false });
    const bytes = writeStagepkg({ manifest, entries: [{ name: 'Z.stage', bytes: new Uint8Array(10) }] });
    expect(readStagepkg(bytes).warnings).toEqual([
      'The pc bundle Z.stage does not start with the UnityFS signature.',
    ]);
  });
});

describe('readStagepkg refuses', () => {
  const valid = buildStagepkg({ name: 'Bad', icon: PNG });
  const entriesWithout = (name: string) =>
    [
      { name: 'Bad.stage', bytes: valid.bundles.pc!.bytes },
      { name: 'Bad.stagedroid', bytes: valid.bundles.android!.bytes },
      { name: 'Icons/Bad.png', bytes: PNG },
    ].filter((e) => e.name !== name);
  const withManifest = (patch: (m: Record<string, unknown>) => unknown) =>
    writeStagepkg({
      manifest: patch(structuredClone(valid.manifest) as Record<string, unknown>) as object,
      entries: entriesWithout(''),
    });
  const pc = (m: Record<string, unknown>) => m.pc as Record<string, unknown>;

  const cases: [string, () => Uint8Array, string, RegExp][] = [
    ['a file that is not a zip', () => new TextEncoder().encode('hello'), 'NOT_ZIP', /not a zip archive/],
    [
      'a zip without manifest.json',
      () => zipSync({ 'Bad.stage': new Uint8Array(3) }),
      'MISSING_MANIFEST',
      /no manifest\.json/,
    ],
    [
      'a manifest that is not JSON',
      () => writeStagepkg({ manifest: '{"pc": ' }),
      'INVALID_JSON',
      /not valid JSON/,
    ],
    [
      'a manifest that is an array',
      () => writeStagepkg({ manifest: '[]' }),
      'INVALID_MANIFEST',
      /JSON object/,
    ],
    [
      'an exportedOn that is not a date-time',
      () => withManifest((m) => ({ ...m, exportedOn: 'last tuesday' })),
      'BAD_EXPORTED_ON',
      /exportedOn is "last tuesday"/,
    ],
    [
      'an impossible date',
      () => withManifest((m) => ({ ...m, exportedOn: '2025-13-01T10:00:00Z' })),
      'BAD_EXPORTED_ON',
      /exportedOn/,
    ],
    [
      'a missing exportedOn',
      () => withManifest(({ exportedOn: _, ...m }) => m),
      'BAD_EXPORTED_ON',
      /missing/,
    ],
    [
      'a field of the wrong type',
      () => withManifest((m) => ({ ...m, pc: { ...pc(m), available: 'yes' } })),
      'INVALID_MANIFEST',
      /pc\.available/,
    ],
    ['a missing platform', () => withManifest(({ android: _, ...m }) => m), 'INVALID_MANIFEST', /android/],
    [
      'no platform available',
      () =>
        withManifest((m) => ({
          ...m,
          pc: { ...pc(m), available: false },
          android: { ...(m.android as object), available: false },
        })),
      'NO_PLATFORM',
      /no platform as available/,
    ],
    [
      'an available platform without a fileName',
      () => withManifest((m) => ({ ...m, pc: { ...pc(m), fileName: '' } })),
      'INVALID_MANIFEST',
      /pc\.fileName is empty/,
    ],
    [
      'a bundle name that does not fit the platform',
      () => withManifest((m) => ({ ...m, pc: { ...pc(m), fileName: 'Bad.stagedroid' } })),
      'BAD_BUNDLE_NAME',
      /must end with \.stage, \.spinstage/,
    ],
    [
      'an available platform with no mode',
      () => withManifest((m) => ({ ...m, pc: { ...pc(m), isNormalStage: false } })),
      'NO_MODE',
      /none of isNormalStage/,
    ],
    [
      'an experience tag of the wrong form',
      () => withManifest((m) => ({ ...m, pc: { ...pc(m), isEXP: true, expTag: 'EXPERIENCE-AB12' } })),
      'BAD_EXPERIENCE_TAG',
      /expTag "EXPERIENCE-AB12"/,
    ],
    [
      'a manifest naming a bundle that is not there',
      () => writeStagepkg({ manifest: valid.manifest, entries: entriesWithout('Bad.stagedroid') }),
      'MISSING_FILE',
      /android\.fileName "Bad\.stagedroid", which is not in the package/,
    ],
    [
      'a manifest naming an icon that is not there',
      () => writeStagepkg({ manifest: valid.manifest, entries: entriesWithout('Icons/Bad.png') }),
      'MISSING_FILE',
      /pc\.normStageIcon "Icons\/Bad\.png"/,
    ],
    [
      'an entry name that climbs out of its folder',
      () => writeStagepkg({ manifest: valid.manifest, entries: [{ name: '../evil.stage', bytes: PNG }] }),
      'UNSAFE_PATH',
      /climbs out/,
    ],
  ];

  it.each(cases)('%s', (_name, build, code, message) => {
    let caught: unknown;
    try {
      readStagepkg(build());
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ name: 'StagepkgFormatError', code });
    expect((caught as Error).message).toMatch(message);
  });

  it('an archive larger than the limits', () => {
    expect(() => readStagepkg(valid.bytes, { limits: { maxBytes: 100 } })).toThrow(
      expect.objectContaining({ code: 'TOO_LARGE' }),
    );
    const big = writeStagepkg({
      manifest: valid.manifest,
      entries: [...entriesWithout(''), { name: 'pad.bin', bytes: new Uint8Array(200_000) }],
    });
    expect(() => readStagepkg(big, { limits: { maxInflatedBytes: 100_000 } })).toThrow(
      expect.objectContaining({ code: 'TOO_LARGE' }),
    );
  });
});
