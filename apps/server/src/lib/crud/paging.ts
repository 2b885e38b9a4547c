import type { Paginated } from '@synthhub/shared/api/pagination';
import type { ListTotal } from './page-total.ts';
import type { CrudRequest, Resource } from './types.ts';

/**
 * The page a request asks for: `limit` (else the resource's default), the row offset from `page`
 * (1-based, which wins over `offset`) or `offset`, and the 1-based page number, derived from the
 * offset when only `offset` was given (as @nestjsx/crud: ⌊offset / limit⌋ + 1).
 */
export function pagingOf(
  request: Pick<CrudRequest<object>, 'limit' | 'page' | 'offset'>,
  resource: Pick<Resource<object>, 'defaultLimit'>,
): { limit: number; offset: number; page: number } {
  const limit = request.limit ?? resource.defaultLimit;
  const offset = request.page !== undefined ? (request.page - 1) * limit : (request.offset ?? 0);
  const page = request.page ?? Math.floor(offset / limit) + 1;
  return { limit, offset, page };
}

/** Options of `listResponse`. */
export interface ListResponseOptions {
  /**
   * Answer a bare array when the request has no `page`, `limit` or `offset` (old clients,
   * formats.md §6.1; env `LIST_BARE_ARRAY_WITHOUT_PAGING=true`). Default false: always paginated.
   */
  bareArrayWithoutPaging?: boolean | undefined;
}

/**
 * The answer of a list endpoint (formats.md §6.1): the envelope `{data, count, total, page,
 * pageCount}` — `count` = items in `data`, `pageCount` = ⌈total / limit⌉ (0 when total is 0) — or,
 * with `bareArrayWithoutPaging` and no paging parameter, just `data`. `total` is a number (exact)
 * or a {@link ListTotal}; an estimated one adds `totalEstimated: true` after `pageCount`
 * (docs/decisions/0034), an exact one leaves the envelope as it always was.
 */
export function listResponse<T>(
  data: T[],
  total: number | ListTotal,
  request: CrudRequest<object>,
  resource: Pick<Resource<object>, 'defaultLimit'>,
  options: ListResponseOptions = {},
): Paginated<T> | T[] {
  if (options.bareArrayWithoutPaging && !request.paged) return data;
  const { limit, page } = pagingOf(request, resource);
  const { value, estimated } = typeof total === 'number' ? { value: total, estimated: false } : total;
  const envelope = { data, count: data.length, total: value, page, pageCount: Math.ceil(value / limit) };
  return estimated ? { ...envelope, totalEstimated: true } : envelope;
}
