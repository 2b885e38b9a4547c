import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row whose `version` rises with every statement that inserts, deletes or renames users, or
 * truncates them — written only by the trigger of migration 0018_user_names_version.sql, never by
 * the application (docs/decisions/0040). The in-memory indexes keep uploader names with the
 * version they were read at and read the version again with each page's rows: equal versions mean
 * the names they matched are the snapshot's. Statements that change users queue on this row's
 * lock, so a higher version is never visible before a lower one.
 */
export const userNamesVersion = pgTable(
  'user_names_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('user_names_version_one_row', sql`${t.id} = 1`)],
);
