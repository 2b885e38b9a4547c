import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { beatmaps } from './beatmaps.ts';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Beatmap reviews (spec §2 /beatmaps/{id} child `reviews`; docs/decisions/0027): one per user and
 * beatmap, plain text with a recommend yes/no, and at most one reply by the beatmap's mapper
 * (`mapper_reply`, `mapper_reply_at`; null when none). `hidden_at` is set by admin moderation
 * (`/api/admin/reviews`): the review is left out of lists and counts. The beatmap's `review_count` and
 * `recommend_count` count its visible reviews and are changed in the same transaction as the rows
 * (modules/reviews). Reviews go with their beatmap or their author (cascade).
 */
export const beatmapReviews = pgTable(
  'beatmap_reviews',
  {
    id: serial('id').primaryKey(),
    beatmapId: integer('beatmap_id')
      .notNull()
      .references(() => beatmaps.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    recommend: boolean('recommend').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    mapperReply: text('mapper_reply'),
    mapperReplyAt: ts('mapper_reply_at'),
    hiddenAt: ts('hidden_at'),
  },
  (t) => [
    uniqueIndex('beatmap_reviews_beatmap_user_uq').on(t.beatmapId, t.userId),
    // The tab's list: one beatmap's visible reviews, newest first.
    index('beatmap_reviews_beatmap_created_idx')
      .on(t.beatmapId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} is null`),
    index('beatmap_reviews_user_idx').on(t.userId),
  ],
);
