import type { Paginated } from '@synthhub/shared/api/pagination';
import type { LeaderboardProfile } from '@synthhub/shared/leaderboards/leaderboard-profiles.schemas';
import type { PublicUser } from '@synthhub/shared/users/users.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { SEARCH_QUERY_META, SEARCH_USER_FUZZY_AFTER, SEARCH_USER_FUZZY_LIMIT } from './search-constants.ts';
import { searchKeys } from './keys.ts';

/** The user fields a search result shows, with the linked leaderboard profile (or null). */
export type UserHit = Pick<PublicUser, 'id' | 'username'> & {
  leaderboard_profile?: Pick<LeaderboardProfile, 'id' | 'name'> | null;
};

/** `GET /api/user` answers the envelope when paginated and a bare array otherwise (formats.md §6.1). */
type UserList = Paginated<UserHit> | UserHit[];

const rows = (list: UserList): UserHit[] => (Array.isArray(list) ? list : list.data);

function listUsers(filter: object, limit: number | undefined, signal?: AbortSignal): Promise<UserList> {
  const query: Record<string, string | number> = { s: JSON.stringify(filter), sort: 'username,ASC' };
  if (limit !== undefined) Object.assign(query, { limit, page: 1 });
  // repeated `join` parameters: the client's query record holds one value per key
  const path = '/api/user?join=beatmaps&join=leaderboard_profile';
  return api.request<UserList>(path, { query, signal });
}

/**
 * `GET /api/user?join=beatmaps&join=leaderboard_profile&sort=username,ASC&s={"username":{"$eqL":term}}`
 * (spec §7 "Search"): the user called `term` (case-insensitive). When nobody is, and the term is
 * longer than 3 characters, falls back to the first 2 users whose name contains it.
 * @throws ApiError on failure
 */
export async function searchUsers(term: string, signal?: AbortSignal): Promise<UserHit[]> {
  const exact = rows(await listUsers({ username: { $eqL: term } }, undefined, signal));
  if (exact.length > 0 || term.length <= SEARCH_USER_FUZZY_AFTER) return exact;
  return rows(await listUsers({ username: { $contL: term } }, SEARCH_USER_FUZZY_LIMIT, signal));
}

/** Query options keyed `searchKeys.group('users', term)`; idle for an empty term. */
export function searchUsersQueryOptions(term: string) {
  return queryOptions({
    queryKey: searchKeys.group('users', term),
    queryFn: ({ signal }) => searchUsers(term, signal),
    enabled: term.length > 0,
    meta: SEARCH_QUERY_META,
  });
}

/** Users matching `term`. */
export function useSearchUsers(term: string) {
  return useQuery(searchUsersQueryOptions(term));
}
