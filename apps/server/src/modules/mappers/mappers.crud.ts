import { and, count, eq, isNotNull, max, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { beatmaps, users } from '../../db/schema/index.ts';
import { defineResource } from '../../lib/crud/define-resource.ts';

const int = (expr: SQL) => sql<number>`coalesce(${expr}, 0)::int`;

/**
 * Per-uploader statistics over published beatmaps (formats.md §6.3 "Beatmapper"): one row per user
 * with at least one published beatmap. A subquery named `mapper_stats`, so list conditions and
 * sorts apply to the aggregates (WHERE over the subquery, not HAVING).
 */
export const mapperStats = new QueryBuilder()
  .select({
    userId: sql<number>`${beatmaps.userId}`.as('user_id'),
    beatmapCount: sql<number>`${count()}::int`.as('beatmap_count'),
    downloadCount: int(sql`sum(${beatmaps.downloadCount})`).as('download_count'),
    upvoteCount: int(sql`sum(${beatmaps.upvoteCount})`).as('upvote_count'),
    downvoteCount: int(sql`sum(${beatmaps.downvoteCount})`).as('downvote_count'),
    voteDiff: int(sql`sum(${beatmaps.upvoteCount} - ${beatmaps.downvoteCount})`).as('vote_diff'),
    score: sql<string>`coalesce(avg(${beatmaps.score}), 0)::numeric(12,4)`.as('score'),
    rating: sql<string>`coalesce(avg(${beatmaps.rating}), 0)::numeric(12,4)`.as('rating'),
    lastBeatmapAt: sql<Date | string>`${max(beatmaps.publishedAt)}`.as('last_beatmap_at'),
  })
  .from(beatmaps)
  .where(and(eq(beatmaps.published, true), isNotNull(beatmaps.publishedAt)))
  .groupBy(beatmaps.userId)
  .as('mapper_stats');

/** A column of `mapper_stats` by its SQL name (a fixed identifier, never input). */
const stat = (name: string) => sql`${sql.identifier('mapper_stats')}.${sql.identifier(name)}`;

/**
 * The `GET /api/mappers` whitelist for the list grammar (formats.md §6.1, §6.3 Beatmapper;
 * design.md §2): the aggregate fields (`id` is the user's id), `user.id`/`user.username` (the user is
 * always joined, `join=user` accepted), sorts `beatmap_count`, `download_count`, `last_beatmap_at`
 * (and the vote sums, `score`, `rating`, `id`); most beatmaps first by default.
 */
export const mappersResource = defineResource({
  name: 'mappers',
  fields: {
    id: { sql: stat('user_id'), type: 'number' },
    beatmap_count: { sql: stat('beatmap_count'), type: 'number' },
    download_count: { sql: stat('download_count'), type: 'number' },
    upvote_count: { sql: stat('upvote_count'), type: 'number' },
    downvote_count: { sql: stat('downvote_count'), type: 'number' },
    vote_diff: { sql: stat('vote_diff'), type: 'number' },
    score: { sql: stat('score'), type: 'number' },
    rating: { sql: stat('rating'), type: 'number' },
    last_beatmap_at: { sql: stat('last_beatmap_at'), type: 'date' },
  },
  relations: {
    user: {
      fields: { id: { sql: users.id, type: 'number' }, username: { sql: users.username, type: 'string' } },
    },
  },
  sorts: [
    'beatmap_count',
    'download_count',
    'last_beatmap_at',
    'upvote_count',
    'downvote_count',
    'vote_diff',
    'score',
    'rating',
    'id',
  ],
  defaultSort: [{ field: 'beatmap_count', order: 'DESC' }],
  tieBreaker: stat('user_id'),
});
