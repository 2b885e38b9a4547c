/**
 * The rows of a raw `db.execute` result: node-postgres answers `{rows}`, PGlite's drizzle driver
 * an array or `{rows}` too; both become an array of column → value records.
 */
export const rowsOf = (result: unknown): Record<string, unknown>[] =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
