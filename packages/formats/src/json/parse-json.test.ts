import { describe, expect, it } from 'vitest';
import { readPlaylist } from '../playlist/read-playlist.ts';
import { PlaylistFormatError } from '../playlist/playlist-format-error.ts';
import { isNestedDeeperThan, JsonTooDeepError, MAX_JSON_DEPTH, parseJson } from './parse-json.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('parseJson: JSON with a nesting limit', () => {
  it('parses JSON up to the limit and refuses one level more', () => {
    expect(parseJson(nested(MAX_JSON_DEPTH))).toBeInstanceOf(Array);
    expect(() => parseJson(nested(MAX_JSON_DEPTH + 1))).toThrow(JsonTooDeepError);
    expect(() => parseJson(nested(MAX_JSON_DEPTH + 1))).toThrow(/nested more than 64 levels deep/);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ a: `\\"${'['.repeat(500)}`, b: '{'.repeat(500) });
    expect(isNestedDeeperThan(text, 2)).toBe(false);
    expect(parseJson(text)).toEqual(JSON.parse(text));
  });

  it('a .playlist nested 100,000 levels deep is a PlaylistFormatError that says so', () => {
    const text = `{"namePlaylist":"x","dataString":[{"hash":"${'a'.repeat(64)}","x":${nested(100_000)}}]}`;
    const read = () => readPlaylist(new TextEncoder().encode(text));
    expect(read).toThrow(PlaylistFormatError);
    expect(read).toThrow(
      'This file is not a .playlist: it is not valid JSON (JSON nested more than 64 levels deep).',
    );
  });
});
