import { TypedFastBitSet } from 'typedfastbitset';
import { exact, holds, keepWhere, type Lazy, type Posting, post, toSet } from './slot-sets.ts';
import { SetArena } from './set-arena.ts';
import { EXACT_TOTAL_MAX, roundEstimate } from '../../lib/crud/page-total.ts';
import type { TextOp } from '../../lib/crud/search-terms.ts';
import { evaluate, type IndexSets, TRIGRAM } from './evaluate.ts';
import { TextColumn } from './text-column.ts';
import type { FlagField, IndexCondition, TextField } from './index-condition.ts';

export type { FlagField, IndexCondition, TextField, TextOp };

/**
 * What the index keeps of one public beatmap (docs/decisions/0039): its id and sort key, its
 * uploader, the boolean fields the grammar filters on, the lower-cased text fields as PostgreSQL's
 * `lower()` wrote them (so `ILIKE` and `lower(a) = lower(b)` compare the same here), and the
 * lexemes of its `text_search` vector.
 */
export interface IndexedBeatmap {
  id: number;
  /** `published_at` in ms since the epoch (every public beatmap has one). */
  publishedAtMs: number;
  userId: number;
  ost: boolean;
  explicit: boolean;
  beatSaberConvert: boolean;
  productionMode: boolean;
  /** `lower(title)`, `lower(artist)`, `lower(mapper)` as PostgreSQL computed them. */
  title: string;
  artist: string;
  mapper: string;
  lexemes: string[];
}

/**
 * A page of the index: the ids in list order and the number of matches — exact, or (`estimated`)
 * past EXACT_TOTAL_MAX matches an estimate from a sample (docs/decisions/0034, 0040).
 */
export interface IndexPage {
  ids: number[];
  total: number;
  estimated?: true;
}

/**
 * Checked matches sampled for an estimated total (spread evenly over the unchecked ones). Each
 * check reads a title the rest of a request has pushed out of the CPU caches (~0.4 µs): 256 made
 * the sample most of a `$contL` page's time; 64 gave the same rounded totals on the bench's terms
 * (docs/decisions/0041 "The sample").
 */
const SAMPLE = 64;

/**
 * The public beatmaps in memory, for answering list conditions without PostgreSQL
 * (docs/decisions/0039): each beatmap has a slot; conditions become bitsets over slots (lexeme and
 * trigram posting lists, flag sets, per-uploader lists), intersected with the live slots; the
 * page is cut in the public list's order, `published_at DESC, id DESC` (beatmapsResource's default
 * sort and tie-breaker). A changed beatmap takes a new slot and its old one dies; dead slots stay in
 * the posting lists until {@link deadShare} asks for a rebuild. Not thread-safe; one instance per
 * database (search-index.service.ts).
 */
export class BeatmapSearchIndex {
  private readonly slotOf = new Map<number, number>();
  private readonly ids: number[] = [];
  private readonly publishedAtMs: number[] = [];
  private readonly texts: Record<TextField, TextColumn> = {
    title: new TextColumn(),
    artist: new TextColumn(),
    mapper: new TextColumn(),
  };
  private readonly trigrams: Record<TextField, Map<string, Posting>> = {
    title: new Map(),
    artist: new Map(),
    mapper: new Map(),
  };
  private readonly lexemes = new Map<string, Posting>();
  private readonly byUser = new Map<number, Posting>();
  private readonly flags: Record<FlagField, TypedFastBitSet> = {
    ost: new TypedFastBitSet(),
    explicit: new TypedFastBitSet(),
    beatSaberConvert: new TypedFastBitSet(),
    productionMode: new TypedFastBitSet(),
  };
  private readonly alive = new TypedFastBitSet();
  /** Where an evaluation's sets come from, reused from one evaluation to the next (set-arena.ts). */
  private readonly arena = new SetArena();
  /** The sets above as an evaluation reads them (evaluate.ts). */
  private readonly sets: IndexSets = {
    arena: this.arena,
    alive: this.alive,
    flags: this.flags,
    byUser: this.byUser,
    lexemes: this.lexemes,
    trigrams: this.trigrams,
    texts: this.texts,
  };
  /** Live slots in list order; rebuilt lazily after changes (see ordered). */
  private order: Int32Array = new Int32Array(0);
  private rank: Int32Array = new Int32Array(0);
  private added: number[] = [];
  private removedSince = false;

  /** How many beatmaps the index holds. */
  get size(): number {
    return this.slotOf.size;
  }

  /** The share of slots that are dead (0-1): past a quarter, rebuilding from the database pays. */
  get deadShare(): number {
    return this.ids.length === 0 ? 0 : 1 - this.slotOf.size / this.ids.length;
  }

  /** Adds a beatmap, or replaces the one with its id. */
  upsert(beatmap: IndexedBeatmap): void {
    this.remove(beatmap.id);
    const slot = this.ids.length;
    this.ids.push(beatmap.id);
    this.publishedAtMs.push(beatmap.publishedAtMs);
    this.slotOf.set(beatmap.id, slot);
    for (const field of ['title', 'artist', 'mapper'] as const) {
      const text = beatmap[field];
      this.texts[field].push(text);
      for (let i = 0; i + TRIGRAM <= text.length; i += 1)
        post(this.trigrams[field], text.slice(i, i + TRIGRAM), slot);
    }
    for (const lexeme of beatmap.lexemes) post(this.lexemes, lexeme, slot);
    post(this.byUser, beatmap.userId, slot);
    for (const field of ['ost', 'explicit', 'beatSaberConvert', 'productionMode'] as const) {
      if (beatmap[field]) this.flags[field].add(slot);
    }
    this.alive.add(slot);
    this.added.push(slot);
  }

  /** Removes the beatmap with this id (no-op when absent); its slot dies. */
  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.alive.remove(slot);
    // The slot's texts and postings stay (filtered by `alive`) until a rebuild.
    this.removedSince = true;
  }

  /**
   * The slot of a beatmap id (undefined when absent): it changes whenever the beatmap is replaced,
   * so it versions what a caller keeps of the beatmap alongside this index.
   */
  slot(id: number): number | undefined {
    return this.slotOf.get(id);
  }

  /**
   * The slots matching `condition` (all live slots without one), every string checked, or undefined
   * when part of it cannot be evaluated here (a full-text phrase or prefix): the caller then asks
   * PostgreSQL.
   */
  match(condition: IndexCondition | undefined, userId?: number): TypedFastBitSet | undefined {
    return this.evaluating(() => {
      const lazy = this.lazyMatch(condition, userId);
      // Out of the arena: the answer outlives this evaluation.
      return lazy && this.checked(lazy).clone();
    });
  }

  /** Runs one evaluation with the set arena (its sets must not outlive `run`). */
  private evaluating<T>(run: () => T): T {
    this.arena.begin(this.ids.length);
    try {
      return run();
    } finally {
      this.arena.end();
    }
  }

  private lazyMatch(condition: IndexCondition | undefined, userId?: number): Lazy | undefined {
    let live = this.alive;
    if (userId !== undefined) live = toSet(this.arena, this.byUser.get(userId)).intersection(live);
    if (!condition) return exact(live === this.alive ? this.arena.copy(live) : live);
    const lazy = evaluate(this.sets, condition, live);
    if (!lazy) return undefined;
    return { sure: lazy.sure.intersection(live), maybe: lazy.maybe?.intersection(live), test: lazy.test };
  }

  /** A lazy set's matches, its unchecked slots checked. */
  private checked(lazy: Lazy): TypedFastBitSet {
    if (!lazy.maybe || lazy.maybe.isEmpty()) return lazy.sure;
    return lazy.sure.union(keepWhere(lazy.maybe, lazy.test!));
  }

  /**
   * One page of the matches in list order (`published_at DESC, id DESC`): `offset` matches skipped,
   * at most `limit` returned, and the total. The total is exact up to `exactMax` matches (and
   * whenever no string needs checking); past it, when strings would need checking (`$contL`
   * candidates), only the slots the page walks past are checked and the total is estimated from a
   * sample, flagged `estimated`, never below `exactMax + 1` nor the matches up to this page (plus
   * one after a full page) — lib/crud/page-total.ts's rules for PostgreSQL's estimate
   * (docs/decisions/0034, 0040). Undefined when the condition cannot be evaluated here (see match).
   */
  page(
    condition: IndexCondition | undefined,
    offset: number,
    limit: number,
    userId?: number,
    exactMax: number = EXACT_TOTAL_MAX,
  ): IndexPage | undefined {
    return this.evaluating(() => this.pageOf(condition, offset, limit, userId, exactMax));
  }

  private pageOf(
    condition: IndexCondition | undefined,
    offset: number,
    limit: number,
    userId: number | undefined,
    exactMax: number,
  ): IndexPage | undefined {
    const lazy = this.lazyMatch(condition, userId);
    if (!lazy) return undefined;
    const unchecked = lazy.maybe?.size() ?? 0;
    const sure = lazy.sure.size();
    if (unchecked > 0 && sure + unchecked > exactMax) {
      const estimate = this.estimatedPage(lazy, sure, unchecked, offset, limit, exactMax);
      if (estimate) return estimate;
    }
    const set = this.checked(lazy);
    const total = set.size();
    if (offset >= total) return { ids: [], total };
    const { order, rank } = this.ordered();
    // Walking the list order visits about (offset + limit) × live / total slots; sorting the
    // matches costs total × log2(total) comparisons. Take the cheaper.
    const walk = ((offset + limit) * order.length) / total;
    let slots: number[];
    if (walk > total * Math.log2(total + 1)) {
      slots = set
        .array()
        .sort((a, b) => rank[a]! - rank[b]!)
        .slice(offset, offset + limit);
    } else {
      slots = [];
      let seen = 0;
      for (let i = 0; i < order.length && slots.length < limit; i += 1) {
        const slot = order[i]!;
        if (!set.has(slot)) continue;
        if (seen++ >= offset) slots.push(slot);
      }
    }
    return { ids: slots.map((slot) => this.ids[slot]!), total };
  }

  /**
   * The page of `lazy` by walking the list order and checking only the slots walked past, with an
   * estimated total; undefined when the sample puts the total at `exactMax` or below (then the
   * caller counts exactly). A walk that reaches the end of the order knows the exact total.
   */
  private estimatedPage(
    lazy: Lazy,
    sure: number,
    unchecked: number,
    offset: number,
    limit: number,
    exactMax: number,
  ): IndexPage | undefined {
    // The share of unchecked slots that match, from an even spread of at most SAMPLE of them.
    const step = Math.max(1, Math.floor(unchecked / SAMPLE));
    let sampled = 0;
    let passed = 0;
    let skip = 0;
    const words = lazy.maybe!.words;
    for (let w = 0; w < words.length && sampled < SAMPLE; w += 1) {
      let word = words[w]! | 0;
      while (word !== 0 && sampled < SAMPLE) {
        const bit = word & -word;
        word ^= bit;
        if (skip-- > 0) continue;
        skip = step - 1;
        sampled += 1;
        if (lazy.test!((w << 5) + 31 - Math.clz32(bit))) passed += 1;
      }
    }
    const expected = sure + Math.round((unchecked * passed) / sampled);
    if (expected <= exactMax) return undefined;
    const { order } = this.ordered();
    const slots: number[] = [];
    let seen = 0;
    let i = 0;
    for (; i < order.length && slots.length < limit; i += 1) {
      const slot = order[i]!;
      if (!holds(lazy, slot)) continue;
      if (seen++ >= offset) slots.push(slot);
    }
    const ids = slots.map((slot) => this.ids[slot]!);
    // A walk that reached the end of the order has seen every match.
    if (i >= order.length) return { ids, total: seen };
    const floor = Math.max(exactMax + 1, offset + slots.length + (slots.length === limit ? 1 : 0));
    return { ids, total: Math.max(roundEstimate(expected), floor), estimated: true };
  }

  /** The live slots in list order and each slot's rank in it, merged in after changes. */
  private ordered(): { order: Int32Array; rank: Int32Array } {
    if (this.added.length === 0 && !this.removedSince) return { order: this.order, rank: this.rank };
    const before = (a: number, b: number) =>
      this.publishedAtMs[b]! - this.publishedAtMs[a]! || this.ids[b]! - this.ids[a]!;
    const fresh = this.added.filter((slot) => this.alive.has(slot)).sort(before);
    const kept = this.order.filter((slot) => this.alive.has(slot));
    const order = new Int32Array(kept.length + fresh.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < kept.length || j < fresh.length) {
      order[k++] =
        j >= fresh.length || (i < kept.length && before(kept[i]!, fresh[j]!) < 0) ? kept[i++]! : fresh[j++]!;
    }
    const rank = new Int32Array(this.ids.length);
    for (let r = 0; r < order.length; r += 1) rank[order[r]!] = r;
    this.order = order;
    this.rank = rank;
    this.added = [];
    this.removedSince = false;
    return { order, rank };
  }
}
