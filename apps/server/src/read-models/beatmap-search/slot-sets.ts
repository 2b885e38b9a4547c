import { TypedFastBitSet } from 'typedfastbitset';
import type { IndexCondition } from './index-condition.ts';
import type { SetArena } from './set-arena.ts';

// Sets of index slots for the beatmap search index (search-index.ts; docs/decisions/0039, 0040):
// posting lists that turn into bitsets once dense, and lazy sets whose string checks wait until a
// page needs them. Every set an evaluation makes comes from its SetArena (set-arena.ts: one pass
// into a reused array of the index's size, never a growing set, whose `resize` doubles its words;
// docs/decisions/0041).

/**
 * The slots holding one lexeme, trigram or uploader: the slot itself while there is one (most
 * lexemes name one beatmap: no array, so nothing for the collector to mark; docs/decisions/0041
 * "What the index costs a mark-compact"), a list while short, a bitset once it has {@link DENSE}
 * entries (then the smaller of the two, and a copy instead of a loop per query).
 */
export type Posting = number | number[] | TypedFastBitSet;
const DENSE = 1024;

/** Whether a posting is a bitset (else one slot or a list of them). */
function isBitset(posting: Posting): posting is TypedFastBitSet {
  return typeof posting === 'object' && !Array.isArray(posting);
}

/** Adds `slot` to the posting of `key` once (a string's repeated trigram lands twice in a row). */
export function post<K>(map: Map<K, Posting>, key: K, slot: number): void {
  const posting = map.get(key);
  if (posting === undefined) map.set(key, slot);
  else if (typeof posting === 'number') {
    if (posting !== slot) map.set(key, [posting, slot]);
  } else if (isBitset(posting)) posting.add(slot);
  else if (posting[posting.length - 1] !== slot) {
    posting.push(slot);
    if (posting.length >= DENSE) map.set(key, new TypedFastBitSet(posting));
  }
}

/** Adds the slots of a posting to `set` (changed; returned). */
export function addPosting(set: TypedFastBitSet, posting: Posting | undefined): TypedFastBitSet {
  if (posting === undefined) return set;
  if (typeof posting === 'number') set.add(posting);
  else if (isBitset(posting)) set.union(posting);
  else for (const slot of posting) set.add(slot);
  return set;
}

/**
 * Clears the bits of `set` whose slot fails `keep`, walking its words directly (the library's
 * `forEach` costs a popcount per bit; this is the index's hottest loop). Returns `set`.
 */
export function keepWhere(set: TypedFastBitSet, keep: (slot: number) => boolean): TypedFastBitSet {
  const words = set.words;
  for (let k = 0; k < words.length; k += 1) {
    // `| 0` keeps the word a 32-bit integer (a Uint32Array read above 2^31 is a double, which
    // made this loop several times slower).
    let word = words[k]! | 0;
    let kept = word;
    while (word !== 0) {
      const bit = word & -word;
      if (!keep((k << 5) + 31 - Math.clz32(bit))) kept ^= bit;
      word ^= bit;
    }
    words[k] = kept;
  }
  return set;
}

/** A posting as a fresh set of `arena` (the caller may change it). */
export function toSet(arena: SetArena, posting: Posting | undefined): TypedFastBitSet {
  if (posting !== undefined && isBitset(posting)) return arena.copy(posting);
  return addPosting(arena.empty(), posting);
}

/** `set` (changed) narrowed to the slots of `posting`, without copying a list into a bitset. */
export function intersectPosting(
  arena: SetArena,
  set: TypedFastBitSet,
  posting: Posting | undefined,
): TypedFastBitSet {
  return posting !== undefined && isBitset(posting)
    ? set.intersection(posting)
    : narrowed(arena, set, posting);
}

/** The slots of `within` in `posting`, as a fresh set (`within` unchanged). */
export function narrowed(
  arena: SetArena,
  within: TypedFastBitSet,
  posting: Posting | undefined,
): TypedFastBitSet {
  if (posting === undefined) return arena.empty();
  if (isBitset(posting)) return arena.intersection(within, posting);
  const set = arena.empty();
  if (typeof posting === 'number') {
    if (within.has(posting)) set.add(posting);
  } else for (const slot of posting) if (within.has(slot)) set.add(slot);
  return set;
}

/**
 * A condition's matches before every string is checked: the slots that surely match, and those
 * that match when `test` says so (disjoint from `sure`; `test` is set whenever `maybe` is).
 */
export interface Lazy {
  sure: TypedFastBitSet;
  maybe?: TypedFastBitSet;
  test?: (slot: number) => boolean;
}

/** True when `slot` is among a {@link Lazy}'s matches (its string checked if need be). */
export function holds(lazy: Lazy, slot: number): boolean {
  return lazy.sure.has(slot) || (lazy.maybe !== undefined && lazy.maybe.has(slot) && lazy.test!(slot));
}

/** A lazy set that needs no checking. */
export const exact = (sure: TypedFastBitSet): Lazy => ({ sure });

/** Every slot a {@link Lazy} may match: `sure ∪ maybe` (a fresh set). */
export function possible(arena: SetArena, lazy: Lazy): TypedFastBitSet {
  return lazy.maybe ? arena.union(lazy.sure, lazy.maybe) : arena.copy(lazy.sure);
}

/** `lazy` narrowed to `within` (fresh sets). */
export function restrict(arena: SetArena, lazy: Lazy, within: TypedFastBitSet): Lazy {
  return {
    sure: arena.intersection(lazy.sure, within),
    maybe: lazy.maybe && arena.intersection(lazy.maybe, within),
    test: lazy.test,
  };
}

/** The slots both match (`b` evaluated within `a`'s possible slots `aPossible`). */
export function both(arena: SetArena, a: Lazy, b: Lazy, aPossible: TypedFastBitSet): Lazy {
  const sure = arena.intersection(a.sure, b.sure);
  if (!a.maybe && !b.maybe) return { sure };
  const maybe = possible(arena, b).intersection(aPossible).difference(sure);
  return { sure, maybe, test: (slot) => holds(a, slot) && holds(b, slot) };
}

/**
 * The slots either matches (`b` already restricted to what `a` did not surely match). Takes
 * `a.sure` over (it becomes the answer's `sure`): `a` must be a fresh result no one else reads.
 * The test still asks `holds(a, …)` only of slots outside `sure`, where the grown `a.sure` answers
 * as before.
 */
export function either(arena: SetArena, a: Lazy, b: Lazy): Lazy {
  const sure = a.sure.union(b.sure);
  if (!a.maybe && !b.maybe) return { sure };
  const maybe = a.maybe && b.maybe ? arena.union(a.maybe, b.maybe) : arena.copy((a.maybe ?? b.maybe)!);
  maybe.difference(sure);
  return { sure, maybe, test: (slot) => holds(a, slot) || holds(b, slot) };
}

/** How much testing a condition costs before it can answer: set operations only, or string tests. */
export function cost(condition: IndexCondition): number {
  if (condition.kind === 'text') return 1;
  if (condition.kind === 'and' || condition.kind === 'or') return Math.max(0, ...condition.items.map(cost));
  return 0;
}

/** `items` with those answered by set operations alone first (stable otherwise). */
export function byCost(items: readonly IndexCondition[]): IndexCondition[] {
  return [...items].sort((a, b) => cost(a) - cost(b));
}
