import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type Paginated } from '@synthhub/shared/api/pagination';
import { z } from 'zod';
import { optionalIdQuery } from './http/id-params.ts';
import type { AuthUser } from '../plugins/auth.ts';
import { authorizeDraftList } from '../policies/content.ts';

/**
 * Query of the list endpoints (`GET /api/beatmaps`, `/api/playlists`, `/api/models/stages`,
 * `/api/models/avatars`): `page` (1-based), `limit` (1-100), and for profiles and My Uploads `user_id`
 * (only that uploader's items) and `drafts=true` (include unpublished ones — only for that user themself
 * or an admin). Unknown keys are accepted (the full query grammar is lib/crud, formats.md §6.1).
 */
export const listQuerySchema = z.looseObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  user_id: optionalIdQuery,
  drafts: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** What a repository needs to list one page: offset/limit, an uploader filter, and whether drafts count. */
export interface ListFilter {
  offset: number;
  limit: number;
  userId: number | undefined;
  includeDrafts: boolean;
}

/**
 * Turns a list query into a filter, enforcing who may see drafts (spec §6 roles: only owners and admins
 * see unpublished items, enforced on the server). Throws Forbidden when `drafts=true` is asked for
 * someone else's items, or without `user_id` by a non-admin.
 */
export function toListFilter(query: ListQuery, viewer: AuthUser | null): ListFilter {
  if (query.drafts) {
    authorizeDraftList(viewer, query.user_id);
  }
  return {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
    userId: query.user_id,
    includeDrafts: query.drafts,
  };
}

/** Builds the `{data, count, total, page, pageCount}` envelope (formats.md §6.1). */
export function paginated<T>(
  data: T[],
  total: number,
  query: Pick<ListQuery, 'page' | 'limit'>,
): Paginated<T> {
  return { data, count: data.length, total, page: query.page, pageCount: Math.ceil(total / query.limit) };
}
