/**
 * Parameters shared by the competitive list endpoints in the query grammar (formats.md §6.1):
 * `filter` becomes `s` (JSON; left out when empty), `sort` is `field,ASC|DESC`, `page` is 1-based,
 * `limit` items per page, `joins` repeated `join=` parameters.
 */
export interface GrammarListParams {
  filter?: Record<string, unknown>;
  sort?: string;
  page: number;
  limit: number;
  joins?: readonly string[];
}

/**
 * The path (with its repeated `join=` parameters, which a query object cannot hold) and the query of
 * a list request, e.g. `/api/scores?join=profile&join=profile.user` + `{s, sort, page, limit}`.
 */
export function grammarRequest(base: string, params: GrammarListParams) {
  const joins = params.joins ?? [];
  const path = joins.length ? `${base}?${joins.map((j) => `join=${encodeURIComponent(j)}`).join('&')}` : base;
  const filter =
    params.filter && Object.keys(params.filter).length > 0 ? JSON.stringify(params.filter) : undefined;
  return { path, query: { s: filter, sort: params.sort, page: params.page, limit: params.limit } };
}
