import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { createdAt, timestamptz } from './timestamps.ts';
import { ownedBy } from './owned-by.ts';

/**
 * Password reset tokens (docs/configuration.md "Mail (password reset)"; docs/decisions/0018): only the SHA-256 hash of the token
 * mailed to the user is kept. A token is valid until `expires_at` (1 h after it was made) and
 * only once (`used_at`).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_uq').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Device authorization requests (RFC 8628; docs/decisions/0018). Only SHA-256 hashes of the device
 * code (the app's secret) and of the user code (typed at /activate) are kept. `status` moves
 * pending → approved | denied, and approved → used when the app receives its tokens; `user_id`
 * is who approved or denied. `interval_s` is the poll interval, raised by 5 s at each `slow_down`.
 */
export const deviceCodes = pgTable(
  'device_codes',
  {
    id: serial('id').primaryKey(),
    deviceCodeHash: text('device_code_hash').notNull(),
    userCodeHash: text('user_code_hash').notNull(),
    clientId: text('client_id').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'denied', 'used'] })
      .notNull()
      .default('pending'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    intervalS: integer('interval_s').notNull(),
    lastPolledAt: timestamptz('last_polled_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('device_codes_device_code_hash_uq').on(t.deviceCodeHash),
    uniqueIndex('device_codes_user_code_hash_uq').on(t.userCodeHash),
    index('device_codes_expires_idx').on(t.expiresAt),
  ],
);
