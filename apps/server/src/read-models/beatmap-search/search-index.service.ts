import { LRUCache } from 'lru-cache';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { Db } from '../../db/client.ts';
import type { CondNode, SortSpec } from '../../lib/crud/types.ts';
import {
  type NormalisedTerm,
  normalisedTerms,
  type FieldCond,
  mapConditionTree,
  publishedOrder,
  scalarText,
  TEXT_OPS,
  termsOfTree,
} from '../../lib/crud/search-terms.ts';
import { currentUserNamesVersion } from '../../lib/crud/user-names.ts';
import { HeardRows, type RowsAtCursor } from '../heard-rows.ts';
import { type IndexSource, LiveIndex, liveIndexOf } from '../live-index.ts';
import type { ReadModel } from '../read-model.ts';
import { namesStillHold, type NamesUse, usernameIds } from '../user-names.ts';
import {
  BeatmapSearchIndex,
  type FlagField,
  type IndexCondition,
  type IndexedBeatmap,
  type TextField,
} from './search-index.ts';
import { parseTsQuery } from './tsquery.ts';

/** Attempts to answer from the index while the feed moves under it, before PostgreSQL answers. */
const ATTEMPTS = 3;
/** Full rows kept per index (the pages' beatmaps, least recently listed dropped first). */
const KEPT_ROWS = 10_000;

const TEXT_FIELDS: Record<string, TextField> = { title: 'title', artist: 'artist', mapper: 'mapper' };
const FLAG_FIELDS: Record<string, FlagField> = {
  ost: 'ost',
  explicit: 'explicit',
  beat_saber_convert: 'beatSaberConvert',
  production_mode: 'productionMode',
};

/**
 * What the beatmap search index needs of the module that owns beatmaps, handed over when it
 * registers the read model (modules/beatmaps/beatmaps.read-models.ts; docs/decisions/0049): its
 * entries (every public beatmap in one snapshot, and the changes since a feed cursor), the feed's
 * newest cursor, the page rows by id with the feed cursor of their snapshot — whole (`Row`), and
 * the columns the feed does not record (`Volatile`, with the users' names version too) — and the
 * presenter that turns them into the API's Beatmap.
 */
export interface BeatmapSearchSource<Row extends { id: number }, Volatile extends { id: number }> {
  entries: Pick<IndexSource<BeatmapSearchIndex, IndexedBeatmap>, 'load' | 'changesSince'>;
  latestCursor(db: Db): Promise<number>;
  rowsByIds(db: Db, ids: readonly number[]): Promise<{ rows: Row[]; cursor: number }>;
  volatilesByIds(db: Db, ids: readonly number[]): Promise<RowsAtCursor<Volatile>>;
  present(row: Row): Beatmap;
  withVolatile(beatmap: Beatmap, volatile: Volatile): Beatmap;
}

/**
 * One database's beatmap search index (read-models/live-index.ts) and the presentations of listed
 * beatmaps kept beside it.
 */
class BeatmapLiveIndex<Volatile extends { id: number }> extends LiveIndex<
  BeatmapSearchIndex,
  IndexedBeatmap
> {
  /**
   * The presentation of the last full row read of listed beatmaps, with the index slot it was
   * read under: valid while the beatmap keeps that slot (any change the feed records gives it a
   * new one); the fields from columns the feed does not record are read again for every page.
   */
  rows = new LRUCache<number, { slot: number; beatmap: Beatmap }>({ max: KEPT_ROWS });

  /**
   * The listed beatmaps' columns the feed does not record, answered again from memory while no
   * write is heard (read-models/heard-rows.ts, docs/decisions/0041).
   */
  volatiles = new HeardRows<Volatile>(this.db, (row) => row.id, KEPT_ROWS);

  constructor(db: Db, entries: BeatmapSearchSource<{ id: number }, Volatile>['entries']) {
    super(db, { create: () => new BeatmapSearchIndex(), ...entries }, () => this.rows.clear());
  }
}

/** The terms a field condition needs normalised, or undefined when it is not for the index. */
function termsOf(node: FieldCond): string[] | undefined {
  const text = scalarText(node);
  if (node.field === 'text_search' && node.op === '$tsQuery') return text === undefined ? undefined : [text];
  if (TEXT_FIELDS[node.field] && TEXT_OPS[node.op]) return text === undefined ? undefined : [text];
  if (node.field === 'user.username' && (node.op === '$contL' || node.op === '$eqL'))
    return text === undefined ? [] : [text];
  if (FLAG_FIELDS[node.field] && (node.op === '$eq' || node.op === '$ne')) {
    return typeof node.value === 'boolean' ? [] : undefined;
  }
  if (node.field === 'user.id' && node.op === '$eq' && typeof node.value === 'number') return [];
  return undefined;
}

function toCondition(db: Db, tree: CondNode, normal: Map<string, NormalisedTerm>, names: NamesUse) {
  return mapConditionTree<IndexCondition>(
    tree,
    async (node) => {
      const text = scalarText(node) ?? '';
      if (node.field === 'text_search')
        return { kind: 'tsquery', query: parseTsQuery(normal.get(text)!.tsquery) };
      const textField = TEXT_FIELDS[node.field];
      if (textField)
        return { kind: 'text', field: textField, op: TEXT_OPS[node.op]!, term: normal.get(text)!.lower };
      const flag = FLAG_FIELDS[node.field];
      if (flag) return { kind: 'flag', field: flag, equals: (node.value === true) === (node.op === '$eq') };
      if (node.field === 'user.id') return { kind: 'users', ids: [node.value as number] };
      const lower = scalarText(node) === undefined ? undefined : normal.get(text)!.lower;
      return { kind: 'users', ids: await usernameIds(db, node.op, node.value, lower, names) };
    },
    (kind, items) => ({ kind, items }),
  );
}

/** A public beatmap list request as the index takes it (beatmaps.list.ts decides which qualify). */
export interface IndexListRequest {
  where: CondNode | undefined;
  sorts: readonly SortSpec[];
  userId: number | undefined;
  offset: number;
  limit: number;
}

/** A page of public beatmaps as the search index answers it. */
export interface SearchIndexPage {
  items: Beatmap[];
  total: number;
  estimated: boolean;
  cursor: number;
}

/** The newest public beatmaps of some uploaders (`GET /api/user?join=beatmaps`; docs/decisions/0041). */
export interface UploadersRequest {
  userIds: readonly number[];
  perUploader: number;
}

/** Each uploader's newest public beatmaps by uploader id, and the feed cursor the answer stands at. */
export interface UploadersNewest {
  byUploader: Map<number, Beatmap[]>;
  cursor: number;
}

/**
 * The beatmap search index as a read model (docs/decisions/0039, 0049): one index per database
 * handle (tests open many), fed and presented by `source`.
 */
export class BeatmapSearch<Row extends { id: number }, Volatile extends { id: number }> {
  private readonly live = new WeakMap<Db, BeatmapLiveIndex<Volatile>>();

  constructor(private readonly source: BeatmapSearchSource<Row, Volatile>) {}

  /** The public beatmap list's read model: {@link BeatmapSearch.list}, warmed by loading the index. */
  readonly publicList: ReadModel<IndexListRequest, SearchIndexPage> = {
    answer: (db, request) => this.list(db, request),
    warm: (db) => this.liveIndex(db).ready(),
  };

  /** Each uploader's newest public beatmaps' read model: {@link BeatmapSearch.newestOfUploaders}. */
  readonly uploadersNewest: ReadModel<UploadersRequest, UploadersNewest> = {
    answer: (db, request) => this.newestOfUploaders(db, request.userIds, request.perUploader),
  };

  private liveIndex(db: Db): BeatmapLiveIndex<Volatile> {
    return liveIndexOf(this.live, db, (handle) => new BeatmapLiveIndex(handle, this.source.entries));
  }

  /**
   * One page of public beatmaps (published, not deleted, with a publish date) answered by the
   * search index (docs/decisions/0039): the conditions are evaluated in memory, the page's rows
   * read by id with the feed cursor of the same snapshot, and the answer kept only when that cursor
   * is the index's (else the index catches up and tries again). `total` is exact unless `estimated`
   * (past EXACT_TOTAL_MAX matches whose strings would need checking; BeatmapSearchIndex.page); `cursor` is the
   * change-feed cursor the answer stands at. Undefined when
   * the request is not one the index answers (a condition, operator or sort it does not know, a
   * full-text phrase or prefix) or the feed kept moving: the caller asks PostgreSQL. Throws what the
   * database throws.
   */
  async list(db: Db, request: IndexListRequest): Promise<SearchIndexPage | undefined> {
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
    const names: NamesUse = { sql: false };
    let condition = request.where ? await toCondition(db, request.where, normal, names) : undefined;
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const { index, cursor } = entry;
      const page = index.page(condition, request.offset, request.limit, request.userId);
      if (!page) return undefined;
      const items = await this.pageRows(db, entry, { index, cursor, namesVersion: names.version }, page.ids);
      if (items === NAMES_MOVED) {
        // Users were renamed, added or removed since the names in memory were read: this answer asks
        // PostgreSQL for the uploaders, the names reload in the background (read-models/user-names.ts).
        names.sql = true;
        names.version = undefined;
        condition = await toCondition(db, request.where!, normal, names);
      } else if (items) return { items, total: page.total, estimated: page.estimated === true, cursor };
    }
    return undefined;
  }

  /**
   * The newest `perUploader` public beatmaps of each of these uploaders (list order: `published_at`
   * DESC, `id` DESC), presented, by uploader id — what `GET /api/user?join=beatmaps` embeds (formats.md
   * §6.3) — from the search index (docs/decisions/0041): each uploader's first beatmaps in the index's
   * order, all read in one statement as a page is (pageRows: the kept presentations with the columns
   * the feed does not record read fresh), with the change-feed cursor the answer stands at.
   * Uploaders without one are left out.
   * Undefined when the index cannot answer (not loaded, or the feed kept moving): the caller asks
   * PostgreSQL. Throws what the database throws.
   */
  async newestOfUploaders(
    db: Db,
    userIds: readonly number[],
    perUploader: number,
  ): Promise<UploadersNewest | undefined> {
    const entry = this.liveIndex(db);
    try {
      await entry.ready();
    } catch {
      return undefined;
    }
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const { index, cursor } = entry;
      const pages = userIds.map((userId) => index.page(undefined, 0, perUploader, userId)?.ids ?? []);
      const items = await this.pageRows(db, entry, { index, cursor, namesVersion: undefined }, pages.flat());
      if (!items || items === NAMES_MOVED) continue;
      const byUploader = new Map<number, Beatmap[]>();
      let at = 0;
      pages.forEach((ids, k) => {
        if (ids.length > 0) byUploader.set(userIds[k]!, items.slice(at, at + ids.length));
        at += ids.length;
      });
      return { byUploader, cursor };
    }
    return undefined;
  }

  /**
   * The presented beatmaps of a page of ids the index gave at its cursor, or undefined (after
   * catching the index up) when the database has moved on since: the columns the change feed does
   * not record are read with the feed's cursor of the same snapshot and laid over the kept
   * presentations, which are read again (and checked against the cursor again) for beatmaps changed
   * since they were kept or not kept yet. The volatile columns come from memory while no write has
   * been heard since they were read (read-models/heard-rows.ts): then a page sends no statement.
   */
  private async pageRows(
    db: Db,
    entry: BeatmapLiveIndex<Volatile>,
    at: { index: BeatmapSearchIndex; cursor: number; namesVersion: number | undefined },
    ids: number[],
  ): Promise<Beatmap[] | undefined | typeof NAMES_MOVED> {
    const { index } = at;
    const {
      rows: volatiles,
      cursor,
      usersVersion,
    } = await entry.volatiles.read(ids, at.cursor, async () =>
      ids.length > 0
        ? this.source.volatilesByIds(db, ids)
        : {
            rows: [],
            cursor: await this.source.latestCursor(db),
            usersVersion: at.namesVersion === undefined ? -1 : await currentUserNamesVersion(db),
          },
    );
    if (at.namesVersion !== undefined && !namesStillHold(db, at.namesVersion, usersVersion))
      return NAMES_MOVED;
    if (cursor !== at.cursor || volatiles.length !== ids.length) {
      await entry.catchUp(cursor, at.cursor);
      return undefined;
    }
    // The index may have moved on while we read (another request caught it up): then its slots
    // are no longer the page's, and the kept rows must not be stamped with them.
    const unchanged = () => entry.index === index && entry.cursor === at.cursor;
    const missing = ids.filter((id) => entry.rows.get(id)?.slot !== index.slot(id));
    if (missing.length > 0) {
      const full = await this.source.rowsByIds(db, missing);
      if (full.cursor !== at.cursor || full.rows.length !== missing.length || !unchanged()) {
        await entry.catchUp(full.cursor, at.cursor);
        return undefined;
      }
      for (const row of full.rows)
        entry.rows.set(row.id, { slot: index.slot(row.id)!, beatmap: this.source.present(row) });
    }
    const items: Beatmap[] = [];
    for (const volatile of volatiles) {
      const kept = entry.rows.get(volatile.id);
      // Evicted meanwhile by other requests' rows, or re-stamped by a caught-up index: ask again.
      if (!kept || kept.slot !== index.slot(volatile.id) || !unchanged()) return undefined;
      items.push(this.source.withVolatile(kept.beatmap, volatile));
    }
    return items;
  }
}

/** pageRows' answer when the users' names version moved under the names the page matched. */
const NAMES_MOVED = 'names moved';
