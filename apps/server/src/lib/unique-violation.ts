/** SQLSTATE of a unique-constraint violation in PostgreSQL (and PGlite). */
const UNIQUE_VIOLATION = '23505';
/** SQLSTATE of a foreign-key violation (a row points at one that does not exist). */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Whether `error` (or an error in its `cause` chain, as {@link uniqueViolation} looks) is a
 * PostgreSQL foreign-key violation.
 */
export function foreignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (candidate.code === FOREIGN_KEY_VIOLATION) return true;
    current = candidate.cause;
  }
  return false;
}

/**
 * If `error` (or any error in its `cause` chain — Drizzle wraps driver errors in a
 * `DrizzleQueryError`) is a PostgreSQL unique violation, returns `{constraint}` with the violated
 * constraint or index name when the driver reports it; otherwise undefined. Works for node-postgres
 * and PGlite errors, which both carry `code` and `constraint`.
 */
export function uniqueViolation(error: unknown): { constraint: string | undefined } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === UNIQUE_VIOLATION) {
      return { constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined };
    }
    current = candidate.cause;
  }
  return undefined;
}
