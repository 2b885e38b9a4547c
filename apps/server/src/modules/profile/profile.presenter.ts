import type { ApiToken, Profile } from '@synthhub/shared/profile/profile.schemas';
import { presentSessionUser, type UserRow } from '../users/index.ts';
import { knownScopes } from './api-tokens.service.ts';
import type { ApiTokenRow } from './profile.repository.ts';

/**
 * The signed-in user's settings (`GET/PATCH /api/user/profile`): the session user (spec §3
 * "User" plus `email`), `has_password` and `country` (upper case or null; docs/decisions/0054).
 * Never the password hash.
 */
export function presentProfile(row: UserRow): Profile {
  return { ...presentSessionUser(row), has_password: row.passwordHash !== null, country: row.country };
}

/**
 * A personal API token as its owner sees it: never the secret nor its hash; times ISO 8601; the
 * scopes it may use (docs/decisions/0045).
 */
export function presentApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    scopes: knownScopes(row.scopes),
  };
}
