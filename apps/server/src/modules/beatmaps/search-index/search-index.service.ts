import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client.ts';
import { LiveIndex, liveIndexOf } from '../../../lib/live-index.ts';
import { latestCursor } from '../../changes/index.ts';
import type { CondNode, SortSpec } from '../../../lib/crud/types.ts';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { presentBeatmap, withVolatile } from '../beatmaps.presenter.ts';
import {
  findBeatmapsByIdsWithFeedCursor,
  findBeatmapVolatilesWithFeedCursor,
  type BeatmapVolatile,
} from '../beatmaps.repository.ts';
import { HeardRows } from '../../../lib/heard-rows.ts';
import {
  type NormalisedTerm,
  normalisedTerms,
  type FieldCond,
  mapConditionTree,
  publishedOrder,
  scalarText,
  TEXT_OPS,
  termsOfTree,
} from '../../../lib/crud/search-terms.ts';
import {
  currentUserNamesVersion,
  namesStillHold,
  type NamesUse,
  usernameIds,
} from '../../../lib/crud/user-names.ts';
import { changesSince, loadSnapshot } from './search-index.repository.ts';
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

/** Where the beatmap search index's entries come from (search-index.repository.ts). */
const source = { create: () => new BeatmapSearchIndex(), load: loadSnapshot, changesSince };

/**
 * One database's beatmap search index (lib/live-index.ts) and the presentations of listed
 * beatmaps kept beside it.
 */
class BeatmapLiveIndex extends LiveIndex<BeatmapSearchIndex, IndexedBeatmap> {
  /**
   * The presentation of the last full row read of listed beatmaps, with the index slot it was
   * read under: valid while the beatmap keeps that slot (any change the feed records gives it a
   * new one); the fields from columns the feed does not record are read again for every page.
   */
  rows = new LRUCache<number, { slot: number; beatmap: Beatmap }>({ max: KEPT_ROWS });

  /**
   * The listed beatmaps' columns the feed does not record, answered again from memory while no
   * write is heard (lib/heard-rows.ts, docs/decisions/0041).
   */
  volatiles = new HeardRows<BeatmapVolatile>(this.db, (row) => row.id, KEPT_ROWS);

  constructor(db: Db) {
    super(db, source, () => this.rows.clear());
  }
}

const live = new WeakMap<Db, BeatmapLiveIndex>();

function liveIndex(db: Db): BeatmapLiveIndex {
  return liveIndexOf(live, db, (handle) => new BeatmapLiveIndex(handle));
}

/**
 * Starts loading the beatmap search index of `db` in the background (server start, so the first
 * visitor's search does not wait for it). Resolves when loaded; failures are left to the first
 * list request, which tries again.
 */
export function warmBeatmapSearchIndex(db: Db): Promise<void> {
  return liveIndex(db).ready();
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
export async function listFromSearchIndex(
  db: Db,
  request: IndexListRequest,
): Promise<{ items: Beatmap[]; total: number; estimated: boolean; cursor: number } | undefined> {
  if (!publishedOrder(request.sorts)) return undefined;
  const wanted = request.where ? termsOfTree(request.where, termsOf) : [];
  if (!wanted) return undefined;
  const entry = liveIndex(db);
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
    const items = await pageRows(db, entry, { index, cursor, namesVersion: names.version }, page.ids);
    if (items === NAMES_MOVED) {
      // Users were renamed, added or removed since the names in memory were read: this answer asks
      // PostgreSQL for the uploaders, the names reload in the background (lib/crud/user-names.ts).
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
export async function newestOfUploaders(
  db: Db,
  userIds: readonly number[],
  perUploader: number,
): Promise<{ byUploader: Map<number, Beatmap[]>; cursor: number } | undefined> {
  const entry = liveIndex(db);
  try {
    await entry.ready();
  } catch {
    return undefined;
  }
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const { index, cursor } = entry;
    const pages = userIds.map((userId) => index.page(undefined, 0, perUploader, userId)?.ids ?? []);
    const items = await pageRows(db, entry, { index, cursor, namesVersion: undefined }, pages.flat());
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

/** pageRows' answer when the users' names version moved under the names the page matched. */
const NAMES_MOVED = 'names moved';

/**
 * The presented beatmaps of a page of ids the index gave at its cursor, or undefined (after
 * catching the index up) when the database has moved on since: the columns the change feed does
 * not record are read with the feed's cursor of the same snapshot and laid over the kept
 * presentations, which are read again (and checked against the cursor again) for beatmaps changed
 * since they were kept or not kept yet. The volatile columns come from memory while no write has
 * been heard since they were read (lib/heard-rows.ts): then a page sends no statement.
 */
async function pageRows(
  db: Db,
  entry: BeatmapLiveIndex,
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
      ? findBeatmapVolatilesWithFeedCursor(db, ids)
      : {
          rows: [],
          cursor: await latestCursor(db),
          usersVersion: at.namesVersion === undefined ? -1 : await currentUserNamesVersion(db),
        },
  );
  if (at.namesVersion !== undefined && !namesStillHold(db, at.namesVersion, usersVersion)) return NAMES_MOVED;
  if (cursor !== at.cursor || volatiles.length !== ids.length) {
    await entry.catchUp(cursor, at.cursor);
    return undefined;
  }
  // The index may have moved on while we read (another request caught it up): then its slots
  // are no longer the page's, and the kept rows must not be stamped with them.
  const unchanged = () => entry.index === index && entry.cursor === at.cursor;
  const missing = ids.filter((id) => entry.rows.get(id)?.slot !== index.slot(id));
  if (missing.length > 0) {
    const full = await findBeatmapsByIdsWithFeedCursor(db, missing);
    if (full.cursor !== at.cursor || full.rows.length !== missing.length || !unchanged()) {
      await entry.catchUp(full.cursor, at.cursor);
      return undefined;
    }
    for (const row of full.rows)
      entry.rows.set(row.id, { slot: index.slot(row.id)!, beatmap: presentBeatmap(row) });
  }
  const items: Beatmap[] = [];
  for (const volatile of volatiles) {
    const kept = entry.rows.get(volatile.id);
    // Evicted meanwhile by other requests' rows, or re-stamped by a caught-up index: ask again.
    if (!kept || kept.slot !== index.slot(volatile.id) || !unchanged()) return undefined;
    items.push(withVolatile(kept.beatmap, volatile));
  }
  return items;
}
