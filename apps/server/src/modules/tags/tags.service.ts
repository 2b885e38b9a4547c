import type { Paginated } from '@synthhub/shared/api/pagination';
import {
  type AdminTag,
  type TagListQuery,
  type TagMerge,
  type TagSuggestions,
} from '@synthhub/shared/tags/tags.schemas';
import type { Db } from '../../db/client.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { recordAudit } from '../audit/index.ts';
import { searchText } from './tags.query.ts';
import * as repo from './tags.repository.ts';

/** What the tag rules need from the app. */
export interface TagsContext {
  db: Db;
}

/** The one place a tag row becomes the admin API's `AdminTag`. */
export function presentTag(row: repo.TagRow): AdminTag {
  return {
    name: row.name,
    beatmaps: row.beatmaps,
    stages: row.stages,
    total: row.beatmaps + row.stages,
    registered: row.registered,
    created_at: row.createdAt?.toISOString() ?? null,
  };
}

const notFound = (name: string) => new NotFound(`There is no tag "${name}".`);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** "3 beatmaps and 1 stage" — what uses a tag, for messages. */
const usage = (row: repo.TagRow) => `${plural(row.beatmaps, 'beatmap')} and ${plural(row.stages, 'stage')}`;

/** `GET /api/admin/tags`: a page of every tag in the registry or in use, with usage counts. */
export async function listTags(ctx: TagsContext, query: TagListQuery): Promise<Paginated<AdminTag>> {
  const [field, order] = (query.sort ?? 'total,DESC').split(',') as [string, 'ASC' | 'DESC'];
  const { rows, total } = await repo.listTags(ctx.db, {
    search: searchText(query),
    sort: { field, order },
    page: query.page,
    size: query.limit,
  });
  return {
    data: rows.map(presentTag),
    count: rows.length,
    total,
    page: query.page,
    pageCount: Math.ceil(total / query.limit),
  };
}

/** `GET /api/tags?q=`: up to 10 tag names for the upload and edit forms' suggestions. */
export async function suggestTags(ctx: TagsContext, q: string): Promise<TagSuggestions> {
  const rows = await repo.suggestTags(ctx.db, q, 10);
  return { data: rows.map((r) => ({ name: r.name, total: r.beatmaps + r.stages })) };
}

/** Creates tag `name` in the registry (audited `tag.create`). Conflict (409) when it exists already. */
export async function createTag(ctx: TagsContext, actorId: number, name: string): Promise<AdminTag> {
  return ctx.db.transaction(async (tx) => {
    const existing = await repo.findTag(tx, name);
    if (existing?.registered || (existing && existing.beatmaps + existing.stages > 0))
      throw new Conflict(`The tag "${name}" already exists.`);
    if (!(await repo.insertTag(tx, name, actorId))) throw new Conflict(`The tag "${name}" already exists.`);
    await recordAudit(tx, {
      actorId,
      action: 'tag.create',
      targetKind: 'tag',
      targetId: name,
      targetLabel: name,
    });
    return presentTag((await repo.findTag(tx, name))!);
  });
}

/**
 * Moves every use of `from` to `into` in one transaction: beatmaps' tags, stage_tags, and the
 * registry row (renamed when `into` has none, removed otherwise). Answers what changed.
 */
async function moveTag(tx: repo.DbOrTx, from: repo.TagRow, into: string, intoRegistered: boolean) {
  const beatmapIds = await repo.retagBeatmaps(tx, from.name, into);
  const stageIds = await repo.retagStages(tx, from.name, into);
  if (from.registered) {
    if (intoRegistered) await repo.deleteTag(tx, from.name);
    else await repo.renameTagRow(tx, from.name, into);
  }
  return { beatmapIds, stageIds };
}

/**
 * Renames tag `from` to `into` everywhere (audited `tag.rename`). NotFound (404) for an unknown
 * tag; Conflict (409) when `into` exists already — then the admin should merge instead.
 */
export async function renameTag(
  ctx: TagsContext,
  actorId: number,
  from: string,
  into: string,
): Promise<AdminTag> {
  return ctx.db.transaction(async (tx) => {
    const current = await repo.findTag(tx, from);
    if (!current) throw notFound(from);
    if (from === into) return presentTag(current);
    if (await repo.findTag(tx, into))
      throw new Conflict(`The tag "${into}" already exists; merge "${from}" into it instead of renaming.`);
    const changed = await moveTag(tx, current, into, false);
    await recordAudit(tx, {
      actorId,
      action: 'tag.rename',
      targetKind: 'tag',
      targetId: into,
      targetLabel: into,
      before: { name: from },
      after: { name: into, beatmap_ids: changed.beatmapIds, stage_ids: changed.stageIds },
    });
    return presentTag((await repo.findTag(tx, into))!);
  });
}

/**
 * Merges tag `from` into `into` (audited `tag.merge`, target `from`): every item that had `from`
 * has `into` once, and `from` is gone. NotFound (404) when either tag does not exist.
 */
export async function mergeTags(ctx: TagsContext, actorId: number, merge: TagMerge): Promise<AdminTag> {
  return ctx.db.transaction(async (tx) => {
    const from = await repo.findTag(tx, merge.from);
    if (!from) throw notFound(merge.from);
    const into = await repo.findTag(tx, merge.into);
    if (!into) throw notFound(merge.into);
    const changed = await moveTag(tx, from, into.name, into.registered);
    await recordAudit(tx, {
      actorId,
      action: 'tag.merge',
      targetKind: 'tag',
      targetId: from.name,
      targetLabel: from.name,
      before: { from: presentTag(from), into: presentTag(into) },
      after: { into: into.name, beatmap_ids: changed.beatmapIds, stage_ids: changed.stageIds },
    });
    return presentTag((await repo.findTag(tx, into.name))!);
  });
}

/**
 * Deletes registry tag `name` (audited `tag.delete`) when no item uses it. NotFound (404) for an
 * unknown tag; Conflict (409) naming how many items use it otherwise.
 */
export async function deleteTag(ctx: TagsContext, actorId: number, name: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await repo.findTag(tx, name);
    if (!current) throw notFound(name);
    if (current.beatmaps + current.stages > 0)
      throw new Conflict(
        `The tag "${name}" is used by ${usage(current)}; merge it into another tag or remove it from them first.`,
      );
    await repo.deleteTag(tx, name);
    await recordAudit(tx, {
      actorId,
      action: 'tag.delete',
      targetKind: 'tag',
      targetId: name,
      targetLabel: name,
      before: presentTag(current),
    });
  });
}
