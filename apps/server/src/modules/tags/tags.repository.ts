import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beatmaps, stageTags, tags } from '../../db/schema/index.ts';

/** The database or a transaction on it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** A tag with its usage: beatmaps and stages carrying it, and its registry row if any. */
export interface TagRow {
  name: string;
  beatmaps: number;
  stages: number;
  registered: boolean;
  createdAt: Date | null;
}

/** The rows of `db.execute` (PGlite answers `{rows}`, node-postgres through drizzle the array). */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}

/**
 * Every tag in the registry or on an item, with its usage counts: beatmap tags (already lower
 * case, docs/decisions/0022) and stage tags lower-cased, outer-joined with the registry.
 */
const everyTag = sql`
  with usage as (
    select e.tag as name, 'b' as k, b.id as item
    from ${beatmaps} b cross join lateral jsonb_array_elements_text(b.tags) as e(tag)
    union all
    select lower(${stageTags.tag}), 's', ${stageTags.stageId} from ${stageTags}
  ), counted as (
    select name, count(distinct item) filter (where k = 'b') as beatmaps,
      count(distinct item) filter (where k = 's') as stages
    from usage group by name
  )
  select coalesce(c.name, r.name) as name, coalesce(c.beatmaps, 0)::int as beatmaps,
    coalesce(c.stages, 0)::int as stages, (r.name is not null) as registered, r.created_at
  from counted c full join ${tags} r on r.name = c.name`;

function toTagRow(row: Record<string, unknown>): TagRow {
  return {
    name: String(row.name),
    beatmaps: Number(row.beatmaps),
    stages: Number(row.stages),
    registered: row.registered === true || row.registered === 't',
    createdAt: row.created_at == null ? null : new Date(row.created_at as string),
  };
}

/** The SQL order of the admin list's sort fields (a whitelist: never the caller's text). */
const ORDER: Record<string, string> = {
  name: 'name',
  beatmaps: 'beatmaps',
  stages: 'stages',
  total: 'beatmaps + stages',
  created_at: 'created_at',
};

/**
 * One page of tags containing `search` (any case; null: all), ordered by `sort` (then name), with
 * the total across pages. `sort.field` is one of {@link ORDER}'s keys.
 */
export async function listTags(
  db: DbOrTx,
  opts: { search: string | null; sort: { field: string; order: 'ASC' | 'DESC' }; page: number; size: number },
): Promise<{ rows: TagRow[]; total: number }> {
  const order = sql.raw(
    `${ORDER[opts.sort.field] ?? 'name'} ${opts.sort.order === 'ASC' ? 'asc' : 'desc'} nulls last, name asc`,
  );
  const where: SQL = opts.search ? sql`where strpos(name, ${opts.search.toLowerCase()}) > 0` : sql``;
  const result = await db.execute(sql`
    select *, count(*) over () as full_count from (${everyTag}) t ${where}
    order by ${order} limit ${opts.size} offset ${(opts.page - 1) * opts.size}`);
  const rows = rowsOf(result);
  return { rows: rows.map(toTagRow), total: rows.length ? Number(rows[0]!.full_count) : 0 };
}

/** Up to `limit` tags containing `q`, those starting with it first, then the most used. */
export async function suggestTags(db: DbOrTx, q: string, limit: number): Promise<TagRow[]> {
  const needle = q.toLowerCase();
  const result = await db.execute(sql`
    select * from (${everyTag}) t where strpos(name, ${needle}) > 0
    order by starts_with(name, ${needle}) desc, beatmaps + stages desc, name limit ${limit}`);
  return rowsOf(result).map(toTagRow);
}

/** The tag `name` with its usage, or undefined when neither the registry nor an item has it. */
export async function findTag(db: DbOrTx, name: string): Promise<TagRow | undefined> {
  const result = await db.execute(sql`select * from (${everyTag}) t where name = ${name}`);
  const row = rowsOf(result)[0];
  return row ? toTagRow(row) : undefined;
}

/** Adds `name` to the registry; answers false when it is already there. */
export async function insertTag(db: DbOrTx, name: string, createdBy: number | null): Promise<boolean> {
  const rows = await db
    .insert(tags)
    .values({ name, createdBy })
    .onConflictDoNothing()
    .returning({ name: tags.name });
  return rows.length > 0;
}

/** Removes `name` from the registry; answers whether it was there. */
export async function deleteTag(db: DbOrTx, name: string): Promise<boolean> {
  const rows = await db
    .delete(tags)
    .where(sql`${tags.name} = ${name}`)
    .returning({ name: tags.name });
  return rows.length > 0;
}

/** Renames registry row `from` to `into` (which must be free); answers whether `from` was there. */
export async function renameTagRow(db: DbOrTx, from: string, into: string): Promise<boolean> {
  const rows = await db
    .update(tags)
    .set({ name: into })
    .where(sql`${tags.name} = ${from}`)
    .returning({ name: tags.name });
  return rows.length > 0;
}

/**
 * Replaces `from` by `into` in every beatmap's tags, keeping the order and a single `into` (a
 * beatmap that had both keeps the first place either had). Answers the changed beatmaps' ids.
 */
export async function retagBeatmaps(db: DbOrTx, from: string, into: string): Promise<number[]> {
  const result = await db.execute(sql`
    update ${beatmaps} b set tags = (
      select coalesce(jsonb_agg(z.tag order by z.pos), '[]'::jsonb) from (
        select case when x.e = ${from} then ${into} else x.e end as tag, min(x.ord) as pos
        from jsonb_array_elements_text(b.tags) with ordinality as x(e, ord)
        group by 1
      ) z
    )
    where b.tags @> jsonb_build_array(${from}::text)
    returning b.id`);
  return rowsOf(result).map((r) => Number(r.id));
}

/**
 * Replaces `from` by `into` in every stage's tags (matched in any case): a stage that already has
 * `into` (or `from` twice in different cases) loses the extra row, the others' row is renamed in
 * place. Answers the changed stages' ids.
 */
export async function retagStages(db: DbOrTx, from: string, into: string): Promise<number[]> {
  const removed = rowsOf(
    await db.execute(sql`
      delete from ${stageTags} s where lower(s.tag) = ${from} and exists (
        select 1 from ${stageTags} o where o.stage_id = s.stage_id and o.tag <> s.tag
          and (lower(o.tag) = ${into} or (lower(o.tag) = ${from} and o.position < s.position))
      ) returning s.stage_id`),
  );
  const renamed = rowsOf(
    await db.execute(sql`
      update ${stageTags} set tag = ${into} where lower(tag) = ${from} returning stage_id`),
  );
  return [...new Set([...removed, ...renamed].map((r) => Number(r.stage_id)))];
}
