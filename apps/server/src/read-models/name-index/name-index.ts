import { TEXT_TEST, type TextOp } from '../../lib/crud/search-terms.ts';
import type { ChangeableIndex } from '../live-index.ts';

/**
 * What the name index keeps of one public item (playlist, stage, avatar; docs/decisions/0040): its
 * id and sort key, its uploader, and `lower(name)` as PostgreSQL computed it (so `ILIKE` and
 * `lower(a) = lower(b)` compare the same here).
 */
export interface IndexedName {
  id: number;
  /** `published_at` in ms since the epoch (every public item has one). */
  publishedAtMs: number;
  userId: number;
  /** `lower(name)`. */
  name: string;
}

/**
 * A condition the name index evaluates: string operators on the lower-cased name (terms already
 * `lower()`ed by PostgreSQL), uploader ids (`user.id`, or `user.username` resolved by the grammar's
 * own SQL), and their `and`/`or`.
 */
export type NameCondition =
  | { kind: 'and' | 'or'; items: NameCondition[] }
  | { kind: 'text'; op: TextOp; term: string }
  | { kind: 'users'; ids: ReadonlySet<number> };

/** A page of the index: the ids in list order and the exact number of matches. */
export interface NamePage {
  ids: number[];
  total: number;
}

function matches(condition: NameCondition, item: IndexedName): boolean {
  switch (condition.kind) {
    case 'and':
      return condition.items.every((c) => matches(c, item));
    case 'or':
      return condition.items.some((c) => matches(c, item));
    case 'text':
      return TEXT_TEST[condition.op](item.name, condition.term);
    case 'users':
      return condition.ids.has(item.userId);
  }
}

/** The list order of the public lists: `published_at DESC, id DESC` (default sort and tie-breaker). */
function listOrder(a: IndexedName, b: IndexedName): number {
  return b.publishedAtMs - a.publishedAtMs || b.id - a.id;
}

/**
 * The public items of one kind in memory, in list order (docs/decisions/0040): a page is one walk
 * of that order testing each item, which counts the exact total on the way. For the kinds with
 * thousands of items, not the beatmaps' hundred thousands (a walk of 5,000 names measured tens of
 * µs; the beatmaps have posting lists, beatmaps/search-index). Not thread-safe; one instance per
 * database and kind (name-index.service.ts).
 */
export class NameIndex implements ChangeableIndex<IndexedName> {
  private readonly byId = new Map<number, IndexedName>();
  /** The items in list order; undefined after a change until the next page sorts them again. */
  private order: IndexedName[] | undefined = [];

  /** How many items the index holds. */
  get size(): number {
    return this.byId.size;
  }

  /** Always 0: a removed item leaves nothing behind. */
  readonly deadShare = 0;

  /** Adds an item, or replaces the one with its id. */
  upsert(item: IndexedName): void {
    this.byId.set(item.id, item);
    this.order = undefined;
  }

  /** Removes the item with this id (no-op when absent). */
  remove(id: number): void {
    if (this.byId.delete(id)) this.order = undefined;
  }

  /**
   * One page of the items matching `condition` (all without one) and uploaded by `userId` when
   * given, in list order: `offset` matches skipped, at most `limit` returned, and the exact total.
   */
  page(condition: NameCondition | undefined, offset: number, limit: number, userId?: number): NamePage {
    this.order ??= [...this.byId.values()].sort(listOrder);
    const ids: number[] = [];
    let total = 0;
    for (const item of this.order) {
      if (userId !== undefined && item.userId !== userId) continue;
      if (condition && !matches(condition, item)) continue;
      if (total >= offset && ids.length < limit) ids.push(item.id);
      total += 1;
    }
    return { ids, total };
  }
}
