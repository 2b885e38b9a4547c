/**
 * One condition of the list query grammar's `s` parameter (formats.md §6.1), e.g.
 * `{"bpm":{"$gte":120}}` or `{"$or":[…]}`.
 */
export type GrammarCondition = Record<string, unknown>;

/**
 * The `s` value for a list of conditions: undefined when there are none (so `s` is not sent), the
 * condition itself when there is one, `{"$and":[…]}` otherwise. Undefined entries are skipped.
 */
export function grammarFilter(conditions: readonly (GrammarCondition | undefined)[]): string | undefined {
  const present = conditions.filter((c): c is GrammarCondition => c !== undefined);
  if (present.length === 0) return undefined;
  return JSON.stringify(present.length === 1 ? present[0] : { $and: present });
}

/**
 * "Any of these fields contains `term`" (case-insensitive `$contL`), optionally also a full-text
 * match (`$tsQuery`) on `tsQueryField` (beatmaps' `text_search`). Undefined for an empty term.
 */
export function termCondition(
  term: string,
  fields: readonly string[],
  tsQueryField?: string,
): GrammarCondition | undefined {
  if (!term) return undefined;
  const parts: GrammarCondition[] = fields.map((field) => ({ [field]: { $contL: term } }));
  if (tsQueryField) parts.unshift({ [tsQueryField]: { $tsQuery: term } });
  return parts.length === 1 ? parts[0] : { $or: parts };
}

/**
 * `min ≤ field ≤ max` as grammar conditions (`$gte`/`$lte`), for the bounds that are given.
 */
export function rangeConditions(field: string, min: number | undefined, max: number | undefined) {
  return [
    min === undefined ? undefined : { [field]: { $gte: min } },
    max === undefined ? undefined : { [field]: { $lte: max } },
  ];
}

/** A non-negative finite number from a URL parameter, else undefined (a bad value is ignored). */
export function readNumberParam(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}
