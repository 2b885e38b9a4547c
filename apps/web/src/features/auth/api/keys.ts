/**
 * Every TanStack Query key of the auth feature (TkDodo "Effective React Query Keys"): `all`
 * `['auth']`, `user()` `['auth', 'user']` (the signed-in user as the server sees them),
 * `providers()` (the third-party sign-in providers the site offers) and `identities()` (the
 * signed-in user's linked accounts). The session keeper drops `all` and resets every other query
 * when the signed-in user changes.
 */
export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
  providers: () => [...authKeys.all, 'providers'] as const,
  identities: () => [...authKeys.all, 'identities'] as const,
  /** `['auth', 'device-code', userCode]`: which app asks with a user code (`/activate`). */
  deviceCode: (userCode: string) => [...authKeys.all, 'device-code', userCode] as const,
};
