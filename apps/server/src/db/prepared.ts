import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const byHandle = new WeakMap<object, Map<string, unknown>>();

/**
 * A query prepared once per database handle and kept (`build` calls Drizzle's `.prepare(name)`):
 * Drizzle builds its SQL once, and node-postgres sends it as the named statement `name`, which
 * PostgreSQL parses and plans once per connection. For the hottest fixed-shape reads (the public
 * beatmap page, one beatmap by id; docs/performance.md). Answers undefined inside a transaction, whose
 * session is short-lived: the caller runs the query unprepared there. `name` must be unique per
 * query text.
 */
export function prepared<T>(
  db: Db | PgTransaction<never, never, never>,
  name: string,
  build: (db: Db) => T,
): T | undefined {
  if (is(db, PgTransaction)) return undefined;
  let queries = byHandle.get(db);
  if (!queries) byHandle.set(db, (queries = new Map()));
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build(db as Db);
    queries.set(name, query);
  }
  return query;
}
