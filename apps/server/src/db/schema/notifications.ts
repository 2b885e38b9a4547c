import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { createdAt, timestamptz } from './timestamps.ts';
import { ownedBy } from './owned-by.ts';

/**
 * Notifications of one user (spec §3 "Notification", §4: unread, then cleared one by one or all at
 * once; docs/decisions/0017). `url` is the site path the bell links to, `imageUrl` an image or null.
 * `clearedAt` null means unread; cleared rows older than 30 days are pruned by a daily job.
 * `groupTag` makes a source idempotent and batches: one live row per (user, key) — votes on one item
 * in one UTC hour share `votes:beatmap:12:2026-11-26T01` and update one row ("3 people voted on X").
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy(),
    text: text('text').notNull(),
    url: text('url').notNull(),
    imageUrl: text('image_url'),
    // Not `*_key`: that suffix names storage-key columns (lib/storage/sweep.ts reads them all).
    groupTag: text('group_tag'),
    createdAt: createdAt(),
    clearedAt: timestamptz('cleared_at'),
  },
  (t) => [
    // The bell's query: a user's unread ones, newest first.
    index('notifications_user_unread_idx')
      .on(t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.clearedAt} is null`),
    uniqueIndex('notifications_user_group_uq').on(t.userId, t.groupTag),
    // The prune job's query.
    index('notifications_cleared_idx')
      .on(t.clearedAt)
      .where(sql`${t.clearedAt} is not null`),
  ],
);

/**
 * Who follows whom (docs/decisions/0017): one row per (follower, followee); a user never follows
 * themself. A followed mapper's new published items notify their followers.
 */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follows_follower_followee_uq').on(t.followerId, t.followeeId),
    index('follows_followee_idx').on(t.followeeId),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);
