import { type ListParams, listQuery } from '../../../lib/list-params.ts';

/** Mappers per page on `/beatmaps/mappers`: the `limit` a list request and its key take when none is given. */
export const MAPPERS_PAGE_SIZE = 24;

/**
 * Every TanStack Query key of the mappers feature (TkDodo "Effective React Query Keys"):
 * `all` `['mappers']`, `lists()` `['mappers', 'list']`, and `list(params)` one page of
 * `GET /api/mappers`, its params normalized by `listQuery` (limit {@link MAPPERS_PAGE_SIZE} when
 * absent); `stats(userId)` one user's figures (`['mappers', 'stats', userId]`).
 */
export const mapperKeys = {
  all: ['mappers'] as const,
  lists: () => [...mapperKeys.all, 'list'] as const,
  list: (params: Pick<ListParams, 'page' | 'limit' | 's' | 'sort'>) =>
    [...mapperKeys.lists(), listQuery(params, MAPPERS_PAGE_SIZE).key] as const,
  stats: (userId: number) => [...mapperKeys.all, 'stats', userId] as const,
};
