import { BadRequest } from '../../errors.ts';
import { LIST_OPERATORS, type Operator, VALUELESS_OPERATORS } from './operators.ts';
import type { ConditionValue, FieldDef, Scalar } from './types.ts';

/** The most values one `$in`-like condition may list. */
export const MAX_LIST_VALUES = 500;

const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A short, safe rendering of a client value for an error message. */
export function shown(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function fail(param: string, field: string, op: Operator, expected: string, raw: unknown): never {
  throw new BadRequest(`Invalid ${param}: ${field} ${op} expects ${expected}, got ${shown(raw)}.`);
}

function readString(param: string, name: string, op: Operator, raw: unknown): string {
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  if (typeof raw !== 'string') fail(param, name, op, 'a string', raw);
  // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the database.
  if (raw.includes('\u0000')) fail(param, name, op, 'text without NUL characters', raw);
  return raw;
}

function readNumber(param: string, name: string, op: Operator, raw: unknown): number {
  const n =
    typeof raw === 'number' ? raw : typeof raw === 'string' && NUMERIC.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isFinite(n)) fail(param, name, op, 'a number', raw);
  return n;
}

function readBoolean(param: string, name: string, op: Operator, raw: unknown): boolean {
  if (raw === true || raw === 'true' || raw === 1 || raw === '1') return true;
  if (raw === false || raw === 'false' || raw === 0 || raw === '0') return false;
  return fail(param, name, op, 'true or false', raw);
}

function readDate(param: string, name: string, op: Operator, raw: unknown): Date {
  const date =
    typeof raw === 'number' ? new Date(raw) : typeof raw === 'string' ? new Date(Date.parse(raw)) : undefined;
  const year = date?.getUTCFullYear() ?? NaN;
  // Years PostgreSQL and ISO strings agree on; others would fail in the database.
  if (!date || !(year >= 1 && year <= 9999)) fail(param, name, op, 'an ISO 8601 date', raw);
  return date;
}

/** Reads one scalar for a field's type (after the field's own `coerce`). Throws BadRequest. */
function readScalar(param: string, name: string, field: FieldDef, op: Operator, raw: unknown): Scalar {
  const value = field.coerce ? field.coerce(raw) : raw;
  switch (field.type) {
    case 'number':
      return readNumber(param, name, op, value);
    case 'boolean':
      return readBoolean(param, name, op, value);
    case 'date':
      return readDate(param, name, op, value);
    default:
      // string, json-array (its elements) and tsvector (the search text) all compare with text.
      return readString(param, name, op, value);
  }
}

/**
 * Reads a condition's raw value (from `s` JSON, or the string(s) of `filter`/`or`) for the field's
 * type and the operator: null for `$isnull`/`$notnull`; a non-empty list of at most
 * MAX_LIST_VALUES for `$in`-like operators (a single string is accepted for `$jsonContainsAny`);
 * exactly two for `$between`; otherwise one scalar. Dates become `Date`.
 * Throws BadRequest naming `param`, the field, the operator and what was expected.
 */
export function readConditionValue(
  param: string,
  name: string,
  field: FieldDef,
  op: Operator,
  raw: unknown,
): ConditionValue {
  if (VALUELESS_OPERATORS.has(op)) return null;
  if (LIST_OPERATORS.has(op) || op === '$between') {
    const list = op === '$jsonContainsAny' && typeof raw === 'string' ? [raw] : raw;
    if (!Array.isArray(list) || list.length === 0) fail(param, name, op, 'a non-empty array', raw);
    if (op === '$between' && list.length !== 2) fail(param, name, op, 'two values [from, to]', raw);
    if (list.length > MAX_LIST_VALUES) fail(param, name, op, `at most ${MAX_LIST_VALUES} values`, raw);
    return list.map((item) => readScalar(param, name, field, op, item));
  }
  if (raw === null || raw === undefined) fail(param, name, op, 'a value', raw);
  return readScalar(param, name, field, op, raw);
}

/**
 * A field's `coerce` for a key stored only in its canonical lower-case form (a map hash,
 * formats.md §1.6; docs/decisions/0046): the value trimmed and lower-cased, so `s={"hash":"ABC…"}`
 * finds what `s={"hash":"abc…"}` finds. Other values pass through to the type's reader.
 */
export const canonicalLowerCase = (value: unknown): unknown =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;
