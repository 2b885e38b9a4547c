import type { TypedFastBitSet } from 'typedfastbitset';
import {
  addPosting,
  both,
  byCost,
  cost,
  either,
  exact,
  intersectPosting,
  keepWhere,
  type Lazy,
  narrowed,
  type Posting,
  possible,
  restrict,
  toSet,
} from './slot-sets.ts';
import type { SetArena } from './set-arena.ts';
import type { TextColumn } from './text-column.ts';
import { TEXT_TEST, type TextOp } from '../../lib/crud/search-terms.ts';
import { isEvaluable, type TsQueryNode } from './tsquery.ts';
import type { FlagField, IndexCondition, TextField } from './index-condition.ts';

// How the beatmap search index (search-index.ts; docs/decisions/0039, 0040) turns a condition into
// sets of slots: exact sets for full text, flags and uploaders, lazy ones (candidates with a
// string test left for the page) for `$contL` and the other string operators.

/** A trigram is three characters: a `contains` term of 3+ characters is looked up by its trigrams. */
export const TRIGRAM = 3;

/**
 * What an evaluation reads of the index: its sets by slot (live slots, flags, postings of lexemes,
 * trigrams and uploaders), its lower-cased text fields by slot, and the arena every set it makes
 * comes from (set-arena.ts). Owned by BeatmapSearchIndex; an evaluation changes none of them.
 */
export interface IndexSets {
  arena: SetArena;
  alive: TypedFastBitSet;
  flags: Record<FlagField, TypedFastBitSet>;
  byUser: Map<number, Posting>;
  lexemes: Map<string, Posting>;
  trigrams: Record<TextField, Map<string, Posting>>;
  texts: Record<TextField, TextColumn>;
}

/**
 * The slots matching `condition` among `within`: exact on `within`, anything outside it (the
 * caller intersects). Narrowing lets a string test skip the slots an earlier `and` item already
 * excluded or an earlier `or` item already matched; items that need no test run first.
 */
export function evaluate(
  sets: IndexSets,
  condition: IndexCondition,
  within: TypedFastBitSet,
): Lazy | undefined {
  switch (condition.kind) {
    case 'and': {
      let result: Lazy | undefined;
      for (const item of byCost(condition.items)) {
        const narrowed = result ? possible(sets.arena, result) : within;
        const lazy = evaluate(sets, item, narrowed);
        if (!lazy) return undefined;
        result = result ? both(sets.arena, result, lazy, narrowed) : withinOnly(sets, item, lazy, narrowed);
      }
      return result ?? exact(sets.arena.copy(within));
    }
    case 'or': {
      let result: Lazy | undefined;
      for (const item of byCost(condition.items)) {
        // Only a string test gains from skipping what earlier items matched surely; set
        // operations answer the same within `within` (the caller intersects).
        const rest = result && cost(item) > 0 ? sets.arena.difference(within, result.sure) : within;
        const lazy = evaluate(sets, item, rest);
        if (!lazy) return undefined;
        const restricted = withinOnly(sets, item, lazy, rest);
        result = result ? either(sets.arena, result, restricted) : restricted;
      }
      return result ?? exact(sets.arena.empty());
    }
    case 'flag':
      return exact(
        condition.equals
          ? sets.arena.copy(sets.flags[condition.field])
          : sets.arena.difference(sets.alive, sets.flags[condition.field]),
      );
    case 'users': {
      const set = sets.arena.empty();
      for (const id of condition.ids) addPosting(set, sets.byUser.get(id));
      return exact(set);
    }
    case 'tsquery':
      if (!condition.query) return exact(sets.arena.empty()); // no lexeme: PostgreSQL matches nothing
      return isEvaluable(condition.query) ? exact(tsquery(sets, condition.query)) : undefined;
    case 'text':
      return text(sets, condition.field, condition.op, condition.term, within);
  }
}

/**
 * `lazy`, the answer of `item` evaluated within `within`, narrowed to `within`: a condition with a
 * string test is already inside it (its candidates come from `within`), so only set operations'
 * answers (full text, uploader, flags), which ignore `within`, are copied and narrowed.
 */
function withinOnly(sets: IndexSets, item: IndexCondition, lazy: Lazy, within: TypedFastBitSet): Lazy {
  return cost(item) > 0 ? lazy : restrict(sets.arena, lazy, within);
}

function tsquery(sets: IndexSets, node: TsQueryNode): TypedFastBitSet {
  switch (node.kind) {
    case 'lexeme':
      return toSet(sets.arena, sets.lexemes.get(node.lexeme));
    case 'not':
      return sets.arena.difference(sets.alive, tsquery(sets, node.item));
    case 'and':
      return tsquery(sets, node.items[0]).intersection(tsquery(sets, node.items[1]));
    case 'or':
      return tsquery(sets, node.items[0]).union(tsquery(sets, node.items[1]));
    case 'unsupported':
      throw new Error('tsquery: unsupported node reached evaluation');
  }
}

/**
 * A string condition. `contains` with 3+ characters intersects the postings of the term's
 * trigrams; a 3-character term is then exact, a longer one is tested on those candidates only.
 * Other operators, and shorter terms, test every slot of `within`. Exact on `within` only.
 */
function text(sets: IndexSets, field: TextField, op: TextOp, term: string, within: TypedFastBitSet): Lazy {
  const values = sets.texts[field];
  const test = TEXT_TEST[op];
  if (op === 'contains' && term.length >= TRIGRAM) {
    let candidates: TypedFastBitSet | undefined;
    for (let i = 0; i + TRIGRAM <= term.length; i += 1) {
      const posting = sets.trigrams[field].get(term.slice(i, i + TRIGRAM));
      candidates = candidates
        ? intersectPosting(sets.arena, candidates, posting)
        : narrowed(sets.arena, within, posting);
      if (candidates.isEmpty()) return exact(candidates);
    }
    if (!candidates) return exact(sets.arena.empty());
    if (term.length === TRIGRAM) return exact(candidates);
    return { sure: sets.arena.empty(), maybe: candidates, test: (slot) => values.at(slot).includes(term) };
  }
  return exact(keepWhere(sets.arena.copy(within), (slot) => test(values.at(slot), term)));
}
