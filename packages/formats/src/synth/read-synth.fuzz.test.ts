import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import {
  anyJsonValue,
  expectOnlyTypedErrors,
  FUZZ_TEST_TIMEOUT_MS,
  fuzzRuns,
  hostileJsonText,
  mutatedBytes,
  mutatedZip,
  realFixtures,
} from '../fuzz/fuzz-kit.ts';
import { makeOggVorbis } from '../audio/make-ogg.ts';
import { buildBeatmapMeta, buildTrackData, type BeatmapMetaInput } from './build-beatmap-meta.ts';
import { createPasswordDecryptor } from './password-decryptor.ts';
import { readSynth } from './read-synth.ts';
import { SynthFormatError } from './synth-format-error.ts';
import type { ReadSynthOptions } from './synth-info.ts';
import { writeSynth } from './write-synth.ts';

const PASSWORD = 'fuzz-only-password';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const INPUT: BeatmapMetaInput = {
  title: 'Fuzz',
  artist: 'Artist',
  mapper: 'Mapper',
  bpm: 120,
  difficulties: { Easy: 4, Expert: 12 },
  coverPng: PNG,
  durationS: 3,
};
const enc = new TextEncoder();
const options: ReadSynthOptions = { decryptor: createPasswordDecryptor(PASSWORD) };
let bases: Uint8Array[] = [];

beforeAll(async () => {
  const plain = await writeSynth({
    meta: buildBeatmapMeta(INPUT),
    trackData: buildTrackData(INPUT),
    audio: { name: 'song.ogg', bytes: makeOggVorbis(3) },
    cover: { name: 'cover.png', bytes: PNG },
  });
  const encrypted = await writeSynth({
    meta: buildBeatmapMeta(INPUT),
    trackData: buildTrackData(INPUT),
    encryptMetaWithPassword: PASSWORD,
  });
  // The real editor files (read in place), packed as the editor would.
  const real = realFixtures('synth', '.beatmap.meta.bin').slice(0, 1);
  const realSynths = await Promise.all(real.map((f) => writeSynth({ meta: f.bytes })));
  bases = [plain, encrypted, ...realSynths];
});

/** readSynth either resolves or rejects with SynthFormatError. */
const check = (bytes: Uint8Array) =>
  expectOnlyTypedErrors(() => readSynth(bytes, options), [SynthFormatError]);

describe('readSynth under fuzzing: only SynthFormatError, never a crash or a hang', () => {
  it('arbitrary bytes, with and without the zip signature', { timeout: FUZZ_TEST_TIMEOUT_MS }, async () => {
    const zipLike = fc.uint8Array({ maxLength: 256 }).map((b) => Uint8Array.of(0x50, 0x4b, 3, 4, ...b));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.uint8Array({ maxLength: 512 }), zipLike), check),
      fuzzRuns(300),
    );
  });

  it(
    'byte and zip-header mutations of valid, encrypted and real files',
    { timeout: FUZZ_TEST_TIMEOUT_MS },
    async () => {
      const arb = fc.nat({ max: bases.length - 1 }).chain((i) => mutatedZip(bases[i]!));
      await fc.assert(fc.asyncProperty(arb, check), fuzzRuns(250));
    },
  );

  it('hostile JSON in beatmap.meta.bin and track.data.json', { timeout: FUZZ_TEST_TIMEOUT_MS }, async () => {
    const arb = fc.record({
      meta: hostileJsonText(),
      track: fc.option(hostileJsonText(), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(arb, async ({ meta, track }) => {
        const extraEntries =
          track === undefined ? [] : [{ name: 'track.data.json', bytes: enc.encode(track) }];
        await check(await writeSynth({ meta, extraEntries }));
      }),
      fuzzRuns(120),
    );
  });

  it('a valid meta with any value in any key', { timeout: FUZZ_TEST_TIMEOUT_MS }, async () => {
    const meta = buildBeatmapMeta(INPUT);
    const keys = [...Object.keys(meta), 'Track.Easy', 'Track.Expert'];
    const arb = fc.dictionary(fc.constantFrom(...keys), anyJsonValue, { minKeys: 1, maxKeys: 4 });
    await fc.assert(
      fc.asyncProperty(arb, async (changes) => {
        const next: Record<string, unknown> = structuredClone(meta);
        const track = { ...(next.Track as Record<string, unknown>) };
        for (const [key, value] of Object.entries(changes)) {
          if (key.startsWith('Track.')) track[key.slice(6)] = value;
          else next[key] = value;
        }
        if (!('Track' in changes)) next.Track = track;
        await check(await writeSynth({ meta: next, trackData: buildTrackData(INPUT) }));
      }),
      fuzzRuns(150),
    );
  });

  it(
    'mutated audio and cover entries inside an otherwise valid file',
    { timeout: FUZZ_TEST_TIMEOUT_MS },
    async () => {
      const arb = fc.record({
        audio: fc.oneof(mutatedBytes(makeOggVorbis(3)), fc.uint8Array({ maxLength: 128 })),
        cover: fc.oneof(mutatedBytes(PNG), fc.uint8Array({ maxLength: 64 })),
      });
      await fc.assert(
        fc.asyncProperty(arb, async ({ audio, cover }) => {
          const synth = await writeSynth({
            meta: buildBeatmapMeta(INPUT),
            trackData: buildTrackData(INPUT),
            audio: { name: 'song.ogg', bytes: audio },
            cover: { name: 'cover.png', bytes: cover },
          });
          await check(synth);
        }),
        fuzzRuns(100),
      );
    },
  );
});
