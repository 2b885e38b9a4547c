/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildPlaylist } from './build-playlist.ts';
import { PlaylistFormatError, type PlaylistFormatErrorCode } from './playlist-format-error.ts';
import { readPlaylist } from './read-playlist.ts';
import { playlistJson, writePlaylist } from './write-playlist.ts';

const REAL = fileURLToPath(new URL('../../../../../shared/fixtures/real/playlist/', import.meta.url));
const realFiles = existsSync(REAL) ? readdirSync(REAL).filter((f) => f.endsWith('.playlist')) : [];
const text = (s: string) => new TextEncoder().encode(s);
const HASH_A = 'd0fc1d18527dc973bff5b6bd39c4f4383ae2914c77ba0d9a103c37a90d534663';

describe.skipIf(realFiles.length === 0)('real .playlist fixtures (needs ../shared/fixtures/real)', () => {
  it('has both fixtures', () => {
    expect(realFiles.sort()).toEqual(['000002__warmup.playlist', '000005__EmiForceTraining.playlist']);
  });

  for (const file of realFiles) {
    const bytes = existsSync(REAL) ? readFileSync(`${REAL}${file}`) : Buffer.alloc(0);
    it(`${file}: parse → write → parse keeps every key and value`, () => {
      const first = readPlaylist(bytes);
      const written = writePlaylist(first);
      expect(readPlaylist(written)).toEqual(first);
      // The written JSON equals the original JSON, key for key and value for value.
      expect(JSON.parse(new TextDecoder().decode(written))).toEqual(JSON.parse(bytes.toString('utf8')));
      // …and it is even the same bytes: same key order, indent, "221.0" floats, string creationDate.
      expect(Buffer.from(written).toString('utf8')).toBe(bytes.toString('utf8'));
    });
  }

  it('reads the warm-up playlist', () => {
    const warmup = readPlaylist(readFileSync(`${REAL}000002__warmup.playlist`));
    expect(warmup).toMatchObject({
      name: 'warm up',
      description: 'new playlist',
      gradientTop: '#24491F',
      gradientDown: '#FB5B43',
      colorTitle: '#FFFFFF',
      colorTexture: '#405436',
      selectedIconIndex: 0,
      selectedTexture: 0,
      creationDate: 1613788422,
      extra: {},
    });
    expect(warmup.songs).toHaveLength(5);
    expect(warmup.songs[0]).toEqual({
      hash: HASH_A,
      name: 'Shelter',
      author: 'Porter Robbinson, Madeon',
      beatmapper: 'KuritsaDBS',
      difficulty: 3,
      trackDuration: 221,
      addedTime: 1615425301,
      extra: {},
    });
  });
});

describe('readPlaylist leniency and preservation', () => {
  it('keeps unknown keys at the top level and in each song, and writes them back', () => {
    const source = {
      dataString: [{ hash: HASH_A.toUpperCase(), name: 'x', beatmapId: 42, downloadUrl: '/d/42' }],
      namePlaylist: 'Mine',
      creationDate: 1700000000,
      editorVersion: '3.1',
      nested: { a: [1, 2] },
    };
    const playlist = readPlaylist(JSON.stringify(source));
    expect(playlist.extra).toEqual({ editorVersion: '3.1', nested: { a: [1, 2] } });
    expect(playlist.songs[0]?.extra).toEqual({ beatmapId: 42, downloadUrl: '/d/42' });
    expect(playlist.songs[0]?.hash).toBe(HASH_A);
    const json = playlistJson(playlist);
    expect(json).toMatchObject({ editorVersion: '3.1', nested: { a: [1, 2] }, creationDate: '1700000000' });
    expect(json.dataString).toEqual([
      { hash: HASH_A, name: 'x', author: '', beatmapper: '', beatmapId: 42, downloadUrl: '/d/42' },
    ]);
  });

  it('tolerates missing keys, a BOM, numeric strings and a numeric creationDate', () => {
    const empty = readPlaylist(text('\uFEFF{}'));
    expect(empty).toEqual(
      buildPlaylist({ name: '', gradientTop: '', gradientDown: '', colorTitle: '', colorTexture: '' }),
    );
    const loose = readPlaylist(
      '{"dataString":[{"hash":"' +
        HASH_A +
        '","difficulty":"4","trackDuration":"12.5"}],"creationDate":"oops"}',
    );
    expect(loose.songs[0]).toMatchObject({ difficulty: 4, trackDuration: 12.5, addedTime: null });
    expect(loose.creationDate).toBeNull();
  });

  it('writes exact key casing, a string creationDate and float durations', () => {
    const written = new TextDecoder().decode(
      writePlaylist(
        buildPlaylist({
          name: 'N',
          creationDate: 5,
          songs: [{ hash: HASH_A, difficulty: 3, trackDuration: 200 }],
        }),
      ),
    );
    expect(written).toContain('"SelectedIconIndex": 0');
    expect(written).toContain('"SelectedTexture": 0');
    expect(written).toContain('"namePlaylist": "N"');
    expect(written).toContain('"creationDate": "5"');
    expect(written).toContain('"trackDuration": 200.0');
    expect(written).not.toContain('"addedTime"');
    expect(writePlaylist(buildPlaylist(), 1234)).toEqual(
      text(new TextDecoder().decode(writePlaylist(buildPlaylist({ creationDate: 1234 })))),
    );
  });
});

describe('readPlaylist rejections name the problem', () => {
  const cases: [string, string | Uint8Array, PlaylistFormatErrorCode, RegExp][] = [
    ['not UTF-8', Uint8Array.of(0x7b, 0xff, 0xfe, 0x7d), 'NOT_TEXT', /not UTF-8 text/],
    ['not JSON', 'hello, I am a text file', 'NOT_JSON', /not valid JSON/],
    ['truncated JSON', '{"dataString": [', 'NOT_JSON', /not valid JSON/],
    ['an array', '[1, 2]', 'NOT_AN_OBJECT', /is a list, not an object/],
    ['null', 'null', 'NOT_AN_OBJECT', /is null, not an object/],
    [
      'dataString an object',
      '{"dataString": {"hash": "x"}}',
      'SONGS_NOT_A_LIST',
      /"dataString".*is an object, not a list/,
    ],
    [
      'a song that is a string',
      '{"dataString": ["abc"]}',
      'SONG_NOT_AN_OBJECT',
      /Song 1 .*not a JSON object/,
    ],
    [
      'a song without hash',
      '{"dataString": [{"name": "Shelter"}]}',
      'BAD_HASH',
      /Song 1 \("Shelter"\) has no hash/,
    ],
    [
      'a short hash',
      `{"dataString": [{"hash": "${HASH_A}"}, {"hash": "abc123", "name": "Eden"}]}`,
      'BAD_HASH',
      /Song 2 \("Eden"\) has a hash that is not 64 hexadecimal characters: "abc123"/,
    ],
    [
      'a hash with non-hex letters',
      `{"dataString": [{"hash": "${'z'.repeat(64)}"}]}`,
      'BAD_HASH',
      /not 64 hexadecimal/,
    ],
    ['a numeric hash', '{"dataString": [{"hash": 12}]}', 'BAD_HASH', /: 12\./],
  ];
  for (const [name, input, code, message] of cases) {
    it(`${code}: ${name}`, () => {
      let error: unknown;
      try {
        readPlaylist(typeof input === 'string' ? text(input) : input);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(PlaylistFormatError);
      expect((error as PlaylistFormatError).code).toBe(code);
      expect((error as PlaylistFormatError).message).toMatch(message);
    });
  }

  it('TOO_MANY_SONGS: over the maxSongs limit', () => {
    const songs = Array.from({ length: 3 }, () => ({ hash: HASH_A }));
    expect(() => readPlaylist(JSON.stringify({ dataString: songs }), { maxSongs: 2 })).toThrow(
      /has 3 songs; at most 2/,
    );
    expect(readPlaylist(JSON.stringify({ dataString: songs }), { maxSongs: 3 }).songs).toHaveLength(3);
  });
});
