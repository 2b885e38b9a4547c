import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { stageFiles, stages, stageTags, users } from '../../db/schema/index.ts';
import { conditionSql } from '../../lib/crud/compile.ts';
import { defineResource } from '../../lib/crud/define-resource.ts';
import { ownerExtrasSchema } from '../../lib/crud/owner-extras.ts';
import { viaForeignKey } from '../../lib/crud/relation-condition.ts';

/**
 * A filter-only field that holds when ANY row of a stage's child table (`stage_files`, `stage_tags`)
 * matches: `exists (select 1 from child where child.stage_id = stages.id and <column op value>)`.
 * Operators are the column type's (compile.ts `conditionSql`, so `$eqL` compares case-insensitively).
 */
function anyChild(table: PgTable, stageId: AnyPgColumn, column: AnyPgColumn) {
  return {
    sql: column,
    type: 'string' as const,
    condition: (op: Parameters<typeof conditionSql>[2], value: Parameters<typeof conditionSql>[3]): SQL =>
      sql`exists (select 1 from ${table} where ${stageId} = ${stages.id} and ${conditionSql(column, 'string', op, value)})`,
  };
}

/**
 * The `GET /api/models/stages` whitelist for the list grammar (formats.md §6.1-6.3; design.md §2): the
 * Stage fields that are columns (`vote_diff` is computed), `user.id`/`user.username` (the uploader is
 * always joined), the joins StageDock and NoodleManagerX send (`files`, `files.file`,
 * `experience_beatmap` — null until stages link an experience beatmap; `join=id` is ignored by the
 * parser), the sorts of the clients and the site (newest `published_at` first by default), and
 * `user_id`/`drafts`. Two filter-only fields serve the stages page: `platform` (`pc` or `quest`:
 * the stage has a file for that platform, spec §3 "Stage file") and `tag` (one of its tags, spec §3;
 * `{"tag":{"$eqL":"neon"}}` ignores case).
 */
export const stagesResource = defineResource({
  name: 'stages',
  fields: {
    id: { sql: stages.id, type: 'number' },
    name: { sql: stages.name, type: 'string' },
    description: { sql: stages.description, type: 'string' },
    published: { sql: stages.published, type: 'boolean' },
    published_at: { sql: stages.publishedAt, type: 'date' },
    created_at: { sql: stages.createdAt, type: 'date' },
    updated_at: { sql: stages.updatedAt, type: 'date' },
    download_count: { sql: stages.downloadCount, type: 'number' },
    upvote_count: { sql: stages.upvoteCount, type: 'number' },
    downvote_count: { sql: stages.downvoteCount, type: 'number' },
    vote_diff: { sql: sql`(${stages.upvoteCount} - ${stages.downvoteCount})`, type: 'number' },
    score: { sql: stages.score, type: 'number' },
    rating: { sql: stages.rating, type: 'number' },
    platform: { ...anyChild(stageFiles, stageFiles.stageId, stageFiles.platform), operators: ['$eq', '$in'] },
    tag: anyChild(stageTags, stageTags.stageId, stageTags.tag),
  },
  relations: {
    // Through `user_id`, not the join, so the count needs no join (see viaForeignKey).
    user: {
      fields: {
        id: { sql: stages.userId, type: 'number' },
        username: viaForeignKey(stages.userId, users, users.id, users.username, 'string'),
      },
    },
    files: { placeholder: [] },
    'files.file': {},
    experience_beatmap: { placeholder: null },
  },
  sorts: ['published_at', 'created_at', 'score', 'rating', 'vote_diff', 'download_count', 'name', 'id'],
  defaultSort: [{ field: 'published_at', order: 'DESC' }],
  tieBreaker: stages.id,
  extras: ownerExtrasSchema,
});
