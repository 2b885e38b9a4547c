import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  anyJsonValue,
  expectOnlyTypedErrors,
  fields,
  FUZZ_TEST_TIMEOUT_MS,
  fuzzRuns,
  hostileJsonText,
  mutatedBytes,
  mutatedFields,
  realFixtures,
} from '../fuzz/fuzz-kit.ts';
import { buildVrm } from './build-vrm.ts';
import { writeGlb } from './glb.ts';
import { readVrm } from './read-vrm.ts';
import { VrmFormatError } from './vrm-format-error.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const thumbnail = { bytes: PNG, mimeType: 'image/png' as const };
const BASES = [
  buildVrm({ specVersion: '0.x', name: 'Zero', authors: ['A', 'B'], thumbnail }),
  buildVrm({ specVersion: '1.0', name: 'One', authors: ['A'], thumbnail }),
  // The smallest real files (read in place); the large ones add run time, not coverage.
  ...realFixtures('vrm', '.vrm')
    .filter((f) => f.bytes.length < 64 * 1024)
    .map((f) => f.bytes),
];
/** GLB header (magic, version, length) and the first chunk header (length, type), formats.md §4. */
const GLB_FIELDS = [{ signature: [0x67, 0x6c, 0x54, 0x46], fields: fields([], [4, 8, 12, 16]) }];

/** The GLB with its header's total length set to its real size, so a mutation gets past that check. */
function withTrueLength(bytes: Uint8Array): Uint8Array {
  if (bytes.length >= 12) new DataView(bytes.buffer, bytes.byteOffset).setUint32(8, bytes.length, true);
  return bytes;
}

/** readVrm either returns or throws VrmFormatError. */
const check = (bytes: Uint8Array) => expectOnlyTypedErrors(() => readVrm(bytes), [VrmFormatError]);

describe('readVrm under fuzzing: only VrmFormatError, never a crash or a hang', () => {
  it('arbitrary bytes, with and without the glTF magic', { timeout: FUZZ_TEST_TIMEOUT_MS }, async () => {
    const glbLike = fc
      .uint8Array({ maxLength: 256 })
      .map((b) => Uint8Array.of(0x67, 0x6c, 0x54, 0x46, 2, 0, 0, 0, ...b));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.uint8Array({ maxLength: 512 }), glbLike), check),
      fuzzRuns(300),
    );
  });

  it('byte and header mutations of built and real files', { timeout: FUZZ_TEST_TIMEOUT_MS }, async () => {
    const arb = fc
      .constantFrom(...BASES)
      .chain((base) =>
        fc.oneof(mutatedBytes(base), mutatedFields(base, GLB_FIELDS), mutatedBytes(base).map(withTrueLength)),
      );
    await fc.assert(fc.asyncProperty(arb, check), fuzzRuns(300));
  });

  it('hostile JSON in the JSON chunk', { timeout: FUZZ_TEST_TIMEOUT_MS }, async () => {
    const arb = hostileJsonText().map((text) => {
      const json = new TextEncoder().encode(text);
      const glb = writeGlb({ json: {} });
      // Replace the JSON chunk's content with the hostile text, lengths fixed up.
      const padded = new Uint8Array(json.length + ((4 - (json.length % 4)) % 4)).fill(0x20);
      padded.set(json);
      const out = new Uint8Array(20 + padded.length);
      out.set(glb.subarray(0, 20));
      const view = new DataView(out.buffer);
      view.setUint32(8, out.length, true);
      view.setUint32(12, padded.length, true);
      out.set(padded, 20);
      return out;
    });
    await fc.assert(fc.asyncProperty(arb, check), fuzzRuns(150));
  });

  it(
    'a valid VRM whose meta, textures and images hold any values',
    { timeout: FUZZ_TEST_TIMEOUT_MS },
    async () => {
      const arb = fc.record({
        spec: fc.constantFrom('0.x' as const, '1.0' as const),
        meta: fc.dictionary(
          fc.constantFrom(
            'title',
            'name',
            'author',
            'authors',
            'version',
            'texture',
            'thumbnailImage',
            'licenseName',
          ),
          anyJsonValue,
          { maxKeys: 4 },
        ),
      });
      await fc.assert(
        fc.asyncProperty(arb, ({ spec, meta }) =>
          check(buildVrm({ specVersion: spec, name: 'Fuzz', authors: ['A'], thumbnail, meta })),
        ),
        fuzzRuns(200),
      );
    },
  );
});
