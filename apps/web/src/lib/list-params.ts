/**
 * Parameters of every list endpoint's client (`/api/beatmaps`, `/api/playlists`,
 * `/api/models/stages`, `/api/models/avatars`): 1-based `page`, `limit` items per page; `userId`
 * only that uploader's items; `drafts` also unpublished ones (the uploader themself or an admin).
 */
export interface ListParams {
  page: number;
  limit?: number;
  userId?: number;
  drafts?: boolean;
}

/**
 * The query string of a list request (`page`, `limit`, `user_id`, `drafts=true`) and the values a
 * TanStack Query key needs, with `defaultLimit` filled in.
 */
export function listQuery(params: ListParams, defaultLimit: number) {
  const { page, limit = defaultLimit, userId, drafts = false } = params;
  const query: Record<string, string | number> = { page, limit };
  if (userId !== undefined) query.user_id = userId;
  if (drafts) query.drafts = 'true';
  return { query, key: { page, limit, userId, drafts } };
}
