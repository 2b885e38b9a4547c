/** SQLSTATE of a unique-constraint violation in PostgreSQL (and PGlite). */
const UNIQUE_VIOLATION = '23505';
/** SQLSTATE of a foreign-key violation (a row points at one that does not exist). */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Whether `error` (or an error in its `cause` chain, as {@link uniqueViolation} looks) is a
 * PostgreSQL foreign-key violation.
 */
export function foreignKeyViolation(error: unknown): boolean {
  return withCode(error, FOREIGN_KEY_VIOLATION) !== undefined;
}

/** The first error in `error`'s `cause` chain (at most 5 deep) whose SQLSTATE `code` is `code`. */
function withCode(error: unknown, code: string): { constraint?: unknown } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === code) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/**
 * If `error` (or any error in its `cause` chain — Drizzle wraps driver errors in a
 * `DrizzleQueryError`) is a PostgreSQL unique violation, returns `{constraint}` with the violated
 * constraint or index name when the driver reports it; otherwise undefined. Works for node-postgres
 * and PGlite errors, which both carry `code` and `constraint`.
 */
export function uniqueViolation(error: unknown): { constraint: string | undefined } | undefined {
  const found = withCode(error, UNIQUE_VIOLATION);
  if (!found) return undefined;
  return { constraint: typeof found.constraint === 'string' ? found.constraint : undefined };
}
