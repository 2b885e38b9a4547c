import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_TEST_TIMEOUT_MS, fuzzRuns, mutatedBytes } from '../fuzz/fuzz-kit.ts';
import { makeOggOpus, makeOggVorbis } from './make-ogg.ts';
import { readOggDurationFromParts, readOggDurationS } from './ogg-duration.ts';

const BASES = [makeOggVorbis(3), makeOggOpus(2)];

/** The documented contract: null or a positive finite number of seconds, never a throw. */
function expectDuration(value: number | null) {
  if (value !== null) expect(Number.isFinite(value) && value > 0).toBe(true);
}

describe('Ogg duration under fuzzing: null or a positive finite duration, never a throw or a hang', () => {
  it('arbitrary bytes, and mutations of Vorbis and Opus streams', { timeout: FUZZ_TEST_TIMEOUT_MS }, () => {
    const oggLike = fc.uint8Array({ maxLength: 256 }).map((b) => Uint8Array.of(0x4f, 0x67, 0x67, 0x53, ...b));
    const arb = fc.oneof(
      fc.uint8Array({ maxLength: 512 }),
      oggLike,
      fc.constantFrom(...BASES).chain(mutatedBytes),
    );
    fc.assert(
      fc.property(arb, (bytes) => {
        expectDuration(readOggDurationS(bytes));
        const cut = Math.floor(bytes.length / 2);
        expectDuration(readOggDurationFromParts(bytes.subarray(0, cut), bytes.subarray(cut)));
      }),
      fuzzRuns(400),
    );
  });
});
