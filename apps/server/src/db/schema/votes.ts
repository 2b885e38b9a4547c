import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ownedBy } from './owned-by.ts';
import { timestamps } from './timestamps.ts';

/**
 * Up/down votes on beatmaps, playlists, stages, avatars and mods (docs/decisions/0003, 0010): one row per
 * (kind, item, user), `value` +1 or -1. `kind` is 'beatmap' | 'playlist' | 'stage' | 'avatar' and
 * `itemId` the id in that kind's table (no foreign key: four tables; the items' remove services
 * delete their votes). Each change is applied to the items' stored `upvote_count`/`downvote_count`
 * as a delta, and `score`/`rating` are rewritten from those counts (modules/votes/votes.service.ts;
 * docs/decisions/0010): items may arrive with counts and no rows (demo content, imported data).
 */
export const votes = pgTable(
  'votes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    userId: ownedBy(),
    value: smallint('value').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('votes_kind_item_user_uq').on(t.kind, t.itemId, t.userId),
    index('votes_kind_item_idx').on(t.kind, t.itemId),
    index('votes_user_idx').on(t.userId),
    check('votes_value_check', sql`${t.value} in (1, -1)`),
    check('votes_kind_check', sql`${t.kind} in ('beatmap', 'playlist', 'stage', 'avatar', 'mod')`),
  ],
);
