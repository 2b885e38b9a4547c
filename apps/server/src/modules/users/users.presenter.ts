import { profileAvatarUrl } from '@synthhub/shared/profile/profile.constants';
import type { PublicUser, SessionUser, UserPage } from '@synthhub/shared/users/users.schemas';
import type { users } from '../../db/schema/users.ts';

/** A row of the `users` table, as Drizzle selects it. */
export type UserRow = typeof users.$inferSelect;

/**
 * The one place a user row becomes its public API shape (spec §3 "User"; conventions habit 4):
 * snake_case wire names, `created_at` as an ISO 8601 string. `avatar_url` is where the profile
 * picture is served (null without one); never includes the e-mail address or the password hash.
 */
export function presentPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    avatar_filename: row.avatarFilename,
    avatar_url: profileAvatarUrl(row.avatarFilename),
    admin: row.admin,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The signed-in user's own record (what register, login, refresh and `GET /api/auth/user` answer,
 * spec §3 "Session response"): the public shape plus `email`. Never includes the password hash.
 */
export function presentSessionUser(row: UserRow): SessionUser {
  return { ...presentPublicUser(row), email: row.email };
}

/**
 * A user for their account page (`GET /api/users/{ref}`): the public shape, the `country` they
 * chose (upper case or null) and their leaderboard profile `{id, name}` or null
 * (docs/decisions/0054 "Accounts own profiles").
 */
export function presentUserPage(row: UserRow, profile: { id: number; name: string } | null): UserPage {
  return {
    ...presentPublicUser(row),
    country: row.country,
    leaderboard_profile: profile && { id: profile.id, name: profile.name },
  };
}
