import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Exact running totals that lists would otherwise count on every request (docs/decisions/0004).
 * One row per `kind`; today only 'beatmap': `published` is the number of beatmaps with
 * `published AND published_at IS NOT NULL` (the public list's scope, beatmaps.list.ts), kept by
 * statement-level triggers on `beatmaps` (migration 0004_bench_indexes.sql) in the writing
 * transaction, so it is as exact and as transactional as `count(*)`. Read by the unfiltered
 * `GET /api/beatmaps` for its envelope `total`.
 */
export const catalogueTotals = pgTable('catalogue_totals', {
  kind: text('kind').primaryKey(),
  published: integer('published').notNull().default(0),
});
