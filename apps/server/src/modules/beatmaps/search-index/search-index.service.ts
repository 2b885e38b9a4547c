import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client.ts';
import { latestCursor } from '../../changes/index.ts';
import type { CondNode, SortSpec } from '../../../lib/crud/types.ts';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { presentBeatmap, withVolatile } from '../beatmaps.presenter.ts';
import {
  findBeatmapsByIdsWithFeedCursor,
  findBeatmapVolatilesWithFeedCursor,
} from '../beatmaps.repository.ts';
import {
  changesSince,
  loadSnapshot,
  type NormalisedTerm,
  normaliseTerms,
  userIdsWhere,
} from './search-index.repository.ts';
import {
  BeatmapSearchIndex,
  type FlagField,
  type IndexCondition,
  type TextField,
  type TextOp,
} from './search-index.ts';
import { parseTsQuery } from './tsquery.ts';

/** A rebuild from the database replaces the index when this share of its slots is dead. */
const REBUILD_DEAD_SHARE = 0.25;
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
const TEXT_OPS: Partial<Record<string, TextOp>> = {
  $contL: 'contains',
  $exclL: 'excludes',
  $eqL: 'equals',
  $neL: 'differs',
  $startsL: 'starts',
  $endsL: 'ends',
};

/**
 * One database's beatmap search index and the feed cursor it stands at (docs/decisions/0039).
 * Loads on first use; catches up from the change feed (`item_changes`) whenever a page's snapshot
 * shows a newer cursor; rebuilds when a quarter of its slots are dead or the feed went back
 * (a restored database). Loads and catch-ups run one at a time.
 */
class LiveIndex {
  index = new BeatmapSearchIndex();
  cursor = -1;
  /**
   * The presentation of the last full row read of listed beatmaps, with the index slot it was
   * read under: valid while the beatmap keeps that slot (any change the feed records gives it a
   * new one); the fields from columns the feed does not record are read again for every page.
   */
  rows = new LRUCache<number, { slot: number; beatmap: Beatmap }>({ max: KEPT_ROWS });
  private work: Promise<void> = Promise.resolve();
  private loaded: Promise<void> | undefined;

  constructor(private readonly db: Db) {}

  /**
   * Resolves once the index has been loaded (the first call starts the load). A failed load
   * rejects, and the next call tries again.
   */
  ready(): Promise<void> {
    this.loaded ??= this.serialise(() => this.rebuild()).catch((error: unknown) => {
      this.loaded = undefined;
      throw error;
    });
    return this.loaded;
  }

  /**
   * Brings the index up to a snapshot that showed cursor `seen` (-1: a snapshot that could not
   * tell) after the index stood at `from`. When the index has moved since `from`, the snapshot may
   * be older than the index: nothing to do, the caller looks again. Otherwise a `seen` below the
   * index's cursor means the feed went back (a restored database): rebuild.
   */
  catchUp(seen: number, from: number): Promise<void> {
    return this.serialise(async () => {
      if (this.cursor !== from) return; // another request caught the index up meanwhile
      if (seen >= 0 && seen === this.cursor) return;
      if (seen >= 0 && seen < this.cursor) return this.rebuild();
      const { cursor, upserts, removals } = await changesSince(this.db, this.cursor);
      if (cursor < this.cursor) return this.rebuild();
      for (const id of removals) this.index.remove(id);
      for (const beatmap of upserts) this.index.upsert(beatmap);
      this.cursor = cursor;
      if (this.index.deadShare > REBUILD_DEAD_SHARE) await this.rebuild();
    });
  }

  private async rebuild(): Promise<void> {
    const index = new BeatmapSearchIndex();
    const cursor = await loadSnapshot(this.db, (batch) => {
      for (const beatmap of batch) index.upsert(beatmap);
    });
    this.index = index;
    this.cursor = cursor;
    this.rows.clear();
  }

  private serialise(step: () => Promise<void>): Promise<void> {
    const next = this.work.then(step);
    this.work = next.catch(() => undefined);
    return next;
  }
}

const live = new WeakMap<Db, LiveIndex>();

function liveIndex(db: Db): LiveIndex {
  let entry = live.get(db);
  if (!entry) live.set(db, (entry = new LiveIndex(db)));
  return entry;
}

/**
 * Starts loading the beatmap search index of `db` in the background (server start, so the first
 * visitor's search does not wait for it). Resolves when loaded; failures are left to the first
 * list request, which tries again.
 */
export function warmBeatmapSearchIndex(db: Db): Promise<void> {
  return liveIndex(db).ready();
}

/** `lower()` and the tsquery of each search term, memoised per process (pure functions of the term). */
const terms = new LRUCache<string, NormalisedTerm>({ max: 10_000 });

async function normalised(db: Db, wanted: string[]): Promise<Map<string, NormalisedTerm>> {
  const missing = [...new Set(wanted.filter((term) => !terms.has(term)))];
  if (missing.length > 0)
    for (const [term, value] of await normaliseTerms(db, missing)) terms.set(term, value);
  return new Map(wanted.map((term) => [term, terms.get(term)!]));
}

/** The string a condition's value compares as (compile.ts binds `String(value)`). */
function scalarText(value: CondNode & { kind: 'field' }): string | undefined {
  const v = Array.isArray(value.value) ? undefined : value.value;
  return v === null || v === undefined || v instanceof Date ? undefined : String(v);
}

/** The terms a condition tree needs normalised, or undefined when part of it is not for the index. */
function termsOf(node: CondNode): string[] | undefined {
  if (node.kind !== 'field') {
    const all: string[] = [];
    for (const item of node.items) {
      const found = termsOf(item);
      if (!found) return undefined;
      all.push(...found);
    }
    return all;
  }
  const text = scalarText(node);
  if (node.field === 'text_search' && node.op === '$tsQuery') return text === undefined ? undefined : [text];
  if (TEXT_FIELDS[node.field] && TEXT_OPS[node.op]) return text === undefined ? undefined : [text];
  if (node.field === 'user.username' && (node.op === '$contL' || node.op === '$eqL')) return [];
  if (FLAG_FIELDS[node.field] && (node.op === '$eq' || node.op === '$ne')) {
    return typeof node.value === 'boolean' ? [] : undefined;
  }
  if (node.field === 'user.id' && node.op === '$eq' && typeof node.value === 'number') return [];
  return undefined;
}

async function toCondition(
  db: Db,
  node: CondNode,
  normal: Map<string, NormalisedTerm>,
): Promise<IndexCondition> {
  if (node.kind !== 'field') {
    return {
      kind: node.kind,
      items: await Promise.all(node.items.map((item) => toCondition(db, item, normal))),
    };
  }
  const text = scalarText(node) ?? '';
  if (node.field === 'text_search')
    return { kind: 'tsquery', query: parseTsQuery(normal.get(text)!.tsquery) };
  const textField = TEXT_FIELDS[node.field];
  if (textField)
    return { kind: 'text', field: textField, op: TEXT_OPS[node.op]!, term: normal.get(text)!.lower };
  const flag = FLAG_FIELDS[node.field];
  if (flag) return { kind: 'flag', field: flag, equals: (node.value === true) === (node.op === '$eq') };
  if (node.field === 'user.id') return { kind: 'users', ids: [node.value as number] };
  return { kind: 'users', ids: await userIdsWhere(db, node.op, node.value) };
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
 * True when the list order is the index's: the default sort or `published_at DESC` (with the
 * tie-breaker `id DESC` the grammar appends; lib/crud/compile.ts).
 */
function indexOrder(sorts: readonly SortSpec[]): boolean {
  return (
    sorts.length === 0 ||
    (sorts.length === 1 && sorts[0]!.field === 'published_at' && sorts[0]!.order === 'DESC')
  );
}

/**
 * One page of public beatmaps (published, not deleted, with a publish date) answered by the
 * search index (docs/decisions/0039): the conditions are evaluated in memory, the page's rows
 * read by id with the feed cursor of the same snapshot, and the answer kept only when that cursor
 * is the index's (else the index catches up and tries again). `total` is exact; `cursor` is the
 * change-feed cursor the answer stands at. Undefined when
 * the request is not one the index answers (a condition, operator or sort it does not know, a
 * full-text phrase or prefix) or the feed kept moving: the caller asks PostgreSQL. Throws what the
 * database throws.
 */
export async function listFromSearchIndex(
  db: Db,
  request: IndexListRequest,
): Promise<{ items: Beatmap[]; total: number; cursor: number } | undefined> {
  if (!indexOrder(request.sorts)) return undefined;
  const wanted = request.where ? termsOf(request.where) : [];
  if (!wanted) return undefined;
  const entry = liveIndex(db);
  try {
    await entry.ready();
  } catch {
    return undefined; // the index could not load (logged by server.ts at start): PostgreSQL answers
  }
  const normal = await normalised(db, wanted);
  const condition = request.where ? await toCondition(db, request.where, normal) : undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const { index, cursor } = entry;
    const page = index.page(condition, request.offset, request.limit, request.userId);
    if (!page) return undefined;
    const items = await pageRows(db, entry, { index, cursor }, page.ids);
    if (items) return { items, total: page.total, cursor };
  }
  return undefined;
}

/**
 * The presented beatmaps of a page of ids the index gave at its cursor, or undefined (after
 * catching the index up) when the database has moved on since: the columns the change feed does
 * not record are read with the feed's cursor of the same snapshot and laid over the kept
 * presentations, which are read again (and checked against the cursor again) for beatmaps changed
 * since they were kept or not kept yet.
 */
async function pageRows(
  db: Db,
  entry: LiveIndex,
  at: { index: BeatmapSearchIndex; cursor: number },
  ids: number[],
): Promise<Beatmap[] | undefined> {
  const { index } = at;
  const { rows: volatiles, cursor } =
    ids.length > 0
      ? await findBeatmapVolatilesWithFeedCursor(db, ids)
      : { rows: [], cursor: await latestCursor(db) };
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
