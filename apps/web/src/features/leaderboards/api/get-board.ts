import type { Board, ScorePlatform } from '@synthhub/shared/leaderboards/board.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { leaderboardKeys } from './keys.ts';

/**
 * What a board is asked for (docs/decisions/0054 "Boards"): the list (`modifiers`, −1 combined),
 * the page and page size, and the filters. `viewerId` is the signed-in user (null when signed out):
 * it is not sent (the session is) but keys the cache, since the answer's `me` row depends on it.
 */
export interface BoardParams {
  leaderboardId: number;
  modifiers: number;
  page: number;
  limit: number;
  country: string | null;
  followed: boolean;
  platform: ScorePlatform | null;
  viewerId: number | null;
}

/**
 * `GET /api/leaderboards/{id}/board?modifiers&page&limit&country&followed=1&platform`: a page of a
 * leaderboard's ranked list with points, players, platforms and the signed-in player's own row.
 * @throws ApiError 400 naming a bad filter, 401 for `followed` signed out, 404 for no such leaderboard
 */
export function getBoard(params: BoardParams, signal?: AbortSignal): Promise<Board> {
  return api.request<Board>(`/api/leaderboards/${params.leaderboardId}/board`, {
    query: {
      modifiers: params.modifiers,
      page: params.page,
      limit: params.limit,
      country: params.country,
      followed: params.followed ? 1 : null,
      platform: params.platform,
    },
    signal,
  });
}

/** Query options keyed `leaderboardKeys.board(id, params)`; the previous page stays shown meanwhile. */
export function getBoardQueryOptions(params: BoardParams) {
  return queryOptions({
    queryKey: leaderboardKeys.board(params.leaderboardId, params),
    queryFn: ({ signal }) => getBoard(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of a board. */
export function useBoard(params: BoardParams) {
  return useQuery(getBoardQueryOptions(params));
}
