import { sql } from 'drizzle-orm';
import { avatars, users } from '../../db/schema/index.ts';
import { defineResource } from '../../lib/crud/define-resource.ts';
import { ownerExtrasSchema } from '../../lib/crud/owner-extras.ts';
import { viaForeignKey } from '../../lib/crud/relation-condition.ts';

/**
 * The `GET /api/models/avatars` whitelist for the list grammar (formats.md §6.1-6.3; design.md §2): the
 * Avatar fields that are columns (`vote_diff` is computed), `user.id`/`user.username` (the uploader is
 * always joined; `join=user` is accepted), the sorts of NoodleManagerX and the site (newest
 * `published_at` first by default), and `user_id`/`drafts`.
 */
export const avatarsResource = defineResource({
  name: 'avatars',
  fields: {
    id: { sql: avatars.id, type: 'number' },
    name: { sql: avatars.name, type: 'string' },
    description: { sql: avatars.description, type: 'string' },
    published: { sql: avatars.published, type: 'boolean' },
    published_at: { sql: avatars.publishedAt, type: 'date' },
    created_at: { sql: avatars.createdAt, type: 'date' },
    updated_at: { sql: avatars.updatedAt, type: 'date' },
    download_count: { sql: avatars.downloadCount, type: 'number' },
    upvote_count: { sql: avatars.upvoteCount, type: 'number' },
    downvote_count: { sql: avatars.downvoteCount, type: 'number' },
    vote_diff: { sql: sql`(${avatars.upvoteCount} - ${avatars.downvoteCount})`, type: 'number' },
    score: { sql: avatars.score, type: 'number' },
    rating: { sql: avatars.rating, type: 'number' },
  },
  relations: {
    // Through `user_id`, not the join, so the count needs no join (see viaForeignKey).
    user: {
      fields: {
        id: { sql: avatars.userId, type: 'number' },
        username: viaForeignKey(avatars.userId, users, users.id, users.username, 'string'),
      },
    },
  },
  sorts: ['published_at', 'created_at', 'score', 'rating', 'vote_diff', 'download_count', 'name', 'id'],
  defaultSort: [{ field: 'published_at', order: 'DESC' }],
  tieBreaker: avatars.id,
  extras: ownerExtrasSchema,
});
