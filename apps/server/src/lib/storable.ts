/**
 * Values read from uploaded files made fit for PostgreSQL (docs/decisions/0009). A file may hold
 * anything its format's JSON allows; the database refuses some of it, and a refusal there is a 500
 * after the upload was accepted. These functions keep what can be kept and drop the rest.
 */

/** PostgreSQL `integer` bounds. */
const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

/**
 * `text` without NUL characters (PostgreSQL text cannot hold U+0000) and with lone UTF-16
 * surrogates replaced by U+FFFD (jsonb refuses them; text would get them replaced anyway).
 */
export function storableText(text: string): string {
  return text.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A JSON value (a file's unknown keys, kept for its download) fit for a `jsonb` column: every
 * string and key through `storableText`. The value is at most 64 levels deep (the readers' limit,
 * packages/formats json/parse-json.ts), so the recursion is bounded.
 */
export function storableJson<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) return value.map(storableJson) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[storableText(key)] = storableJson(item);
    return out as T;
  }
  return value;
}

/** `n` truncated when it fits a PostgreSQL `integer`; else `fallback` (e.g. 1e20, -1e308). */
export function storableInteger<F extends number | null>(n: number | null, fallback: F): number | F {
  if (n === null || !Number.isFinite(n)) return fallback;
  const whole = Math.trunc(n);
  return whole >= INT_MIN && whole <= INT_MAX ? whole : fallback;
}

/** `n` truncated when it is a safe integer for a `bigint` column (mode number); else `fallback`. */
export function storableBigint<F extends number | null>(n: number | null, fallback: F): number | F {
  if (n === null || !Number.isFinite(n)) return fallback;
  const whole = Math.trunc(n);
  return Number.isSafeInteger(whole) ? whole : fallback;
}
