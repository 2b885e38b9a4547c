import type { Paginated } from '@synthhub/shared/api/pagination';
import type { LeaderboardProfile } from '@synthhub/shared/leaderboards/leaderboard-profiles.schemas';
import { api } from '../../../lib/api-client.ts';
import { grammarFilter } from '../../../lib/list-grammar.ts';

/**
 * `PUT /api/admin/leaderboard-profiles/{profileId}/user {user_id}` (docs/decisions/0054 "Accounts
 * own profiles"): links the profile to the account `userId`, or unlinks it (null); audited.
 * @throws ApiError 404 unknown profile or account, 409 when the account already has another profile
 */
export function setLeaderboardProfileUser(
  profileId: number,
  userId: number | null,
): Promise<LeaderboardProfile> {
  return api.request<LeaderboardProfile>(`/api/admin/leaderboard-profiles/${profileId}/user`, {
    method: 'PUT',
    json: { user_id: userId },
  });
}

/**
 * `GET /api/leaderboard-profiles?s=…&join=user`: up to 10 profiles whose name contains `term`
 * (case-insensitive), or whose id is `term` when it is a number, with their linked account.
 * @throws ApiError on failure
 */
export async function searchLeaderboardProfiles(
  term: string,
  signal?: AbortSignal,
): Promise<LeaderboardProfile[]> {
  const byName = { name: { $contL: term } };
  const condition = /^\d{1,9}$/.test(term) ? { $or: [{ id: Number(term) }, byName] } : byName;
  const page = await api.request<Paginated<LeaderboardProfile>>('/api/leaderboard-profiles', {
    query: { s: grammarFilter([condition]), join: 'user', limit: 10, page: 1 },
    signal,
  });
  return page.data;
}
