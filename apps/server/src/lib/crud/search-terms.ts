import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conditionSql } from './compile.ts';
import type { Operator } from './operators.ts';
import type { CondNode, ConditionValue, SortSpec } from './types.ts';

/** How PostgreSQL reads one search term: `lower(term)` and `websearch_to_tsquery('simple', term)::text`. */
export interface NormalisedTerm {
  lower: string;
  tsquery: string;
}

/**
 * Normalises search terms on PostgreSQL (`lower()` under the database's collation, and the
 * `simple` configuration's parser, as the list grammar's SQL does; lib/crud/compile.ts), in one
 * round trip. Pure functions of the term: the service memoises them.
 */
export async function normaliseTerms(db: Db, terms: readonly string[]): Promise<Map<string, NormalisedTerm>> {
  const values = sql.join(
    terms.map((term, i) => sql`(${i}::int, ${term}::text)`),
    sql`, `,
  );
  const result = await db.execute(
    sql`select i, lower(t) as l, websearch_to_tsquery('simple', t)::text as q from (values ${values}) as v(i, t)`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    i: number;
    l: string;
    q: string;
  }[];
  return new Map(rows.map((row) => [terms[Number(row.i)]!, { lower: row.l, tsquery: row.q }]));
}

/**
 * The ids of the users a `user.username` condition selects, with the list grammar's own SQL
 * (lib/crud/compile.ts `conditionSql`, as beatmaps.crud.ts's `viaForeignKey` runs it).
 */
export async function userIdsWhere(db: Db, op: Operator, value: ConditionValue): Promise<number[]> {
  const where: SQL = conditionSql(users.username, 'string', op, value);
  const rows = await db.select({ id: users.id }).from(users).where(where);
  return rows.map((row) => row.id);
}

/** `lower()` and the tsquery of each search term, memoised per process (pure functions of the term). */
const memo = new LRUCache<string, NormalisedTerm>({ max: 10_000 });

/**
 * {@link normaliseTerms} of `wanted`, asking PostgreSQL only for the terms not seen before in this
 * process (one round trip, none when all are known). Throws what the database throws.
 */
export async function normalisedTerms(
  db: Db,
  wanted: readonly string[],
): Promise<Map<string, NormalisedTerm>> {
  const missing = [...new Set(wanted.filter((term) => !memo.has(term)))];
  if (missing.length > 0)
    for (const [term, value] of await normaliseTerms(db, missing)) memo.set(term, value);
  return new Map(wanted.map((term) => [term, memo.get(term)!]));
}

/**
 * The string a condition's value compares as (compile.ts binds `String(value)`), or undefined for
 * a list, null or date value (which the in-memory indexes leave to PostgreSQL).
 */
export function scalarText(value: CondNode & { kind: 'field' }): string | undefined {
  const v = Array.isArray(value.value) ? undefined : value.value;
  return v === null || v === undefined || v instanceof Date ? undefined : String(v);
}

/** String operators on lower-cased text (formats.md §6.1): `$contL`, `$exclL`, `$eqL`, `$neL`, `$startsL`, `$endsL`. */
export type TextOp = 'contains' | 'excludes' | 'equals' | 'differs' | 'starts' | 'ends';

/** The grammar's case-insensitive string operators (formats.md §6.1) by the {@link TextOp} they are. */
export const TEXT_OPS: Partial<Record<string, TextOp>> = {
  $contL: 'contains',
  $exclL: 'excludes',
  $eqL: 'equals',
  $neL: 'differs',
  $startsL: 'starts',
  $endsL: 'ends',
};

/**
 * Each {@link TextOp} on a value and a term both lower-cased by PostgreSQL's `lower()`, as the
 * grammar's SQL compares them (`ILIKE` with LIKE's metacharacters escaped, `lower(a) = lower(b)`).
 */
export const TEXT_TEST: Record<TextOp, (value: string, term: string) => boolean> = {
  contains: (v, t) => v.includes(t),
  excludes: (v, t) => !v.includes(t),
  equals: (v, t) => v === t,
  differs: (v, t) => v !== t,
  starts: (v, t) => v.startsWith(t),
  ends: (v, t) => v.endsWith(t),
};

/**
 * True when a list's order is the in-memory indexes' (docs/decisions/0039): the default sort of
 * the public catalogue lists or `published_at DESC`, both with the tie-breaker `id DESC` the
 * grammar appends (lib/crud/compile.ts).
 */
export function publishedOrder(sorts: readonly SortSpec[]): boolean {
  return (
    sorts.length === 0 ||
    (sorts.length === 1 && sorts[0]!.field === 'published_at' && sorts[0]!.order === 'DESC')
  );
}

/** One field condition of a list's condition tree (lib/crud/types.ts `CondNode`). */
export type FieldCond = CondNode & { kind: 'field' };

/**
 * The terms an in-memory index needs normalised for a condition tree: `leaf` answers each field
 * condition's (undefined when the index does not take it). Undefined when any leaf is not taken.
 */
export function termsOfTree(
  node: CondNode,
  leaf: (node: FieldCond) => string[] | undefined,
): string[] | undefined {
  if (node.kind === 'field') return leaf(node);
  const all: string[] = [];
  for (const item of node.items) {
    const found = termsOfTree(item, leaf);
    if (!found) return undefined;
    all.push(...found);
  }
  return all;
}

/**
 * A condition tree as an index's condition: each field condition mapped by `leaf`, one after the
 * other in order (so what they record, such as the names version, is deterministic), and each
 * `$and`/`$or` by `group`.
 */
export async function mapConditionTree<C>(
  node: CondNode,
  leaf: (node: FieldCond) => Promise<C> | C,
  group: (kind: 'and' | 'or', items: C[]) => C,
): Promise<C> {
  if (node.kind === 'field') return leaf(node);
  const items: C[] = [];
  for (const item of node.items) items.push(await mapConditionTree(item, leaf, group));
  return group(node.kind, items);
}
