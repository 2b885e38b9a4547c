import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

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
