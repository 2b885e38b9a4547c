/**
 * Every TanStack Query key of the follows feature (TkDodo "Effective React Query Keys"): `all`
 * `['follows']` and `state(ref)` one user's follow state, lowercased like `GET /api/users/{ref}`
 * matches usernames.
 */
export const followKeys = {
  all: ['follows'] as const,
  state: (ref: string) => [...followKeys.all, 'state', ref.toLowerCase()] as const,
};
