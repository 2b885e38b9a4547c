/**
 * Every TanStack Query key of the leaderboards feature (TkDodo "Effective React Query Keys"), one
 * root per resource of the competitive API (spec §2; common wire shapes in
 * packages/shared/src/leaderboards/leaderboards.schemas.ts):
 * - `leaderboardProfileKeys` `['leaderboard-profiles', …]`: a profile, its stats, summary, history,
 *   plays and rank-ups, the profile of a user;
 * - `leaderboardKeys` `['leaderboards', …]`: lists (`GET /api/leaderboards`), details and boards;
 * - `scoreKeys` `['scores', …]`: lists of `GET /api/scores`;
 * - `rankingKeys` `['rankings', …]`: lists of `GET /api/rankings` and the overall ranking;
 * - `seasonKeys` `['seasons']`, `challengeKeys` `['challenges', …]`, `dethroneKeys` `['dethrones', …]`.
 * List keys end with their parameters object, so a new score can invalidate a whole root.
 */
export const leaderboardProfileKeys = {
  all: ['leaderboard-profiles'] as const,
  details: () => [...leaderboardProfileKeys.all, 'detail'] as const,
  detail: (id: number) => [...leaderboardProfileKeys.details(), id] as const,
  stats: (id: number) => [...leaderboardProfileKeys.detail(id), 'stats'] as const,
  summary: (id: number) => [...leaderboardProfileKeys.detail(id), 'summary'] as const,
  history: (id: number, days: number) => [...leaderboardProfileKeys.detail(id), 'history', days] as const,
  plays: (id: number, params: object) => [...leaderboardProfileKeys.detail(id), 'plays', params] as const,
  rankUps: (id: number, params: object) =>
    [...leaderboardProfileKeys.detail(id), 'rank-ups', params] as const,
  ofUser: (userId: number) => [...leaderboardProfileKeys.all, 'user', userId] as const,
};

/** Keys of `GET /api/leaderboards` and `GET /api/leaderboards/{id}`. */
export const leaderboardKeys = {
  all: ['leaderboards'] as const,
  lists: () => [...leaderboardKeys.all, 'list'] as const,
  list: (params: object) => [...leaderboardKeys.lists(), params] as const,
  details: () => [...leaderboardKeys.all, 'detail'] as const,
  detail: (id: number) => [...leaderboardKeys.details(), id] as const,
  /** `GET /api/leaderboards/{id}/board`; `params` holds the viewer, whose own row it answers. */
  board: (id: number, params: object) => [...leaderboardKeys.detail(id), 'board', params] as const,
};

/** Keys of `GET /api/scores`. */
export const scoreKeys = {
  all: ['scores'] as const,
  lists: () => [...scoreKeys.all, 'list'] as const,
  list: (params: object) => [...scoreKeys.lists(), params] as const,
  /** The caller's own held scores (`GET /api/scores/held`, docs/decisions/0054). */
  held: () => [...scoreKeys.all, 'held'] as const,
};

/**
 * Keys of `GET /api/rankings` and of the overall ranking (`GET /api/rankings/overall`: a page
 * keyed by its parameters, one profile's row by its profile id; docs/decisions/0054).
 */
export const rankingKeys = {
  all: ['rankings'] as const,
  list: (params: object) => [...rankingKeys.all, 'list', params] as const,
  whatIf: (params: object) => [...rankingKeys.all, 'what-if', params] as const,
  overall: () => [...rankingKeys.all, 'overall'] as const,
  overallList: (params: object) => [...rankingKeys.overall(), 'list', params] as const,
  overallRow: (profileId: number) => [...rankingKeys.overall(), 'row', profileId] as const,
};

/** Keys of `GET /api/seasons` (every season, newest first). */
export const seasonKeys = {
  all: ['seasons'] as const,
};

/** Keys of `GET /api/challenges` and `GET /api/challenges/{id}`. */
export const challengeKeys = {
  all: ['challenges'] as const,
  list: (params: object) => [...challengeKeys.all, 'list', params] as const,
  detail: (id: number) => [...challengeKeys.all, 'detail', id] as const,
};

/** Keys of `GET /api/dethrones`. */
export const dethroneKeys = {
  all: ['dethrones'] as const,
  list: (params: object) => [...dethroneKeys.all, 'list', params] as const,
};
