import { describe, expect, it } from 'vitest';
import { avatarPatchSchema } from '../avatars/avatars.schemas.ts';
import { beatmapPatchSchema, beatmapUploadRecordSchema } from '../beatmaps/beatmaps.schemas.ts';
import { playlistPatchSchema } from '../playlists/playlists.schemas.ts';
import { stageNameSchema } from '../stages/stages.schemas.ts';
import { cleanDisplayText } from './display-text.ts';

const BIDI = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
];

describe('cleanDisplayText (docs/decisions/0009)', () => {
  it('removes every bidi control', () => {
    for (const c of BIDI)
      expect(cleanDisplayText(`a${c}b`), `U+${c.codePointAt(0)!.toString(16)}`).toBe('ab');
    expect(cleanDisplayText('Song\u202Egpj.exe')).toBe('Songgpj.exe');
  });

  it('removes invisible zero-width characters and controls; line breaks and tabs become spaces', () => {
    expect(cleanDisplayText('Fo\u200Bo\u2060\uFEFF\u00AD')).toBe('Foo');
    expect(cleanDisplayText('a\u0000b\u0007c\u0085d')).toBe('abcd');
    expect(cleanDisplayText('one\ttwo\r\nthree')).toBe('one two  three');
  });

  it('keeps letters of every script, ZWJ/ZWNJ (emoji, Persian) and ordinary punctuation', () => {
    for (const text of [
      'שלום עולם',
      'مرحبا',
      'می‌خواهم',
      '👩\u200D💻',
      'Café – “Ünïcode” ♪',
      'AC/DC (Live) [2024]',
    ])
      expect(cleanDisplayText(text)).toBe(text);
  });

  it('the shared form schemas clean names, so web forms and the server agree', () => {
    const patch = beatmapPatchSchema.parse({
      title: '\u202EeltiT',
      artist: 'A\u200F',
      mapper: '\u2066M\u2069',
    });
    expect([patch.title, patch.artist, patch.mapper]).toEqual(['eltiT', 'A', 'M']);
    expect(beatmapUploadRecordSchema.parse({ mapper: 'Orca\u202E' }).mapper).toBe('Orca');
    expect(playlistPatchSchema.parse({ name: '\u202EMix' }).name).toBe('Mix');
    expect(stageNameSchema.parse('\u202AStage\u202C')).toBe('Stage');
    expect(avatarPatchSchema.parse({ name: 'Ava\u200Btar' }).name).toBe('Avatar');
  });

  it('a name of only invisible characters is "Required", not an empty name', () => {
    expect(beatmapPatchSchema.safeParse({ title: '\u202E\u200B ', artist: 'A', mapper: 'M' }).success).toBe(
      false,
    );
    expect(stageNameSchema.safeParse('\u202E').success).toBe(false);
  });
});
