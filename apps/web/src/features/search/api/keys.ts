/** The groups of the global search dialog (spec §2 "Global search dialog"), one query each. */
export type SearchGroup = 'beatmaps' | 'playlists' | 'stages' | 'avatars' | 'users' | 'leaderboard-profiles';

/**
 * Every TanStack Query key of the search feature (TkDodo "Effective React Query Keys"): `all`
 * `['search']` and `group(group, term)` `['search', group, term]`, one group's results for a term.
 * Search results live apart from the item kinds' keys: an upload or an edit does not refetch them.
 */
export const searchKeys = {
  all: ['search'] as const,
  group: <G extends SearchGroup>(group: G, term: string) => [...searchKeys.all, group, term] as const,
};
