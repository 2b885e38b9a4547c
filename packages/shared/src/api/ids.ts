import { z } from 'zod';

/**
 * The largest row id: every id column is a PostgreSQL `integer`/`serial` (4 bytes, 2^31 − 1). A
 * larger number can name no row, and sent to the database it fails as "out of range" instead of
 * matching nothing, so every id the API reads is checked against this first.
 */
export const DB_ID_MAX = 2_147_483_647;

/** The message of an id outside 1..DB_ID_MAX (the field name comes from the error's path). */
export const DB_ID_MESSAGE = `must be a whole number from 1 to ${DB_ID_MAX}`;

/**
 * A row id in a JSON body (`beatmap_id`, a stage's `id` …): a whole number from 1 to DB_ID_MAX.
 * Input: a number; output: the same number. Fails validation (400 through the error handler)
 * otherwise, with DB_ID_MESSAGE.
 */
export const dbIdSchema = z.number().int(DB_ID_MESSAGE).min(1, DB_ID_MESSAGE).max(DB_ID_MAX, DB_ID_MESSAGE);

/** True when `text` is the decimal form of a valid row id (digits only, 1..DB_ID_MAX). */
export function isDbIdText(text: string): boolean {
  return /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= DB_ID_MAX;
}

/**
 * A row id in a URL path or query string: plain decimal digits ("12", not "1e3", "0x10", " 1",
 * "-1" or "1.5"), from 1 to DB_ID_MAX. Input: the raw string; output: the id as a number.
 * Anything else fails validation with DB_ID_MESSAGE, which the error handler answers as a 400
 * naming the parameter (spec §8 error shape).
 */
export const dbIdTextSchema = z
  .string()
  .refine(isDbIdText, DB_ID_MESSAGE)
  .transform((text) => Number(text));
