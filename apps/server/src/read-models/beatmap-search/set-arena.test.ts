import { TypedFastBitSet } from 'typedfastbitset';
import { describe, expect, it } from 'vitest';
import { SetArena } from './set-arena.ts';

// set-arena.ts: the search index's sets from reused arrays must hold what fresh ones would.

function randomSet(next: () => number, slots: number, density: number, extraWords = 0): TypedFastBitSet {
  const set = TypedFastBitSet.fromWords(new Uint32Array(((slots + 31) >>> 5) + extraWords));
  for (let slot = 0; slot < slots; slot += 1) if (next() < density) set.add(slot);
  return set;
}

describe('SetArena', () => {
  it('answers union, intersection, difference and copies as the library does, reused after end()', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const arena = new SetArena();
    for (let round = 0; round < 30; round += 1) {
      const slots = 1 + Math.floor(next() * 300);
      arena.begin(slots);
      // Inputs of other lengths: shorter (a grown posting) and longer (a doubled one).
      const a = randomSet(next, Math.floor(slots * next()), next());
      const b = randomSet(next, slots, next(), Math.floor(next() * 3));
      expect(arena.union(a, b).array()).toEqual(a.new_union(b).array());
      expect(arena.intersection(a, b).array()).toEqual(a.new_intersection(b).array());
      expect(arena.difference(a, b).array()).toEqual(a.clone().difference(b).array());
      expect(arena.difference(b, a).array()).toEqual(b.clone().difference(a).array());
      expect(arena.copy(b).array()).toEqual(b.array());
      const empty = arena.empty();
      expect(empty.isEmpty()).toBe(true);
      empty.add(slots - 1); // room for every slot without growing
      expect(empty.words.length).toBe((slots + 31) >>> 5);
      arena.end();
    }
  });
});
