/** SQLSTATE of a unique-constraint violation in PostgreSQL (and PGlite). */
const UNIQUE_VIOLATION = '23505';

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
