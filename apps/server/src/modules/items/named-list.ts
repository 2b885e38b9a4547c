import type { CompiledQuery } from '../../lib/crud/compile.ts';
import { compileCrud } from '../../lib/crud/compile.ts';
import type { CrudRequest, Resource } from '../../lib/crud/types.ts';
import { currentUserNamesVersion } from '../../lib/crud/user-names.ts';
import { NameIndexReadModel, type RowsByIds } from '../../read-models/name-index/name-index.service.ts';
import { readModelKey, type ReadModelKey } from '../../read-models/read-model.ts';
import type { ReadModels } from '../../read-models/registry.ts';
import type { Db } from '../../db/client.ts';
import { latestCursor, stoodStill } from '../changes/index.ts';
import { namedEntries, type NamedKind } from './named-source.ts';

/** A public page of a named kind as its read model answers it, with the feed cursor it stands at. */
export interface NamedPage<R> {
  rows: R[];
  total: number;
  cursor: number;
}

/** The list request a named kind's read model takes (the public list: no drafts). */
export type NamedListRequest = CrudRequest<{ user_id?: number | undefined; drafts?: boolean | undefined }>;

/** How a named kind lists one page: by its read model, or by its SQL list. */
export interface NamedList<R> {
  /** The admin list (docs/decisions/0030): its own scope, always PostgreSQL's. */
  admin: boolean;
  /** The kind's SQL list for a compiled request, within the caller's scope. */
  list: (compiled: CompiledQuery) => Promise<{ rows: R[]; total: number }>;
}

/**
 * One page of a list of a named kind (playlists, stages, avatars) and its exact total: public lists
 * from the kind's read model (`key`; the name index, docs/decisions/0040) when it answers,
 * everything else — drafts, the admin list, requests it declines, read models off — from
 * `how.list` (the kind's SQL list, which stays the reference). When the app verifies read models
 * (the test app), every answer of the read model is checked against `how.list` — the same ids in
 * the same order and the same total — and a difference while the feed and the users' names stood
 * still (a rename changes `user.username` conditions without a feed row) throws. Throws what
 * either throws.
 */
export async function listNamed<R extends { id: number }>(
  ctx: { db: Db; readModels: ReadModels },
  key: ReadModelKey<NamedListRequest, NamedPage<R>>,
  request: NamedListRequest,
  resource: Resource<object>,
  how: NamedList<R>,
): Promise<{ rows: R[]; total: number }> {
  const { db } = ctx;
  const fromDatabase = async () => how.list(await compileCrud(request, resource, { db }));
  if (how.admin || request.extras.drafts) return fromDatabase();
  const fromMemory = await ctx.readModels.answer(key, request, {
    mark: () => currentUserNamesVersion(db),
    async check(answer, namesBefore) {
      const reference = await fromDatabase();
      const ids = (rows: R[]) => rows.map((row) => row.id).join();
      const same = ids(reference.rows) === ids(answer.rows) && reference.total === answer.total;
      if (!same && (await stoodStill(db, answer.cursor, namesBefore))) {
        throw new Error(
          `${key.name}: ids ${ids(answer.rows)} (total ${answer.total}) ` +
            `but PostgreSQL ${ids(reference.rows)} (total ${reference.total})`,
        );
      }
    },
  });
  return fromMemory ?? fromDatabase();
}

/** A named kind's public list read model: its key, the name index itself, and its registration. */
export interface NamedReadModel<R> {
  key: ReadModelKey<NamedListRequest, NamedPage<R>>;
  nameIndex: NameIndexReadModel<R>;
  register(readModels: ReadModels): void;
}

/**
 * The read model of `kind`'s public list, registered under `name` (docs/decisions/0040, 0049): the
 * name index handed what it needs of the kind's module — its entries (named-source.ts), the feed's
 * newest cursor, `rowsByIds` (the page rows by id) and `resource` (the default page size).
 */
export function namedReadModel<R>(
  name: string,
  kind: NamedKind,
  resource: Pick<Resource<object>, 'defaultLimit'>,
  rowsByIds: RowsByIds<R>,
): NamedReadModel<R> {
  const key = readModelKey<NamedListRequest, NamedPage<R>>(name);
  const nameIndex = new NameIndexReadModel(
    { entries: namedEntries(kind), latestCursor, rowsByIds },
    resource,
  );
  return { key, nameIndex, register: (readModels) => readModels.register(key, nameIndex) };
}
