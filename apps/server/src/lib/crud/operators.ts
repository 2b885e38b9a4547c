/**
 * Every condition operator of the list query grammar (formats.md §6.1): the stock @nestjsx/crud
 * `CondOperator` set plus synthriderz's two custom ones, `$tsQuery` (full-text on a tsvector field)
 * and `$jsonContainsAny` (a JSON array field holds any of the given strings).
 */
export const OPERATORS = [
  '$eq',
  '$ne',
  '$gt',
  '$lt',
  '$gte',
  '$lte',
  '$starts',
  '$ends',
  '$cont',
  '$excl',
  '$in',
  '$notin',
  '$isnull',
  '$notnull',
  '$between',
  '$eqL',
  '$neL',
  '$startsL',
  '$endsL',
  '$contL',
  '$exclL',
  '$inL',
  '$notinL',
  '$tsQuery',
  '$jsonContainsAny',
] as const;

/** One operator of the grammar, e.g. `$contL`. */
export type Operator = (typeof OPERATORS)[number];

/**
 * How a field is stored, which decides the operators it accepts and how values are read:
 * - `string`: text; values are strings (numbers are turned into strings)
 * - `number`: integer or numeric column or expression; values are numbers or numeric strings
 * - `boolean`: values true/false (also "true"/"false", 1/0)
 * - `date`: timestamptz; values ISO 8601 strings (or epoch milliseconds)
 * - `json-array`: a jsonb array of strings (e.g. `difficulties`); string operators apply per element
 * - `tsvector`: a full-text column, searched only with `$tsQuery`
 */
export type FieldType = 'string' | 'number' | 'boolean' | 'date' | 'json-array' | 'tsvector';

/** Operators whose value is a non-empty list (JSON array in `s`, comma-separated in `filter`/`or`). */
export const LIST_OPERATORS: ReadonlySet<Operator> = new Set([
  '$in',
  '$notin',
  '$inL',
  '$notinL',
  '$jsonContainsAny',
]);

/** Operators without a value (any value given is ignored, as @nestjsx/crud does). */
export const VALUELESS_OPERATORS: ReadonlySet<Operator> = new Set(['$isnull', '$notnull']);

const COMPARE = ['$eq', '$ne', '$gt', '$lt', '$gte', '$lte', '$in', '$notin', '$between'] as const;
const NULLS = ['$isnull', '$notnull'] as const;

/** The operators each field type accepts by default; anything else is a 400 naming the field. */
export const TYPE_OPERATORS: Readonly<Record<FieldType, readonly Operator[]>> = {
  string: [
    ...COMPARE,
    ...NULLS,
    '$starts',
    '$ends',
    '$cont',
    '$excl',
    '$eqL',
    '$neL',
    '$startsL',
    '$endsL',
    '$contL',
    '$exclL',
    '$inL',
    '$notinL',
  ],
  number: [...COMPARE, ...NULLS],
  date: [...COMPARE, ...NULLS],
  boolean: ['$eq', '$ne', '$in', '$notin', ...NULLS],
  'json-array': [
    '$jsonContainsAny',
    '$eq',
    '$ne',
    '$in',
    '$notin',
    '$cont',
    '$contL',
    '$excl',
    '$exclL',
    ...NULLS,
  ],
  tsvector: ['$tsQuery'],
};

/** True when `name` is one of the grammar's operators. */
export function isOperator(name: string): name is Operator {
  return (OPERATORS as readonly string[]).includes(name);
}
