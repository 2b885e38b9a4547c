import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { createdAt } from './timestamps.ts';

/**
 * Leaderboard profiles (spec §3 "Leaderboard profile": id, name): the game-side identity scores are
 * posted under. A profile may be linked to one site user (`userId`, at most one profile per user) or
 * stand alone (a player who never signed up). Scores and leaderboards arrive with their own issue;
 * today the table backs `GET /api/leaderboard-profiles` and `GET /api/user?join=leaderboard_profile`
 * (spec §7 global search).
 *
 * `provider` + `providerUserId` name the game account the profile came from (a SIGN_IN_PROVIDERS
 * id such as `steam`, and that provider's stable account id), so a user who signs in with that
 * provider account claims the profile (docs/decisions/0054). Both null for a profile made by a
 * score submitted with a Synthhub credential (it belongs to that user from the start).
 */
export const leaderboardProfiles = pgTable(
  'leaderboard_profiles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider'),
    providerUserId: text('provider_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('leaderboard_profiles_user_uq').on(t.userId),
    index('leaderboard_profiles_name_lower_idx').on(sql`lower(${t.name})`),
    uniqueIndex('leaderboard_profiles_provider_account_uq').on(t.provider, t.providerUserId),
  ],
);
