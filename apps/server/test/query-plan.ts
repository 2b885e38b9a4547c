import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/** Planner switches for {@link planOf}. */
export interface PlanOptions {
  /**
   * Also turn off plain index scans, leaving bitmap scans: GIN indexes only serve those, and on a
   * tiny test table an ordered primary-key scan would otherwise win.
   */
  bitmapOnly?: boolean;
}

/**
 * The text of `EXPLAIN <query>` with sequential scans disabled (conventions habit 5: "a query that
 * matters for speed has a test that checks its plan or its index"). With seq scans off the planner
 * still falls back to one when no index can answer the condition, so a plan that names an index
 * proves the index matches the SQL the app compiles — on PGlite and on PostgreSQL alike, even on a
 * nearly empty table. The switches are `SET LOCAL` in a transaction of their own, so they end with it.
 */
export async function planOf(db: Db, query: SQLWrapper, options: PlanOptions = {}): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (options.bitmapOnly) await tx.execute(sql`set local enable_indexscan = off`);
    const result = await tx.execute(sql`explain ${query as unknown as SQL}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
      string,
      string
    >[];
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}
