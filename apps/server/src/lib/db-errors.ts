/**
 * True when a database error (or its cause, as Drizzle wraps driver errors) is PostgreSQL's
 * unique_violation, SQLSTATE 23505 — on node-postgres and PGlite alike.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
