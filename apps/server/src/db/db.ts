import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/**
 * The Drizzle database, the same type over PGlite and node-postgres (design.md §2 "Database"). A
 * leaf of its own, so that what db/client.ts wires (db/change-watch.ts) can name it without an
 * import circle (docs/decisions/0049); db/client.ts re-exports it.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
