import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  anyJsonValue,
  expectOnlyTypedErrors,
  FUZZ_TEST_TIMEOUT_MS,
  fuzzRuns,
  hostileJsonText,
  mutatedBytes,
  realFixtures,
} from '../fuzz/fuzz-kit.ts';
import { buildPlaylist } from './build-playlist.ts';
import { PlaylistFormatError } from './playlist-format-error.ts';
import { readPlaylist } from './read-playlist.ts';
import { playlistJson, writePlaylist } from './write-playlist.ts';

const HASH = 'd0fc1d18527dc973bff5b6bd39c4f4383ae2914c77ba0d9a103c37a90d534663';
const enc = new TextEncoder();
const VALID = writePlaylist(buildPlaylist({ name: 'Fuzz', songs: [{ hash: HASH, name: 'Song' }] }), 0);
const BASES = [VALID, ...realFixtures('playlist', '.playlist').map((f) => f.bytes)];

/**
 * readPlaylist either throws PlaylistFormatError or returns a playlist that can be written back
 * (writePlaylist serialises every kept key, as the site's generated downloads and stored extras do).
 */
async function check(bytes: Uint8Array): Promise<void> {
  await expectOnlyTypedErrors(
    () => writePlaylist(readPlaylist(bytes, { maxSongs: 1000 }), 0),
    [PlaylistFormatError],
  );
}

describe('readPlaylist under fuzzing: only PlaylistFormatError, never a crash or a hang', () => {
  it('arbitrary bytes', { timeout: FUZZ_TEST_TIMEOUT_MS }, async () => {
    await fc.assert(fc.asyncProperty(fc.uint8Array({ maxLength: 512 }), check), fuzzRuns(300));
  });

  it(
    'byte mutations of a valid file and of the real fixtures',
    { timeout: FUZZ_TEST_TIMEOUT_MS },
    async () => {
      const arb = fc.constantFrom(...BASES).chain(mutatedBytes);
      await fc.assert(fc.asyncProperty(arb, check), fuzzRuns(300));
    },
  );

  it(
    'hostile JSON texts: any JSON, 100,000 levels deep, truncated',
    { timeout: FUZZ_TEST_TIMEOUT_MS },
    async () => {
      await fc.assert(
        fc.asyncProperty(hostileJsonText(), (text) => check(enc.encode(text))),
        fuzzRuns(150),
      );
    },
  );

  it(
    'valid structure with any value in any key (top level and songs)',
    { timeout: FUZZ_TEST_TIMEOUT_MS },
    async () => {
      const base = playlistJson(buildPlaylist({ songs: [{ hash: HASH }] }), 0);
      const keys = [...Object.keys(base), 'extraKey'];
      const songKeys = [
        'hash',
        'name',
        'author',
        'beatmapper',
        'difficulty',
        'trackDuration',
        'addedTime',
        'x',
      ];
      const arb = fc.record({
        top: fc.dictionary(fc.constantFrom(...keys), anyJsonValue, { maxKeys: 4 }),
        song: fc.dictionary(fc.constantFrom(...songKeys), anyJsonValue, { maxKeys: 4 }),
        depth: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: undefined }),
      });
      await fc.assert(
        fc.asyncProperty(arb, async ({ top, song, depth }) => {
          const songs = [{ hash: HASH, ...song }];
          let text = JSON.stringify({
            ...base,
            ...top,
            dataString: 'dataString' in top ? top.dataString : songs,
          });
          // A deeply nested value in a song's unknown key, where JSON.stringify cannot build it.
          if (depth)
            text = text.replace('"hash":', `"deep":${'['.repeat(depth)}${']'.repeat(depth)},"hash":`);
          await check(enc.encode(text));
        }),
        fuzzRuns(200),
      );
    },
  );
});
