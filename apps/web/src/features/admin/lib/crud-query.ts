import { type GrammarCondition, grammarFilter, termCondition } from '../../../lib/list-grammar.ts';

/**
 * What an admin grid asks the server for (spec §2 "Admin area": server-side paging, sorting and
 * filtering): the 1-based `page`, the page size `limit`, the sorted column, and the search box's
 * `search` term (trimmed, empty when none).
 */
export interface AdminGridQuery {
  page: number;
  limit: number;
  sort?: { field: string; order: 'ASC' | 'DESC' } | undefined;
  search: string;
}

/** One API query string: null and undefined values are left out (lib/api-client.ts). */
export type AdminQueryParams = Record<string, string | number | boolean | undefined>;

/**
 * An admin grid's query in the list grammar the public lists speak (formats.md §6.1): `page`,
 * `limit`, `sort=field,ASC|DESC`, and `s` — the search term as "any of `searchFields` contains it"
 * (`$contL`) together with `conditions` (a screen's filters) under `$and`. `extra` parameters (a
 * screen's own, e.g. `status=deleted`) are added as they are.
 */
export function crudQuery(
  q: AdminGridQuery,
  options: {
    searchFields?: readonly string[];
    conditions?: readonly (GrammarCondition | undefined)[];
    extra?: AdminQueryParams;
  } = {},
): AdminQueryParams {
  const s = grammarFilter([
    termCondition(q.search, options.searchFields ?? []),
    ...(options.conditions ?? []),
  ]);
  return {
    page: q.page,
    limit: q.limit,
    ...(q.sort ? { sort: `${q.sort.field},${q.sort.order}` } : {}),
    ...(s === undefined ? {} : { s }),
    ...options.extra,
  };
}

/**
 * The same query for endpoints with plain parameters (`page`, `limit`, `sort`, `q`): the search term
 * as `q`, the sort as `sort=field,ASC|DESC`.
 */
export function plainQuery(q: AdminGridQuery, extra: AdminQueryParams = {}): AdminQueryParams {
  return {
    page: q.page,
    limit: q.limit,
    ...(q.sort ? { sort: `${q.sort.field},${q.sort.order}` } : {}),
    ...(q.search ? { q: q.search } : {}),
    ...extra,
  };
}
