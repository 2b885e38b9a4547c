import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './timestamps.ts';
import { ownedBy } from './owned-by.ts';

/**
 * Personal API tokens (docs/decisions/0016): what a game mod sends as `Authorization: Bearer
 * shp_…` to act as its user (submit scores). Only the SHA-256 of the secret is stored
 * (`tokenHash`, lowercase hex); `prefix` is the secret's first characters, shown so the owner can
 * tell tokens apart. A revoked token keeps its row with `revokedAt` set; live tokens are those
 * without it (at most `API_TOKENS_MAX` per user). `lastUsedAt` is refreshed at most once a minute.
 * `scopes` are what the token may do beyond public reads (`TOKEN_SCOPES`, docs/decisions/0045);
 * tokens made before scopes existed have the game-mod ones, the column's default.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{scores:write,library:read}'::text[]`),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_tokens_hash_uq').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId)],
);
