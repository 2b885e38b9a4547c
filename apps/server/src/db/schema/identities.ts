import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { createdAt, timestamptz } from './timestamps.ts';
import { ownedBy } from './owned-by.ts';

/**
 * Third-party accounts a user signs in with (spec §2 "Sign-in with a third party";
 * docs/decisions/0015): one per provider per user, and one provider account belongs to at most one
 * user. `provider` is one of SIGN_IN_PROVIDERS (packages/shared identities.constants.ts).
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy(),
    provider: text('provider').notNull(),
    /** The provider's stable account id (Discord snowflake, SteamID64 …), never its display name. */
    providerUserId: text('provider_user_id').notNull(),
    /** The provider's display name when it was linked or last used (shown in Linked accounts). */
    displayName: text('display_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_account_uq').on(t.provider, t.providerUserId),
    uniqueIndex('user_identities_user_provider_uq').on(t.userId, t.provider),
  ],
);

/**
 * One started third-party sign-in or link (docs/decisions/0015): the hash of its `state`, the PKCE
 * verifier, what it is for (`signin` or `link`, with the user linking) and where to go after.
 * Consumed once by the callback (`used_at`); refused after `expires_at`.
 */
export const signInFlows = pgTable(
  'sign_in_flows',
  {
    id: serial('id').primaryKey(),
    stateHash: text('state_hash').notNull(),
    provider: text('provider').notNull(),
    /** PKCE code verifier (RFC 7636); null for Steam (OpenID 2.0 has no PKCE). */
    codeVerifier: text('code_verifier'),
    mode: text('mode').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    redirect: text('redirect').notNull().default('/'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sign_in_flows_state_uq').on(t.stateHash),
    index('sign_in_flows_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A one-time "sign-in grant" (docs/decisions/0015): a verified third-party identity that has no
 * account yet. `POST /api/auth/register-identity` spends it (with a chosen username) to create the
 * account and sign in. Stored as the SHA-256 of the token; single use; short-lived.
 */
export const signInGrants = pgTable(
  'sign_in_grants',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    displayName: text('display_name').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sign_in_grants_token_uq').on(t.tokenHash)],
);

/** Rows of the identity tables as Drizzle selects them. */
export type UserIdentityRow = typeof userIdentities.$inferSelect;
export type SignInFlowRow = typeof signInFlows.$inferSelect;
export type SignInGrantRow = typeof signInGrants.$inferSelect;
