import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps, timestamptz } from './timestamps.ts';

/**
 * Accounts (spec §3 "User"). Usernames and e-mails are unique case-insensitively. `email` is null
 * for a deleted account (and may be for one without a password). `avatarKey` is the storage key of
 * the profile picture (`avatarFilename` its file name, served at `/api/user/avatars/{file}`);
 * `deletedAt` marks a deleted account, kept as a tombstone (docs/decisions/0016). `suspendedAt` marks
 * an account an admin suspended (null when not), `suspendedReason` the reason they gave: every
 * sign-in path refuses it (docs/decisions/0030-admin-area, "Account suspension"). `country` is the
 * country the user chose in profile settings, an ISO 3166-1 alpha-2 code in upper case (null: not
 * chosen), shown as a flag beside their name and used by the country rankings (docs/decisions/0054).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    // Null for an account made through a third-party sign-in (docs/decisions/0015).
    email: text('email'),
    passwordHash: text('password_hash'),
    admin: boolean('admin').notNull().default(false),
    avatarFilename: text('avatar_filename'),
    avatarKey: text('avatar_key'),
    deletedAt: timestamptz('deleted_at'),
    suspendedAt: timestamptz('suspended_at'),
    suspendedReason: text('suspended_reason'),
    country: text('country'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    // `username` `$contL` (ILIKE '%…%'): the global search's fuzzy users and beatmaps by uploader.
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    check('users_country_iso_ck', sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);

/**
 * Refresh tokens (design.md §2 "Auth"): stored as SHA-256 hashes, single use. Every token of one
 * sign-in shares a `familyId`; presenting a token that was already used revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    credential: text('credential', { enum: ['session', 'device'] })
      .notNull()
      .default('session'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    check('refresh_tokens_credential_ck', sql`${t.credential} in ('session', 'device')`),
  ],
);
