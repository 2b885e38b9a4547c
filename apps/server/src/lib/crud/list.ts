import type { Paginated } from '@synthhub/shared/api/pagination';
import { type CompiledQuery, compileCrud } from './compile.ts';
import type { ListTotal } from './page-total.ts';
import { type ListResponseOptions, listResponse } from './paging.ts';
import { parseCrudQuery } from './parse-query.ts';
import { shapeItems } from './shape.ts';
import type { CompileContext, CrudRequest, Resource } from './types.ts';

/**
 * Step 1 of a list endpoint: parses the querystring against the resource's whitelist and compiles
 * it (formats.md §6.1). Returns the typed request (with its `extras`) and the WHERE/ORDER BY/LIMIT/
 * OFFSET for the repository, which ANDs in its own scope. Throws BadRequest (see parseCrudQuery).
 */
export async function readListRequest<TExtras extends object>(
  query: Record<string, unknown>,
  resource: Resource<TExtras>,
  ctx: CompileContext,
): Promise<{ request: CrudRequest<TExtras>; compiled: CompiledQuery }> {
  const request = parseCrudQuery(query, resource);
  return { request, compiled: await compileCrud(request, resource, ctx) };
}

/**
 * Step 2: applies `join`/`fields`/`select` to the presented items and wraps them in the envelope
 * `{data, count, total, page, pageCount}` (plus `totalEstimated: true` for an estimated total,
 * docs/decisions/0034), or a bare array (see ListResponseOptions).
 */
export function answerList<T extends object>(
  items: T[],
  total: number | ListTotal,
  request: CrudRequest<object>,
  resource: Resource<object>,
  options: ListResponseOptions = {},
): Paginated<Partial<T>> | Partial<T>[] {
  return listResponse(shapeItems(items, request, resource), total, request, resource, options);
}
