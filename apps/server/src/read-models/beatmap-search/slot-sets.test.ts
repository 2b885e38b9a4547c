import { TypedFastBitSet } from 'typedfastbitset';
import { describe, expect, it } from 'vitest';
import { SetArena } from './set-arena.ts';
import { addPosting, intersectPosting, narrowed, type Posting, post, toSet } from './slot-sets.ts';

describe('postings (the search index’s slots per lexeme, trigram, uploader)', () => {
  it('keep one slot as the number itself, then a list, then a bitset', () => {
    const map = new Map<string, Posting>();
    post(map, 'a', 0);
    expect(map.get('a')).toBe(0); // slot 0 too: a number, not a missing posting
    post(map, 'a', 0); // the same slot again (a repeated trigram) changes nothing
    expect(map.get('a')).toBe(0);
    post(map, 'a', 7);
    expect(map.get('a')).toEqual([0, 7]);
    for (let slot = 8; slot < 1100; slot += 1) post(map, 'a', slot);
    expect(map.get('a')).toBeInstanceOf(TypedFastBitSet);
    expect((map.get('a') as TypedFastBitSet).size()).toBe(1094);
  });

  it('read the same as sets whatever their form', () => {
    const arena = new SetArena();
    arena.begin(64);
    try {
      const within = new TypedFastBitSet([0, 3, 5, 9]);
      const forms: Posting[] = [0, [0, 5, 6], new TypedFastBitSet([0, 5, 6])];
      for (const posting of forms) {
        const slots = posting instanceof TypedFastBitSet ? posting.array() : [posting].flat();
        expect(toSet(arena, posting).array()).toEqual(slots);
        expect(addPosting(new TypedFastBitSet([1]), posting).array()).toEqual(
          [...new Set([1, ...slots])].sort((a, b) => a - b),
        );
        const inside = slots.filter((slot) => within.has(slot));
        expect(narrowed(arena, within, posting).array()).toEqual(inside);
        expect(intersectPosting(arena, arena.copy(within), posting).array()).toEqual(inside);
      }
      expect(toSet(arena, undefined).isEmpty()).toBe(true);
      expect(narrowed(arena, within, undefined).isEmpty()).toBe(true);
    } finally {
      arena.end();
    }
  });
});
