import { describe, expect, it } from 'vitest';
import {
  parsePlaylistGameFilename,
  playlistDownloadFilename,
  playlistGameFilename,
} from './playlist-filename.ts';

describe('playlist file names (formats.md §2)', () => {
  it('makes the game names of the real fixtures and the wiki example', () => {
    expect(playlistGameFilename(2, 'warm up')).toBe('000002__warmup.playlist');
    expect(playlistGameFilename(5, 'Emi Force Training')).toBe('000005__EmiForceTraining.playlist');
    expect(playlistGameFilename(2, '360 Wild Spin!')).toBe('000002__360WildSpin.playlist');
    expect(playlistGameFilename(123456, 'Rosalía & Co')).toBe('123456__RosaliaandCo.playlist');
    expect(playlistGameFilename(0, '東京')).toBe('000000__playlist.playlist');
    expect(() => playlistGameFilename(1_000_000, 'x')).toThrow(RangeError);
    expect(() => playlistGameFilename(-1, 'x')).toThrow(RangeError);
  });

  it('parses game names back', () => {
    expect(parsePlaylistGameFilename('000005__EmiForceTraining.playlist')).toEqual({
      order: 5,
      name: 'EmiForceTraining',
    });
    expect(parsePlaylistGameFilename('5__x.playlist')).toBeNull();
    expect(parsePlaylistGameFilename('12-warm-up.playlist')).toBeNull();
  });

  it('names downloads <id>-<Name>.playlist', () => {
    expect(playlistDownloadFilename({ id: 12, name: 'warm up' })).toBe('12-warm-up.playlist');
    expect(playlistDownloadFilename({ id: 7, name: "Emi's Force Training!" })).toBe(
      '7-Emis-Force-Training.playlist',
    );
    expect(playlistDownloadFilename({ id: 3, name: '!!!' })).toBe('3.playlist');
    expect(() => playlistDownloadFilename({ id: 0, name: 'x' })).toThrow(RangeError);
  });
});
