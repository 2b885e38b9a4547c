import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userNamesVersion } from '../../db/schema/index.ts';

/**
 * The version of the users' names (migration 0018) as a column, read in the row's snapshot: a page
 * statement carries it so the names an in-memory index matched can be checked against it.
 */
export const userNamesVersionColumn = () =>
  sql<number>`(select ${userNamesVersion.version} from ${userNamesVersion})`.mapWith(Number);

/** The users' names version now (one statement; for a page with no row to carry it). */
export async function currentUserNamesVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: userNamesVersion.version }).from(userNamesVersion);
  return Number(row?.version ?? 0);
}
