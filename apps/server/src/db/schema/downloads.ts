import { date, index, integer, pgTable, primaryKey, uniqueIndex, serial } from 'drizzle-orm/pg-core';
import { beatmaps } from './beatmaps.ts';
import { timestamptz } from './timestamps.ts';
import { ownedBy } from './owned-by.ts';

/**
 * A signed-in user's beatmap download history (spec §2 route /beatmaps/downloads):
 * one row per (user, beatmap); a repeated download moves `downloadedAt` forward and counts in
 * `times`. Anonymous downloads are only counted on the beatmap (`download_count`).
 */
export const beatmapDownloads = pgTable(
  'beatmap_downloads',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy(),
    beatmapId: integer('beatmap_id')
      .notNull()
      .references(() => beatmaps.id, { onDelete: 'cascade' }),
    times: integer('times').notNull().default(1),
    downloadedAt: timestamptz('downloaded_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('beatmap_downloads_user_beatmap_uq').on(t.userId, t.beatmapId),
    index('beatmap_downloads_user_recent_idx').on(t.userId, t.downloadedAt.desc(), t.id.desc()),
  ],
);

/**
 * Downloads of a beatmap per UTC day (docs/decisions/0022): filled by the same batched download
 * job that adds to `download_count` (docs/decisions/0012), read by "Popular this week"
 * (`GET /api/beatmaps/popular`). `day` is the UTC date the job applied the batch.
 */
export const beatmapDownloadDays = pgTable(
  'beatmap_download_days',
  {
    beatmapId: integer('beatmap_id')
      .notNull()
      .references(() => beatmaps.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    downloads: integer('downloads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.beatmapId, t.day] }), index('beatmap_download_days_day_idx').on(t.day)],
);
