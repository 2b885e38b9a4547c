/**
 * Every TanStack Query key of the profile feature (TkDodo "Effective React Query Keys"): `all`
 * `['profile']`, `settings()` the signed-in user's settings (`GET /api/user/profile`) and
 * `tokens()` their personal API tokens (`GET /api/user/tokens`).
 */
export const profileKeys = {
  all: ['profile'] as const,
  settings: () => [...profileKeys.all, 'settings'] as const,
  tokens: () => [...profileKeys.all, 'tokens'] as const,
};
