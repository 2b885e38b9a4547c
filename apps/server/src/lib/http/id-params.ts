import { dbIdTextSchema } from '@synthhub/shared/api/ids';
import { z } from 'zod';

/**
 * Params of every `/:id` route: `id` is a row id (`dbIdTextSchema`: digits only, 1 to 2^31 − 1,
 * the PostgreSQL `integer` range).
 *
 * Out-of-range and malformed ids (`2147483648`, 20 digits, `abc`, `-1`, `1.5`, `1e3`) all answer
 * 400 "Invalid params: id: must be a whole number from 1 to 2147483647" rather than 404: such a
 * value can never name a row, so the client's URL is wrong (not the item gone), and one rule for
 * every malformed id keeps the answer predictable. Before this check a too-large id reached the
 * database and came back as a 500.
 */
export const idParams = z.object({ id: dbIdTextSchema });

/** Params of `/:id/files/:fileId` (a stage file): both are row ids, as in `idParams`. */
export const idFileIdParams = z.object({ id: dbIdTextSchema, fileId: dbIdTextSchema });

/** An optional id in a query string (`user_id`); same rule and 400 as `idParams`. */
export const optionalIdQuery = dbIdTextSchema.optional();
