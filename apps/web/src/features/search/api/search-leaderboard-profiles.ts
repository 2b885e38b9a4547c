import type { Paginated } from '@synthhub/shared/api/pagination';
import type { LeaderboardProfile } from '@synthhub/shared/leaderboards/leaderboard-profiles.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { SEARCH_QUERY_META } from './search-constants.ts';
import { searchKeys } from './keys.ts';

/** The leaderboard profile fields a search result shows. */
export type LeaderboardProfileHit = Pick<LeaderboardProfile, 'id' | 'name'>;

/**
 * `GET /api/leaderboard-profiles?s={"name":{"$eqL":term}}&sort=name,ASC` (spec §7 "Search"): the
 * profiles called `term`, case-insensitively.
 * @throws ApiError on failure
 */
export async function searchLeaderboardProfiles(
  term: string,
  signal?: AbortSignal,
): Promise<LeaderboardProfileHit[]> {
  const query = { s: JSON.stringify({ name: { $eqL: term } }), sort: 'name,ASC', limit: 3, page: 1 };
  const list = await api.request<Paginated<LeaderboardProfileHit>>('/api/leaderboard-profiles', {
    query,
    signal,
  });
  return list.data;
}

/**
 * Query options keyed `searchKeys.group('leaderboard-profiles', term)`. `enabled` is the spec's rule,
 * decided by the caller: only when no user matched or the matched user has no profile.
 */
export function searchLeaderboardProfilesQueryOptions(term: string, enabled: boolean) {
  return queryOptions({
    queryKey: searchKeys.group('leaderboard-profiles', term),
    queryFn: ({ signal }) => searchLeaderboardProfiles(term, signal),
    enabled: enabled && term.length > 0,
    meta: SEARCH_QUERY_META,
  });
}

/**
 * The Leaderboard Profiles group for `term` (spec §7): the profiles of the matched users, and —
 * once the user search has answered with no user, or with users none of whom has a profile — the
 * profiles whose name equals the term. Returns the hits and the profile query (for its states).
 */
export function useSearchLeaderboardProfiles(
  term: string,
  users: { leaderboard_profile?: LeaderboardProfileHit | null }[] | undefined,
) {
  const linked = (users ?? []).flatMap((u) => (u.leaderboard_profile ? [u.leaderboard_profile] : []));
  const query = useQuery(
    searchLeaderboardProfilesQueryOptions(term, users !== undefined && linked.length === 0),
  );
  const hits = linked.length > 0 ? linked : (query.data ?? []);
  return { hits, query };
}
