/**
 * Every TanStack Query key of the leaderboards feature (TkDodo "Effective React Query Keys"):
 * `all` `['leaderboard-profiles']`, `details()` and `detail(id)`
 * `['leaderboard-profiles', 'detail', id]`, one leaderboard profile with its linked user.
 */
export const leaderboardProfileKeys = {
  all: ['leaderboard-profiles'] as const,
  details: () => [...leaderboardProfileKeys.all, 'detail'] as const,
  detail: (id: number) => [...leaderboardProfileKeys.details(), id] as const,
};
