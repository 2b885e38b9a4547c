import { parseDuration } from '@synthhub/shared/format/duration';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { beatmaps, users } from '../../db/schema/index.ts';
import { defineResource } from '../../lib/crud/define-resource.ts';
import { canonicalLowerCase } from '../../lib/crud/values.ts';
import type { Operator } from '../../lib/crud/operators.ts';
import { ownerExtrasSchema } from '../../lib/crud/owner-extras.ts';
import { viaForeignKey } from '../../lib/crud/relation-condition.ts';
import type { CompileContext, ConditionValue } from '../../lib/crud/types.ts';
import { beatmapDownloadFilename } from './beatmaps.presenter.ts';

/** "mm:ss" (or "h:mm:ss") durations compare as seconds; numbers pass through. */
function durationSeconds(value: unknown): unknown {
  return typeof value === 'string' && value.includes(':') ? (parseDuration(value) ?? value) : value;
}

/**
 * `filename` is computed (formats.md §1.7, beatmaps.presenter.ts), not stored: read the leading
 * id out of each name, load those beatmaps, and keep the ids whose computed name is the one asked
 * for (with or without `.synth`). SRTimestampManager looks maps up this way (formats.md §6.2).
 */
async function filenameCondition(_op: Operator, value: ConditionValue, ctx: CompileContext): Promise<SQL> {
  const wanted = (Array.isArray(value) ? value : [value]).map(String);
  const ids = [
    ...new Set(
      wanted.map((name) => /^(\d{1,9})(?:-|\.synth$|$)/.exec(name)?.[1]).filter((id) => id !== undefined),
    ),
  ].map(Number);
  if (ids.length === 0) return sql`false`;
  const rows = await ctx.db
    .select({
      id: beatmaps.id,
      title: beatmaps.title,
      artist: beatmaps.artist,
      mapper: beatmaps.mapper,
      version: beatmaps.version,
    })
    .from(beatmaps)
    .where(inArray(beatmaps.id, ids));
  const names = new Set(wanted.flatMap((name) => [name, `${name}.synth`]));
  const matching = rows.filter((row) => names.has(beatmapDownloadFilename(row))).map((row) => row.id);
  return matching.length > 0 ? inArray(beatmaps.id, matching) : sql`false`;
}

/**
 * The `GET /api/beatmaps` whitelist for the list grammar (formats.md §6.1-6.3; design.md §2):
 * fields by wire name (`duration` compares seconds and accepts "mm:ss"; `vote_diff` is computed;
 * `filename` is an exact lookup; `text_search` takes `$tsQuery`; `difficulties` is a JSON array),
 * `user.id`/`user.username` (compared through `user_id`, so no condition needs the join), the joins clients send (`user`,
 * `collaborators[.user]`, `files[.file]`, `tags[.tag]` — the ones without data answer `[]`), the
 * sorts of NoodleManagerX and the site, newest `published_at` first by default, and the extras
 * `user_id`/`drafts` of profile pages.
 */
export const beatmapsResource = defineResource({
  name: 'beatmaps',
  fields: {
    id: { sql: beatmaps.id, type: 'number' },
    hash: { sql: beatmaps.hash, type: 'string', coerce: canonicalLowerCase },
    title: { sql: beatmaps.title, type: 'string' },
    artist: { sql: beatmaps.artist, type: 'string' },
    mapper: { sql: beatmaps.mapper, type: 'string' },
    description: { sql: beatmaps.description, type: 'string' },
    bpm: { sql: beatmaps.bpm, type: 'number' },
    duration: { sql: beatmaps.durationS, type: 'number', coerce: durationSeconds },
    difficulties: { sql: beatmaps.difficulties, type: 'json-array' },
    explicit: { sql: beatmaps.explicit, type: 'boolean' },
    beat_saber_convert: { sql: beatmaps.beatSaberConvert, type: 'boolean' },
    production_mode: { sql: beatmaps.productionMode, type: 'boolean' },
    ost: { sql: beatmaps.ost, type: 'boolean' },
    published: { sql: beatmaps.published, type: 'boolean' },
    published_at: { sql: beatmaps.publishedAt, type: 'date' },
    created_at: { sql: beatmaps.createdAt, type: 'date' },
    updated_at: { sql: beatmaps.updatedAt, type: 'date' },
    download_count: { sql: beatmaps.downloadCount, type: 'number' },
    upvote_count: { sql: beatmaps.upvoteCount, type: 'number' },
    downvote_count: { sql: beatmaps.downvoteCount, type: 'number' },
    vote_diff: { sql: sql`(${beatmaps.upvoteCount} - ${beatmaps.downvoteCount})`, type: 'number' },
    score: { sql: beatmaps.score, type: 'number' },
    rating: { sql: beatmaps.rating, type: 'number' },
    review_count: { sql: beatmaps.reviewCount, type: 'number' },
    recommend_count: { sql: beatmaps.recommendCount, type: 'number' },
    filename: { sql: beatmaps.id, type: 'string', operators: ['$eq', '$in'], condition: filenameCondition },
    text_search: { sql: beatmaps.textSearch, type: 'tsvector' },
  },
  relations: {
    // Through `user_id`, not the join: the search's `$or` stays on beatmaps (see viaForeignKey).
    user: {
      fields: {
        id: { sql: beatmaps.userId, type: 'number' },
        username: viaForeignKey(beatmaps.userId, users, users.id, users.username, 'string'),
      },
    },
    collaborators: { placeholder: [] },
    'collaborators.user': {},
    files: { placeholder: [] },
    'files.file': {},
    // `tags.tag` filters the stored tags (docs/decisions/0022): `{"tags.tag":{"$jsonContainsAny":["rock"]}}`.
    tags: { placeholder: [], fields: { tag: { sql: beatmaps.tags, type: 'json-array' } } },
    'tags.tag': {},
  },
  sorts: [
    'published_at',
    'created_at',
    'score',
    'rating',
    'vote_diff',
    'download_count',
    'upvote_count',
    'review_count',
    'title',
    'artist',
    'id',
  ],
  defaultSort: [{ field: 'published_at', order: 'DESC' }],
  tieBreaker: beatmaps.id,
  extras: ownerExtrasSchema,
});
