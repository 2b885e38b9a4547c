import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { beatmaps, leaderboardProfiles, leaderboards, scores } from '../../db/schema/index.ts';
import { conditionSql } from '../../lib/crud/compile.ts';
import { defineResource } from '../../lib/crud/define-resource.ts';
import { canonicalLowerCase } from '../../lib/crud/values.ts';
import type { Operator } from '../../lib/crud/operators.ts';
import { viaForeignKey } from '../../lib/crud/relation-condition.ts';
import type { ConditionValue, FieldDef } from '../../lib/crud/types.ts';

/**
 * `beatmap.<column>` of a leaderboard: `exists (select 1 from beatmaps b where b.id =
 * leaderboards.beatmap_id and b.<column> <op> $1)`, a correlated check on the beatmap's primary
 * key for each leaderboard row the other conditions (mode, difficulty, a profile's scores) already
 * narrowed — never the list of every published beatmap. Both list queries have `leaderboards` in
 * their FROM (the scores list joins it), hence the explicit qualifier.
 */
function beatmapColumn(column: 'id' | 'published' | 'ost'): FieldDef {
  const type = column === 'id' ? 'number' : 'boolean';
  const col = sql.raw(`b.${column}`);
  return {
    sql: col,
    type,
    condition: (op, value): SQL =>
      sql`exists (select 1 from ${beatmaps} b where b.id = "leaderboards"."beatmap_id" and ${conditionSql(col, type, op, value)})`,
  };
}

/**
 * The `GET /api/leaderboards` whitelist (formats.md §6.1; §6.2 RailGrinder sends
 * `{"$and":[{"beatmap.published":true},{"mode":0},{"difficulty":4},{"beatmap.ost":true},{"challenge":0}]}`
 * with `join[]=beatmap`): the chart's own fields, `beatmap.published|ost|id` through `beatmap_id`,
 * join `beatmap`; sorts id, updated_at (the "recent" order, default newest first), created_at,
 * scores (ranked profiles) and rank_combined (always null here, accepted because RailGrinder sorts on it).
 */
export const leaderboardsResource = defineResource({
  name: 'leaderboards',
  fields: {
    id: { sql: leaderboards.id, type: 'number' },
    hash: { sql: leaderboards.hash, type: 'string', coerce: canonicalLowerCase },
    mode: { sql: leaderboards.mode, type: 'number' },
    difficulty: { sql: leaderboards.difficulty, type: 'number' },
    challenge: { sql: leaderboards.challenge, type: 'number' },
    beatmap_id: { sql: leaderboards.beatmapId, type: 'number' },
    song_name: { sql: leaderboards.songName, type: 'string' },
    song_author_name: { sql: leaderboards.songAuthorName, type: 'string' },
    level_author_name: { sql: leaderboards.levelAuthorName, type: 'string' },
    scores: { sql: leaderboards.scoreCount, type: 'number' },
    rank_combined: { sql: sql`(null::integer)`, type: 'number', operators: ['$isnull', '$notnull'] },
    created_at: { sql: leaderboards.createdAt, type: 'date' },
    updated_at: { sql: leaderboards.updatedAt, type: 'date' },
  },
  relations: {
    beatmap: {
      fields: {
        id: { sql: leaderboards.beatmapId, type: 'number' },
        published: beatmapColumn('published'),
        ost: beatmapColumn('ost'),
      },
    },
  },
  sorts: ['id', 'updated_at', 'created_at', 'scores', 'rank_combined'],
  defaultSort: [{ field: 'updated_at', order: 'DESC' }],
  tieBreaker: leaderboards.id,
});

/** True when a rank condition can only hold for a ranked row (rank ≥ 1): `$gt ≥ 0`, `$eq ≥ 1`, … */
function excludesUnranked(op: Operator, value: ConditionValue): boolean {
  const values = (Array.isArray(value) ? value : [value]).map(Number);
  if (values.length === 0 || values.some((v) => !Number.isFinite(v))) return false;
  switch (op) {
    case '$gt':
      return values[0]! >= 0;
    case '$gte':
    case '$eq':
      return values[0]! >= 1;
    case '$in':
    case '$between':
      return values.every((v) => v >= 1);
    default:
      return false;
  }
}

/**
 * A rank column whose "ranked only" conditions also name the flag of its partial index
 * (`scores_board_rank_idx` WHERE best, `scores_board_combined_idx` WHERE best_combined), so the
 * planner can use the index; a rank ≥ 1 implies the flag, so the answer is the same.
 */
function rankField(column: AnyPgColumn, flag: AnyPgColumn): FieldDef {
  return {
    sql: column,
    type: 'number',
    condition: (op, value): SQL => {
      const plain = conditionSql(column, 'number', op, value);
      return excludesUnranked(op, value) ? sql`(${flag} and ${plain})` : plain;
    },
  };
}

/**
 * The `GET /api/scores` whitelist (formats.md §6.1; §6.2 RailGrinder): the score's fields,
 * `profile.id|name`, `leaderboard.id|mode|difficulty|challenge|beatmap_id`,
 * `leaderboard.beatmap.published|ost` and its alias `beatmap.published|ost` (RailGrinder sends
 * `{"beatmap.published":true}` with `join[]=leaderboard.beatmap`: the leaderboard's beatmap). The
 * list query joins `leaderboards`, so its columns are addressable. Joins leaderboard,
 * leaderboard.beatmap, profile, profile.user. Sorts rank, rank_combined, modified_score,
 * created_at (default newest first). Extra `history=true` also lists superseded scores.
 */
export const scoresResource = defineResource({
  name: 'scores',
  fields: {
    id: { sql: scores.id, type: 'number' },
    leaderboard_id: { sql: scores.leaderboardId, type: 'number' },
    profile_id: { sql: scores.profileId, type: 'number' },
    modifiers: { sql: scores.modifiers, type: 'number' },
    rank: rankField(scores.rank, scores.best),
    rank_combined: rankField(scores.rankCombined, scores.bestCombined),
    base_score: { sql: scores.baseScore, type: 'number' },
    modified_score: { sql: scores.modifiedScore, type: 'number' },
    notes_hit: { sql: scores.notesHit, type: 'number' },
    max_combo: { sql: scores.maxCombo, type: 'number' },
    hmd: { sql: scores.hmd, type: 'string' },
    created_at: { sql: scores.createdAt, type: 'date' },
    'beatmap.published': beatmapColumn('published'),
    'beatmap.ost': beatmapColumn('ost'),
  },
  relations: {
    leaderboard: {
      fields: {
        id: { sql: scores.leaderboardId, type: 'number' },
        mode: { sql: leaderboards.mode, type: 'number' },
        difficulty: { sql: leaderboards.difficulty, type: 'number' },
        challenge: { sql: leaderboards.challenge, type: 'number' },
        beatmap_id: { sql: leaderboards.beatmapId, type: 'number' },
      },
    },
    'leaderboard.beatmap': {
      fields: {
        published: beatmapColumn('published'),
        ost: beatmapColumn('ost'),
      },
    },
    profile: {
      fields: {
        id: { sql: scores.profileId, type: 'number' },
        name: viaForeignKey(
          scores.profileId,
          leaderboardProfiles,
          leaderboardProfiles.id,
          leaderboardProfiles.name,
          'string',
        ),
      },
    },
    'profile.user': {},
  },
  sorts: ['rank', 'rank_combined', 'modified_score', 'base_score', 'created_at', 'id'],
  defaultSort: [{ field: 'created_at', order: 'DESC' }],
  tieBreaker: scores.id,
  extras: z.object({
    history: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
  }),
});
