import { z } from 'zod';

/**
 * The list envelope every collection endpoint answers with (formats.md §6.1, the @nestjsx/crud shape
 * that community tools already read).
 * - `data`: the items of this page
 * - `count`: how many items are in `data`
 * - `total`: how many items match the query across all pages
 * - `page`: the 1-based page number
 * - `pageCount`: how many pages there are (0 when `total` is 0)
 * - `totalEstimated`: present, `true`, when `total` (and so `pageCount`) is the database's estimate
 *   rather than a count: catalogue searches matching more than 1,000 rows (docs/decisions/0034).
 *   Absent when `total` is exact. A page with fewer than `limit` items is always the last.
 */
export interface Paginated<T> {
  data: T[];
  count: number;
  total: number;
  page: number;
  pageCount: number;
  totalEstimated?: boolean;
}

/**
 * The zod schema of {@link Paginated} for items of `item` (formats.md §6.1), for response schemas:
 * `count`, `total`, `page` and `pageCount` are whole numbers; `totalEstimated` is optional.
 */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    count: z.number().int(),
    total: z.number().int(),
    page: z.number().int(),
    pageCount: z.number().int(),
    totalEstimated: z.boolean().optional(),
  });
}

/** Default and maximum page sizes for list endpoints. */
export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 100;
