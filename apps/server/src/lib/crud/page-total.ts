import { count, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client.ts';

/** A query selecting one number as `n` (a `count(*)`, or a kept total), usable as a subquery. */
export type TotalQuery = SQLWrapper & PromiseLike<{ n: number }[]>;

/**
 * The list's total as a column of its page query: `(<totalQuery>)`, an uncorrelated scalar
 * subquery that PostgreSQL runs once per statement (an InitPlan), and only when the page has a
 * row; null when it found no row.
 */
export function totalColumn(totalQuery: SQLWrapper): SQL<number | null> {
  return sql<number | null>`(${totalQuery})`.mapWith((value: unknown) =>
    value === null ? null : Number(value),
  );
}

/**
 * The total a page tells, from the {@link totalColumn} of its rows: the first row's (all carry
 * the same), 0 for an empty first page; undefined when it must be asked apart — an empty page past
 * the end (the subquery never ran), or a total query that found no row.
 */
export function pageTotal(
  rows: readonly { total: number | null }[],
  query: { offset: number },
): number | undefined {
  if (rows.length === 0) return query.offset === 0 ? 0 : undefined;
  return rows[0]!.total ?? undefined;
}

/**
 * One page and the envelope's `total` in one statement (docs/decisions/0004): `page` runs the
 * page query with `total` as one of its columns (see totalColumn); `totalQuery` runs on its own
 * only for an empty page past the end. Throws when `totalQuery` finds no row at all.
 */
export async function pageWithTotal<T extends { total: number | null }>(
  totalQuery: TotalQuery,
  query: { offset: number },
  page: (total: SQL<number | null>) => PromiseLike<T[]>,
): Promise<{ rows: T[]; total: number }> {
  const rows = await page(totalColumn(totalQuery));
  const known = pageTotal(rows, query);
  if (known !== undefined) return { rows, total: known };
  const apart = (await totalQuery)[0]?.n;
  if (apart === undefined) throw new Error('the list total query found no row');
  return { rows, total: Number(apart) };
}

/**
 * The order and window of one page: what {@link pageOfTable} reads of a compiled list query
 * (compile.ts `CompiledQuery` has this shape; named here so this file imports nothing of the
 * compiler, which imports paging.ts, which imports this file).
 */
export interface PageWindow {
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/**
 * One page of `table` in a compiled list query (formats.md §6.1): the `fields` of the rows that
 * match `where`, in the query's order, limit and offset, with the envelope's total counted in the
 * same statement (pageWithTotal, docs/decisions/0004). `total` is the count's expression
 * (default `count(*)`; the rankings count a whole list by its largest rank).
 */
export function pageOfTable<TFields extends SelectedFields>(
  db: Db,
  table: PgTable,
  fields: TFields,
  where: SQL | undefined,
  compiled: PageWindow,
  total: SQL<number> = count(),
): Promise<{ rows: SelectResultFields<TFields & { total: SQL<number | null> }>[]; total: number }> {
  return pageWithTotal(db.select({ n: total }).from(table).where(where), compiled, (totalColumn) =>
    db
      .select({ ...fields, total: totalColumn })
      .from(table)
      .where(where)
      .orderBy(...compiled.orderBy)
      .limit(compiled.limit)
      .offset(compiled.offset),
  ) as Promise<{ rows: SelectResultFields<TFields & { total: SQL<number | null> }>[]; total: number }>;
}

/**
 * Up to this many matching rows a list's `total` is counted exactly; past it the envelope carries
 * the planner's estimate, flagged `totalEstimated: true` (docs/decisions/0034).
 */
export const EXACT_TOTAL_MAX = 1000;

/**
 * A list's `total` for the envelope (formats.md §6.1): `value` rows, exact unless `estimated`
 * (docs/decisions/0034; `listResponse` then adds `totalEstimated: true`).
 */
export interface ListTotal {
  value: number;
  estimated: boolean;
}

/** What the bounded total needs of a Drizzle database or transaction. */
export type TotalDb = Pick<Db, 'select' | 'execute'>;

/** The matching rows of a list: a Drizzle `select 1 from … where …` builder (or any query). */
export type Matches = SQLWrapper;

/**
 * `count(*)` of at most `max + 1` rows of `matches`: exact up to `max`, and `max + 1` when more
 * match. `matches` is a MATERIALIZED common table expression, so PostgreSQL plans it for all its
 * rows (the bitmap scans of the search indexes) and still stops reading it after `max + 1`; a
 * plain `LIMIT` subquery let the planner pick a sequential scan hoping to stop early, which on the
 * bench catalogue read 11,000 rows to find 1,001 matches (docs/decisions/0034). A
 * {@link TotalQuery}, so it can be a page's total column.
 */
export function cappedCount(db: TotalDb, matches: Matches, max: number): TotalQuery {
  const query = sql`with matches as materialized ${matches} select count(*)::int as n from (select 1 from matches limit ${max + 1}) as capped`;
  const run = async () => resultRows(await db.execute(query)).map((row) => ({ n: Number(row.n) }));
  return {
    getSQL: () => query,
    then: (resolve, reject) => run().then(resolve, reject),
  };
}

/** The rows of a `db.execute` result: node-postgres answers `{rows}`, some drivers an array. */
function resultRows(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}

/**
 * The planner's estimate of how many rows `matches` returns: the top node's "Plan Rows" of
 * `EXPLAIN (FORMAT JSON)` (PostgreSQL and PGlite; nothing is executed). Throws when the plan has
 * no such figure.
 */
export async function plannedRows(db: TotalDb, matches: SQLWrapper): Promise<number> {
  const rows = resultRows(await db.execute(sql`explain (format json) ${matches}`));
  const cell = Object.values(rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan?: { 'Plan Rows'?: number } }];
  const estimate = plan?.[0]?.Plan?.['Plan Rows'];
  if (typeof estimate !== 'number') throw new Error('EXPLAIN gave no row estimate');
  return estimate;
}

/** `n` rounded to two significant digits (6,522 → 6,500; 1,049 → 1,000): an estimate's precision. */
export function roundEstimate(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/**
 * One page and its total (docs/decisions/0034), in one statement for every page that has rows:
 * the page query carries `count(*)` of at most `exactMax + 1` matches as its total column
 * (see totalColumn). The total is exact when
 * - the page is empty on page one (0), or has rows but fewer than `limit` (`offset + rows`: the
 *   matches end on this page), or
 * - at most `exactMax` rows match;
 * otherwise it is `plannedRows` of `matches` rounded (roundEstimate), never less than
 * `exactMax + 1` nor than the rows up to this page (plus one when the page is full, so that
 * `pageCount` always offers the next page after a full one), and `estimated`. An empty page past
 * the end counts apart and exactly (at most `offset` rows match, so a count capped at `offset + 1`
 * is exact: someone who followed a too-high estimate learns the real last page). `matches` builds `select 1 from <table> where <the list's condition>`
 * (a fresh builder per call: Drizzle's `limit` changes its builder). Rows and their order are the
 * page query's alone. Throws what the queries throw.
 */
export async function pageWithBoundedTotal<T extends { total: number | null }>(
  db: TotalDb,
  matches: () => Matches,
  query: { offset: number; limit: number },
  page: (total: SQL<number | null>) => PromiseLike<T[]>,
  exactMax: number = EXACT_TOTAL_MAX,
): Promise<{ rows: T[]; total: ListTotal }> {
  const counted = cappedCount(db, matches(), exactMax);
  const rows = await page(totalColumn(counted));
  if (rows.length === 0 && query.offset === 0) return { rows, total: { value: 0, estimated: false } };
  if (rows.length > 0 && rows.length < query.limit) {
    return { rows, total: { value: query.offset + rows.length, estimated: false } };
  }
  if (rows.length === 0) {
    // Past the end: at most `offset` rows match, so counting up to `offset + 1` is exact. The
    // visitor who followed an estimate too high gets the real last page (a rare, bounded cost).
    const exact = (await cappedCount(db, matches(), query.offset))[0]?.n;
    if (exact === undefined) throw new Error('the list total query found no row');
    return { rows, total: { value: Number(exact), estimated: false } };
  }
  const known = rows[0]!.total;
  if (known === null || known === undefined) throw new Error('the list total query found no row');
  if (known <= exactMax) return { rows, total: { value: Number(known), estimated: false } };
  const floor = Math.max(exactMax + 1, query.offset + rows.length + (rows.length === query.limit ? 1 : 0));
  const estimate = roundEstimate(await plannedRows(db, matches()));
  return { rows, total: { value: Math.max(estimate, floor), estimated: true } };
}
