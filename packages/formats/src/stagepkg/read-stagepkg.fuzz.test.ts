import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  anyJsonValue,
  expectOnlyTypedErrors,
  FUZZ_TEST_TIMEOUT_MS,
  fuzzRuns,
  hostileJsonText,
  mutatedZip,
} from '../fuzz/fuzz-kit.ts';
import { readStagepkg } from './read-stagepkg.ts';
import { StagepkgFormatError } from './stagepkg-format-error.ts';
import { buildStagepkg, fakeUnityBundle, writeStagepkg } from './write-stagepkg.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const VALID = buildStagepkg({
  name: 'Fuzz Stage',
  icon: PNG,
  pc: { normal: true, spin: true, experienceTag: 'fuzz' },
  android: { normal: true },
});
// No real .stagepkg is public (formats.md §3.2): the fuzzing starts from the writer's packages only.
const BASES = [VALID.bytes, buildStagepkg({ name: 'Plain', android: false }).bytes];

/** readStagepkg either returns or throws StagepkgFormatError. */
const check = (bytes: Uint8Array) => expectOnlyTypedErrors(() => readStagepkg(bytes), [StagepkgFormatError]);

describe('readStagepkg under fuzzing: only StagepkgFormatError, never a crash or a hang', () => {
  it('arbitrary bytes', { timeout: FUZZ_TEST_TIMEOUT_MS }, async () => {
    await fc.assert(fc.asyncProperty(fc.uint8Array({ maxLength: 512 }), check), fuzzRuns(300));
  });

  it('byte and zip-header mutations of valid packages', { timeout: FUZZ_TEST_TIMEOUT_MS }, async () => {
    const arb = fc.constantFrom(...BASES).chain(mutatedZip);
    await fc.assert(fc.asyncProperty(arb, check), fuzzRuns(300));
  });

  it('hostile JSON as manifest.json', { timeout: FUZZ_TEST_TIMEOUT_MS }, async () => {
    const arb = hostileJsonText().map((manifest) => writeStagepkg({ manifest }));
    await fc.assert(fc.asyncProperty(arb, check), fuzzRuns(150));
  });

  it(
    'a valid manifest with any value in any key (top level and platforms)',
    { timeout: FUZZ_TEST_TIMEOUT_MS },
    async () => {
      const platformKeys = Object.keys(VALID.manifest.pc);
      const arb = fc.record({
        top: fc.dictionary(
          fc.constantFrom('creatorName', 'exportedOn', 'pc', 'android', 'other'),
          anyJsonValue,
          {
            maxKeys: 2,
          },
        ),
        pc: fc.dictionary(fc.constantFrom(...platformKeys), anyJsonValue, { maxKeys: 3 }),
        names: fc.array(fc.string({ maxLength: 20 }), { maxLength: 3 }),
      });
      await fc.assert(
        fc.asyncProperty(arb, async ({ top, pc, names }) => {
          const manifest = { ...VALID.manifest, pc: { ...VALID.manifest.pc, ...pc }, ...top };
          const entries = [
            { name: VALID.bundles.pc!.filename, bytes: VALID.bundles.pc!.bytes },
            { name: VALID.bundles.android!.filename, bytes: VALID.bundles.android!.bytes },
            { name: 'Icons/FuzzStage.png', bytes: PNG },
            ...[...new Set(names)].map((name, i) => ({ name, bytes: fakeUnityBundle(`x${i}`, 16) })),
          ];
          let bytes: Uint8Array;
          try {
            bytes = writeStagepkg({ manifest, entries });
          } catch {
            return; // the writer refuses duplicate names: nothing to read
          }
          await check(bytes);
        }),
        fuzzRuns(200),
      );
    },
  );
});
