import { sql } from 'drizzle-orm';
import { mods, users } from '../../db/schema/index.ts';
import { defineResource } from '../../lib/crud/define-resource.ts';
import { ownerExtrasSchema } from '../../lib/crud/owner-extras.ts';
import { viaForeignKey } from '../../lib/crud/relation-condition.ts';

/**
 * Mods in the list grammar (formats.md §6.1), for the admin list `GET /api/admin/mods`
 * (docs/decisions/0030), which every kind answers in that grammar: the mod fields that are
 * columns, the owner's id and username, newest `published_at` first. The public `GET /api/mods`
 * keeps its own simpler query (packages/shared `modListQuerySchema`).
 */
export const modsResource = defineResource({
  name: 'mods',
  fields: {
    id: { sql: mods.id, type: 'number' },
    slug: { sql: mods.slug, type: 'string' },
    name: { sql: mods.name, type: 'string' },
    summary: { sql: mods.summary, type: 'string' },
    description: { sql: mods.description, type: 'string' },
    license: { sql: mods.license, type: 'string' },
    published: { sql: mods.published, type: 'boolean' },
    published_at: { sql: mods.publishedAt, type: 'date' },
    created_at: { sql: mods.createdAt, type: 'date' },
    updated_at: { sql: mods.updatedAt, type: 'date' },
    download_count: { sql: mods.downloadCount, type: 'number' },
    upvote_count: { sql: mods.upvoteCount, type: 'number' },
    downvote_count: { sql: mods.downvoteCount, type: 'number' },
    vote_diff: { sql: sql`(${mods.upvoteCount} - ${mods.downvoteCount})`, type: 'number' },
    score: { sql: mods.score, type: 'number' },
    rating: { sql: mods.rating, type: 'number' },
  },
  relations: {
    user: {
      fields: {
        id: { sql: mods.userId, type: 'number' },
        username: viaForeignKey(mods.userId, users, users.id, users.username, 'string'),
      },
    },
  },
  sorts: [
    'published_at',
    'created_at',
    'updated_at',
    'score',
    'rating',
    'vote_diff',
    'download_count',
    'name',
    'slug',
    'id',
  ],
  defaultSort: [{ field: 'published_at', order: 'DESC' }],
  tieBreaker: mods.id,
  extras: ownerExtrasSchema,
});
