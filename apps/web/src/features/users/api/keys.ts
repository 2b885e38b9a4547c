/**
 * Every TanStack Query key of the users feature (TkDodo "Effective React Query Keys"): `all`
 * `['users']`, `details()` `['users', 'detail']`, and `detail(ref)` one public profile by
 * username or id, lowercased because `GET /api/users/{ref}` matches usernames case-insensitively
 * (so `/u/Alice` and `/u/alice` share one entry).
 */
export const userKeys = {
  all: ['users'] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (ref: string) => [...userKeys.details(), ref.toLowerCase()] as const,
};
