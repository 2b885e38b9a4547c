import { describe, expect, it } from 'vitest';
import { beatmapFixture } from '../../../testing/beatmap-fixture.ts';
import { hashOf, itemFixture } from '../testing/playlist-fixture.ts';
import {
  draftFromBeatmap,
  draftFromHash,
  draftsFromItems,
  hasSong,
  moveSong,
  parseSongInput,
  sameRefs,
} from './draft-songs.ts';

describe('draft songs of the edit page', () => {
  it('reads pasted ids, links and hashes', () => {
    expect(parseSongInput(' 42 ')).toEqual({ beatmapId: 42 });
    expect(parseSongInput('https://synthhub.example/beatmaps/42')).toEqual({ beatmapId: 42 });
    expect(parseSongInput(hashOf(9).toUpperCase())).toEqual({ hash: hashOf(9) });
    expect(parseSongInput('0')).toBeNull();
    expect(parseSongInput('abc')).toBeNull();
    expect(parseSongInput(hashOf(9).slice(1))).toBeNull();
  });

  it('moves, detects duplicates and compares what would be sent', () => {
    const saved = draftsFromItems([
      itemFixture(),
      itemFixture({ id: 2, hash: hashOf(2), beatmap_id: null, name: 'Eden' }),
    ]);
    expect(saved.map((s) => s.ref)).toEqual([{ hash: hashOf(1) }, { hash: hashOf(2) }]);
    expect(saved[1]).toMatchObject({ title: 'Eden', beatmapId: null, lookup: false });
    const moved = moveSong(saved, 1, -1);
    expect(moved.map((s) => s.title)).toEqual(['Eden', 'Shelter']);
    expect(moveSong(saved, 0, -1)).toBe(saved);
    expect(sameRefs(saved, moved)).toBe(false);
    expect(sameRefs(saved, moveSong(moved, 0, 1))).toBe(true);
    expect(hasSong(saved, { hash: hashOf(2).toUpperCase() })).toBe(true);
    expect(hasSong(saved, { beatmapId: 41 })).toBe(true);
    const added = draftFromBeatmap(beatmapFixture({ id: 9, hash: hashOf(9) }));
    expect(added.ref).toEqual({ beatmap_id: 9 });
    expect(draftFromHash(hashOf(3).toUpperCase())).toMatchObject({ ref: { hash: hashOf(3) }, lookup: true });
  });
});
