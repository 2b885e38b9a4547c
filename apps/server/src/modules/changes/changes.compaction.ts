import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sharedChangePages } from './changes-pages.ts';

/** The recurring job that compacts the change feed (docs/decisions/0035), scheduled by server.ts. */
export const CHANGES_COMPACT_JOB = 'changes-compact';
/** How often {@link CHANGES_COMPACT_JOB} runs, in ms (daily). */
export const CHANGES_COMPACT_EVERY_MS = 24 * 3600_000;

/**
 * Compacts `item_changes` as a log is compacted (docs/decisions/0035): deletes every change that a
 * later change of the same item supersedes, keeping each item's newest (a `deleted` one included,
 * so a client that knew the item still learns it is gone). Safe for any client at any cursor: a
 * line carries the item as it is now, not as it was, so the superseded lines after a client's
 * cursor would only have been overwritten by the newest one, which stays; the newest cursor
 * stays too. The table then holds at most one row per item ever released. Answers how many rows
 * it removed.
 */
export async function compactItemChanges(db: Db): Promise<number> {
  const result = await db.execute(sql`
    with superseded as (
      delete from item_changes c
      using (
        select kind, item_id, max(seq) as newest
        from item_changes
        group by kind, item_id
        having count(*) > 1
      ) n
      where c.kind = n.kind and c.item_id = n.item_id and c.seq < n.newest
      returning 1
    )
    select count(*)::int as removed from superseded`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    removed: number;
  }[];
  const removed = Number(rows[0]?.removed ?? 0);
  // Kept pages may hold removed rows; another instance's stay at most CHANGES_PAGE_REUSE_MS (harmless:
  // a superseded line is followed by its newest, docs/decisions/0047).
  if (removed > 0) sharedChangePages(db).forget();
  return removed;
}

/** Defines {@link CHANGES_COMPACT_JOB} on the app's job queue (a task with payload `{}`). */
export function registerChangesJobs(app: FastifyInstance): void {
  app.jobs.defineTask(CHANGES_COMPACT_JOB, {
    schema: z.object({}),
    run: async () => {
      const removed = await compactItemChanges(app.db);
      if (removed > 0) app.log.info({ removed }, 'change feed compacted');
    },
  });
}
