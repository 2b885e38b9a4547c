import { and, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stageFiles, stages, stageTags, users } from '../../db/schema/index.ts';
import type { CompiledQuery } from '../../lib/crud/compile.ts';
import { pageWithTotal } from '../../lib/crud/page-total.ts';
import type { ItemStore } from '../items/index.ts';
import { rowsByIdsWithFeedCursor } from '../items/index.ts';

/** A Drizzle database or an open transaction: repository functions accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** A `stages` row. */
export type StageRow = typeof stages.$inferSelect;
/** A `stage_files` row. */
export type StageFileRow = typeof stageFiles.$inferSelect;
/** The columns to insert a `stage_files` row. */
export type NewStageFile = typeof stageFiles.$inferInsert;

/**
 * A stage row joined with its uploader's public columns, its files (newest first; all of them,
 * the presenter picks the ones the viewer may see) and its tags in their order.
 */
export type StageWithUser = StageRow & {
  user: { id: number; username: string; avatarFilename: string | null };
  files: StageFileRow[];
  tags: string[];
};

const fileColumns = Object.entries(getTableColumns(stageFiles));

/**
 * The stage's files as one JSON array column, so a page of stages is one statement (docs/decisions/0040:
 * each statement costs a round trip); rows are mapped back with the columns' own decoders.
 */
const filesColumn = sql<
  Record<string, unknown>[]
>`(select coalesce(json_agg(f order by f.id desc), '[]'::json) from ${stageFiles} f where f.stage_id = ${stages.id})`;

/** The stage's tags, in their order, as one array column. */
const tagsColumn = sql<
  string[]
>`(select coalesce(array_agg(t.tag order by t.position), '{}') from ${stageTags} t where t.stage_id = ${stages.id})`;

/** A `stage_files` row from its `json_agg` form (snake_case keys, timestamps as ISO text). */
function fileFromJson(json: Record<string, unknown>): StageFileRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of fileColumns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as StageFileRow;
}

const withUser = {
  stage: stages,
  user: { id: users.id, username: users.username, avatarFilename: users.avatarFilename },
  files: filesColumn,
  tags: tagsColumn,
};

function merge(row: {
  stage: StageRow;
  user: StageWithUser['user'];
  files: Record<string, unknown>[];
  tags: string[];
}): StageWithUser {
  return { ...row.stage, user: row.user, files: row.files.map(fileFromJson), tags: row.tags };
}

/**
 * Public stages by id with their uploaders, in the order of the ids, and the change feed's cursor
 * of the same snapshot: the page rows of the name index (read-models/name-index, docs/decisions/0040).
 */
export const findStagesByIdsWithFeedCursor = rowsByIdsWithFeedCursor(
  'stage',
  withUser,
  (row: Parameters<typeof merge>[0]) => row.stage.id,
  merge,
);

/** One stage with its uploader, or undefined. */
export async function findStageById(db: DbOrTx, id: number): Promise<StageWithUser | undefined> {
  const rows = await db
    .select(withUser)
    .from(stages)
    .innerJoin(users, eq(users.id, stages.userId))
    .where(eq(stages.id, id));
  return rows[0] && merge(rows[0]);
}

/**
 * One page of stages with their uploaders and the total, in one statement (lib/crud/page-total.ts; the count
 * reads stages alone: `user.*` conditions go through `user_id`, see viaForeignKey), for a
 * compiled list request (lib/crud; formats.md §6.1) ANDed with the caller's `scope` (visibility,
 * uploader). The default order `published_at DESC NULLS LAST, id DESC` with the published scope
 * reads the partial index `stages_published_at_idx`.
 */
export async function listStages(
  db: DbOrTx,
  query: CompiledQuery,
  scope: SQL | undefined,
): Promise<{ rows: StageWithUser[]; total: number }> {
  const where = and(scope, query.where);
  const { rows, total } = await pageWithTotal(
    db.select({ n: count() }).from(stages).where(where),
    query,
    (totalColumn) =>
      db
        .select({ ...withUser, total: totalColumn })
        .from(stages)
        .innerJoin(users, eq(users.id, stages.userId))
        .where(where)
        .orderBy(...query.orderBy)
        .limit(query.limit)
        .offset(query.offset),
  );
  return { rows: rows.map(merge), total };
}

/** Every file of these stages, newest first (one query for a whole page). */
export async function findFilesOfStages(db: DbOrTx, stageIds: number[]): Promise<StageFileRow[]> {
  if (stageIds.length === 0) return [];
  return db
    .select()
    .from(stageFiles)
    .where(inArray(stageFiles.stageId, stageIds))
    .orderBy(desc(stageFiles.id));
}

/** One file of one stage, or undefined (also when it belongs to another stage). */
export async function findFileOfStage(
  db: DbOrTx,
  stageId: number,
  fileId: number,
): Promise<StageFileRow | undefined> {
  const rows = await db
    .select()
    .from(stageFiles)
    .where(and(eq(stageFiles.id, fileId), eq(stageFiles.stageId, stageId)));
  return rows[0];
}

/** Inserts a stage and returns it. */
export async function insertStage(db: DbOrTx, values: typeof stages.$inferInsert): Promise<StageRow> {
  const rows = await db.insert(stages).values(values).returning();
  return rows[0]!;
}

/** Inserts stage files and returns them. */
export async function insertFiles(db: DbOrTx, values: NewStageFile[]): Promise<StageFileRow[]> {
  return db.insert(stageFiles).values(values).returning();
}

/** Updates columns of a stage (and `updated_at`). */
export async function updateStage(
  db: DbOrTx,
  id: number,
  values: Partial<typeof stages.$inferInsert>,
): Promise<void> {
  await db
    .update(stages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(stages.id, id));
}

/** Updates columns of one file. */
export async function updateFile(
  db: DbOrTx,
  fileId: number,
  values: Partial<Pick<NewStageFile, 'type' | 'description' | 'published'>>,
): Promise<void> {
  // An edit without a known field changes nothing (Drizzle refuses an empty SET).
  if (Object.values(values).every((v) => v === undefined)) return;
  await db.update(stageFiles).set(values).where(eq(stageFiles.id, fileId));
}

/** Publishes every file of a stage (publishing a stage publishes its files). */
export async function publishAllFiles(db: DbOrTx, stageId: number): Promise<void> {
  await db.update(stageFiles).set({ published: true }).where(eq(stageFiles.stageId, stageId));
}

/** Replaces a stage's tags with `tags`, in order. */
export async function replaceTags(db: DbOrTx, stageId: number, tags: string[]): Promise<void> {
  await db.delete(stageTags).where(eq(stageTags.stageId, stageId));
  if (tags.length > 0) {
    await db.insert(stageTags).values(tags.map((tag, position) => ({ stageId, tag, position })));
  }
}

/** How many stages exist (demo seeding checks for an empty catalogue). */
export async function countStages(db: DbOrTx): Promise<number> {
  const rows = await db.select({ n: count() }).from(stages);
  return rows[0]?.n ?? 0;
}

/** Deletes a stage; its files and tags go with it (FK cascade). */
export async function deleteStage(db: DbOrTx, id: number): Promise<void> {
  await db.delete(stages).where(eq(stages.id, id));
}

/** How the item kernel loads and deletes stages (modules/items). */
export const stageStore: ItemStore<StageWithUser> = {
  kind: 'stage',
  table: stages,
  findById: findStageById,
  deleteById: deleteStage,
};
