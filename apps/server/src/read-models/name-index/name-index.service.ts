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
import { currentUserNamesVersion } from '../../lib/crud/user-names.ts';
import type { CondNode, CrudRequest, Resource } from '../../lib/crud/types.ts';
import { HeardRows } from '../heard-rows.ts';
import { type IndexSource, LiveIndex, liveIndexOf } from '../live-index.ts';
import type { ReadModel } from '../read-model.ts';
import { namesStillHold, type NamesUse, usernameIds } from '../user-names.ts';
import { type IndexedName, type NameCondition, NameIndex } from './name-index.ts';

/** Attempts to answer from the index while the feed moves under it, before PostgreSQL answers. */
const ATTEMPTS = 3;

/** Rows of listed items kept per name index while no write is heard (read-models/heard-rows.ts). */
const KEPT_ROWS = 10_000;

/**
 * What a kind's name index needs of the module that owns the kind, handed over when it registers
 * the read model (e.g. modules/stages/stages.read-models.ts; docs/decisions/0049): its entries
 * (every public item in one snapshot, and the changes since a feed cursor), the feed's newest
 * cursor, and the page rows by id with the feed cursor of their snapshot.
 */
export interface NameIndexSource<R> {
  entries: Pick<IndexSource<NameIndex, IndexedName>, 'load' | 'changesSince'>;
  latestCursor(db: Db): Promise<number>;
  rowsByIds: RowsByIds<R>;
}

/** One database's name index with the page rows kept beside it (docs/decisions/0041). */
class NameLiveIndex<R> extends LiveIndex<NameIndex, IndexedName> {
  keptRows = new HeardRows<R>(this.db, (row) => (row as { id: number }).id, KEPT_ROWS);
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

/** A public page of a named kind as its name index answers it, with the feed cursor it stands at. */
export interface NamePage<R> {
  rows: R[];
  total: number;
  cursor: number;
}

/**
 * The name index of one named kind (playlists, stages or avatars; docs/decisions/0040) as the
 * read model of its public list (docs/decisions/0049): one index per database handle (tests open
 * many), fed by `source`; `resource` gives the default page size.
 */
export class NameIndexReadModel<R> implements ReadModel<
  CrudRequest<{ user_id?: number | undefined }>,
  NamePage<R>
> {
  private readonly live = new WeakMap<Db, NameLiveIndex<R>>();

  constructor(
    private readonly source: NameIndexSource<R>,
    private readonly resource: Pick<Resource<object>, 'defaultLimit'>,
  ) {}

  /** Loads the index of `db` (server start); resolves when loaded. */
  warm(db: Db): Promise<void> {
    return this.liveIndex(db).ready();
  }

  private liveIndex(db: Db): NameLiveIndex<R> {
    return liveIndexOf(
      this.live,
      db,
      (handle) => new NameLiveIndex<R>(handle, { create: () => new NameIndex(), ...this.source.entries }),
    );
  }

  /**
   * A public page of a named kind (playlists, stages, avatars) answered by its name index
   * (docs/decisions/0040): the conditions evaluated in memory, the page's rows read by id with the
   * change-feed cursor of the same snapshot — or kept from such a read while no write has been heard
   * since (read-models/heard-rows.ts, docs/decisions/0041) — and the answer kept only when that cursor is
   * the index's (else the index catches up and tries again). `total` is exact. Undefined when the
   * request is not one the index answers (a condition, operator or sort it does not know) or the
   * feed kept moving: the caller asks PostgreSQL. Throws what the database throws.
   */
  async answer(
    db: Db,
    request: CrudRequest<{ user_id?: number | undefined }>,
  ): Promise<NamePage<R> | undefined> {
    const { resource, source } = this;
    if (!publishedOrder(request.sorts)) return undefined;
    const wanted = request.where ? termsOfTree(request.where, termsOf) : [];
    if (!wanted) return undefined;
    const entry = this.liveIndex(db);
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
    const keptRows = entry.keptRows;
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const { index, cursor } = entry;
      const page = index.page(condition, offset, limit, request.extras.user_id);
      const read = await keptRows.read(page.ids, cursor, async () =>
        page.ids.length > 0
          ? source.rowsByIds(db, page.ids)
          : {
              rows: [],
              cursor: await source.latestCursor(db),
              usersVersion: names.version === undefined ? -1 : await currentUserNamesVersion(db),
            },
      );
      if (names.version !== undefined && !namesStillHold(db, names.version, read.usersVersion)) {
        // The names in memory are older than this snapshot: PostgreSQL finds the uploaders this time
        // (read-models/user-names.ts reloads them in the background).
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
}
