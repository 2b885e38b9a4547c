import type { Db } from '../../db/client.ts';
import { pagingOf } from '../../lib/crud/paging.ts';
import {
  type FieldCond,
  mapConditionTree,
  normalisedTerms,
  publishedOrder,
  scalarText,
  TEXT_OPS,
  termsOfTree,
} from '../../lib/crud/search-terms.ts';
import {
  currentUserNamesVersion,
  namesStillHold,
  type NamesUse,
  usernameIds,
} from '../../lib/crud/user-names.ts';
import type { CondNode, CrudRequest, Resource } from '../../lib/crud/types.ts';
import { HeardRows } from '../../lib/heard-rows.ts';
import { LiveIndex, liveIndexOf } from '../../lib/live-index.ts';
import { latestCursor } from '../changes/index.ts';
import type { ReadModel } from '../../read-models/read-model.ts';
import { type IndexedName, type NameCondition, NameIndex } from './name-index.ts';
import { loadNames, type NamedKind, nameChangesSince } from './name-index.repository.ts';

/** Attempts to answer from the index while the feed moves under it, before PostgreSQL answers. */
const ATTEMPTS = 3;

const live: Record<NamedKind, WeakMap<Db, LiveIndex<NameIndex, IndexedName>>> = {
  playlist: new WeakMap(),
  stage: new WeakMap(),
  avatar: new WeakMap(),
};

function liveIndex(db: Db, kind: NamedKind): LiveIndex<NameIndex, IndexedName> {
  return liveIndexOf(
    live[kind],
    db,
    (handle) =>
      new LiveIndex(handle, {
        create: () => new NameIndex(),
        load: (source, each) => loadNames(source, kind, each),
        changesSince: (source, since) => nameChangesSince(source, kind, since),
      }),
  );
}

/** Rows of listed items kept per name index while no write is heard (lib/heard-rows.ts). */
const KEPT_ROWS = 10_000;

const heard = new WeakMap<LiveIndex<NameIndex, IndexedName>, HeardRows<unknown>>();

/**
 * The page rows kept beside a name index (docs/decisions/0042). Each index is one kind's, whose
 * rows always come from the same `rowsByIds`, so one type `R` per entry.
 */
function heardRowsOf<R>(entry: LiveIndex<NameIndex, IndexedName>): HeardRows<R> {
  let rows = heard.get(entry);
  if (!rows)
    heard.set(
      entry,
      (rows = new HeardRows<unknown>(entry.db, (row) => (row as { id: number }).id, KEPT_ROWS)),
    );
  return rows as HeardRows<R>;
}

/** The terms a field condition needs normalised, or undefined when it is not for the index. */
function termsOf(node: FieldCond): string[] | undefined {
  const text = scalarText(node);
  if (node.field === 'name' && TEXT_OPS[node.op]) return text === undefined ? undefined : [text];
  if (node.field === 'user.username' && (node.op === '$contL' || node.op === '$eqL'))
    return text === undefined ? [] : [text];
  if (node.field === 'user.id' && node.op === '$eq' && typeof node.value === 'number') return [];
  return undefined;
}

function toCondition(db: Db, tree: CondNode, lower: Map<string, string>, names: NamesUse) {
  return mapConditionTree<NameCondition>(
    tree,
    async (node) => {
      const text = scalarText(node);
      if (node.field === 'name') return { kind: 'text', op: TEXT_OPS[node.op]!, term: lower.get(text!)! };
      if (node.field === 'user.id') return { kind: 'users', ids: new Set([node.value as number]) };
      const term = text === undefined ? undefined : lower.get(text);
      return { kind: 'users', ids: new Set(await usernameIds(db, node.op, node.value, term, names)) };
    },
    (kind, items) => ({ kind, items }),
  );
}

/**
 * A page's rows read by id, in the order of the ids, with the feed cursor and the users' names
 * version of their snapshot (-1: no row).
 */
export type RowsByIds<R> = (
  db: Db,
  ids: readonly number[],
) => Promise<{ rows: R[]; cursor: number; usersVersion: number }>;

/**
 * A public page of a named kind (playlists, stages, avatars) answered by its name index
 * (docs/decisions/0040): the conditions evaluated in memory, the page's rows read by id with the
 * change-feed cursor of the same snapshot — or kept from such a read while no write has been heard
 * since (lib/heard-rows.ts, docs/decisions/0042) — and the answer kept only when that cursor is
 * the index's (else the index catches up and tries again). `total` is exact. Undefined when the
 * request is not one the index answers (a condition, operator or sort it does not know) or the
 * feed kept moving: the caller asks PostgreSQL. Throws what the database throws.
 */
export async function listFromNameIndex<R>(
  db: Db,
  kind: NamedKind,
  request: CrudRequest<{ user_id?: number | undefined }>,
  resource: Pick<Resource<object>, 'defaultLimit'>,
  rowsByIds: RowsByIds<R>,
): Promise<{ rows: R[]; total: number; cursor: number } | undefined> {
  if (!publishedOrder(request.sorts)) return undefined;
  const wanted = request.where ? termsOfTree(request.where, termsOf) : [];
  if (!wanted) return undefined;
  const entry = liveIndex(db, kind);
  try {
    await entry.ready();
  } catch {
    return undefined; // the index could not load (logged by server.ts at start): PostgreSQL answers
  }
  const normal = await normalisedTerms(db, wanted);
  const lower = new Map([...normal].map(([term, value]) => [term, value.lower]));
  const names: NamesUse = { sql: false };
  let condition = request.where ? await toCondition(db, request.where, lower, names) : undefined;
  const { offset, limit } = pagingOf(request, resource);
  const keptRows = heardRowsOf<R>(entry);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const { index, cursor } = entry;
    const page = index.page(condition, offset, limit, request.extras.user_id);
    const read = await keptRows.read(page.ids, cursor, async () =>
      page.ids.length > 0
        ? rowsByIds(db, page.ids)
        : {
            rows: [],
            cursor: await latestCursor(db),
            usersVersion: names.version === undefined ? -1 : await currentUserNamesVersion(db),
          },
    );
    if (names.version !== undefined && !namesStillHold(db, names.version, read.usersVersion)) {
      // The names in memory are older than this snapshot: PostgreSQL finds the uploaders this time
      // (lib/crud/user-names.ts reloads them in the background).
      names.sql = true;
      names.version = undefined;
      condition = await toCondition(db, request.where!, lower, names);
      continue;
    }
    if (read.cursor === cursor && read.rows.length === page.ids.length) {
      return { rows: read.rows, total: page.total, cursor };
    }
    await entry.catchUp(read.cursor, cursor);
  }
  return undefined;
}

/**
 * The read model of the public lists of `kind` (docs/decisions/0040, 0049): listFromNameIndex
 * with the kind's `rowsByIds` and `resource`, warmed by loading the kind's index.
 */
export function nameIndexReadModel<R>(
  kind: NamedKind,
  resource: Pick<Resource<object>, 'defaultLimit'>,
  rowsByIds: RowsByIds<R>,
): ReadModel<CrudRequest<{ user_id?: number | undefined }>, { rows: R[]; total: number; cursor: number }> {
  return {
    answer: (db, request) => listFromNameIndex(db, kind, request, resource, rowsByIds),
    warm: (db) => liveIndex(db, kind).ready(),
  };
}
