import { z } from 'zod';

/**
 * The canonical form of a map hash (formats.md §1.6): exactly 64 lower-case hexadecimal digits,
 * the form the game, the site meta file and playlists all use. The database keeps only this form
 * (CHECK constraints; docs/decisions/0046).
 */
export const MAP_HASH_PATTERN = /^[0-9a-f]{64}$/;

/** The message of a string that is no map hash, whatever its case (the field comes from the path). */
export const MAP_HASH_MESSAGE = 'must be the map hash: 64 hexadecimal digits (formats.md §1.6)';

/**
 * A map hash where it enters (a body, a path, a query; docs/decisions/0046): surrounding spaces
 * dropped and lower-cased, so `ABCD…`, ` abcd… ` and `abcd…` are one key; then exactly 64 hex
 * digits ({@link MAP_HASH_PATTERN}) or a validation error with {@link MAP_HASH_MESSAGE}. Only
 * ASCII is lower-cased into hex: a full-width digit stays a non-hex character and is refused.
 * Output: the canonical hash.
 */
export const mapHashSchema = z.string().trim().toLowerCase().regex(MAP_HASH_PATTERN, MAP_HASH_MESSAGE);
