import { sql } from 'drizzle-orm';
import { playlists, users } from '../../db/schema/index.ts';
import { defineResource } from '../../lib/crud/define-resource.ts';
import { ownerExtrasSchema } from '../../lib/crud/owner-extras.ts';
import { viaForeignKey } from '../../lib/crud/relation-condition.ts';

/**
 * The `GET /api/playlists` whitelist for the list grammar (formats.md §6.1-6.3; design.md §2):
 * the Playlist fields that are columns (`vote_diff` is computed), `user.id`/`user.username` (the
 * owner is always joined), the joins clients send (`items`, `items||id` as NoodleManagerX does,
 * `items.beatmap[...]`; songs are loaded by the route, see playlist-joins.ts), the sorts of
 * NoodleManagerX and the site (newest `published_at` first by default), and `user_id`/`drafts`.
 */
export const playlistsResource = defineResource({
  name: 'playlists',
  fields: {
    id: { sql: playlists.id, type: 'number' },
    name: { sql: playlists.name, type: 'string' },
    description: { sql: playlists.description, type: 'string' },
    published: { sql: playlists.published, type: 'boolean' },
    published_at: { sql: playlists.publishedAt, type: 'date' },
    created_at: { sql: playlists.createdAt, type: 'date' },
    updated_at: { sql: playlists.updatedAt, type: 'date' },
    download_count: { sql: playlists.downloadCount, type: 'number' },
    upvote_count: { sql: playlists.upvoteCount, type: 'number' },
    downvote_count: { sql: playlists.downvoteCount, type: 'number' },
    vote_diff: { sql: sql`(${playlists.upvoteCount} - ${playlists.downvoteCount})`, type: 'number' },
    score: { sql: playlists.score, type: 'number' },
    rating: { sql: playlists.rating, type: 'number' },
  },
  relations: {
    // Through `user_id`, not the join, so the count needs no join (see viaForeignKey).
    user: {
      fields: {
        id: { sql: playlists.userId, type: 'number' },
        username: viaForeignKey(playlists.userId, users, users.id, users.username, 'string'),
      },
    },
    items: { placeholder: [] },
    'items.beatmap': {},
    'items.beatmap.files': {},
    'items.beatmap.files.file': {},
  },
  sorts: ['published_at', 'created_at', 'score', 'rating', 'vote_diff', 'download_count', 'name', 'id'],
  defaultSort: [{ field: 'published_at', order: 'DESC' }],
  tieBreaker: playlists.id,
  extras: ownerExtrasSchema,
});
