import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { beatmaps } from './beatmaps.ts';
import { timestamps, timestamptz } from './timestamps.ts';
import { ownedBy } from './owned-by.ts';

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
    userId: ownedBy(),
    text: text('text').notNull(),
    recommend: boolean('recommend').notNull(),
    ...timestamps(),
    mapperReply: text('mapper_reply'),
    mapperReplyAt: timestamptz('mapper_reply_at'),
    hiddenAt: timestamptz('hidden_at'),
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
