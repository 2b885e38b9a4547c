/**
 * Parameters of every list endpoint's client (`/api/beatmaps`, `/api/playlists`,
 * `/api/models/stages`, `/api/models/avatars`, `/api/mappers`): 1-based `page`, `limit` items per
 * page; `userId` only that uploader's items; `drafts` also unpublished ones (the uploader themself
 * or an admin); `s` and `sort` in the query grammar (formats.md §6.1, e.g. `{"bpm":{"$gte":120}}`
 * and `score,DESC`; the server's default order without `sort`).
 */
export interface ListParams {
  page: number;
  limit?: number;
  userId?: number;
  drafts?: boolean;
  s?: string | undefined;
  sort?: string | undefined;
}

/**
 * The query string of a list request (`page`, `limit`, `user_id`, `drafts=true`, `s`, `sort`) and
 * the values a TanStack Query key needs, with `defaultLimit` filled in.
 */
export function listQuery(params: ListParams, defaultLimit: number) {
  const { page, limit = defaultLimit, userId, drafts = false, s, sort } = params;
  const query: Record<string, string | number> = { page, limit };
  if (userId !== undefined) query.user_id = userId;
  if (drafts) query.drafts = 'true';
  if (s) query.s = s;
  if (sort) query.sort = sort;
  return { query, key: { page, limit, userId, drafts, s, sort } };
}
