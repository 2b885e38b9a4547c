import type { Db } from '../db/client.ts';

/** What {@link LiveIndex} needs of an in-memory index: entries replaced and removed by id. */
export interface ChangeableIndex<T> {
  upsert(entry: T): void;
  remove(id: number): void;
  /** The share (0-1) of its storage held by removed entries; past a quarter a rebuild pays. */
  readonly deadShare: number;
}

/**
 * Where an index's entries come from (the change feed's visible set, docs/decisions/0035):
 * `load` reads every entry in one snapshot, handing them over in batches, and answers the feed
 * cursor of that snapshot; `changesSince` answers, in one snapshot, the entries changed after a
 * cursor (their new state, or their id when no longer visible) and the cursor it stands at.
 */
export interface IndexSource<I extends ChangeableIndex<T>, T> {
  create(): I;
  load(db: Db, each: (batch: T[]) => void): Promise<number>;
  changesSince(db: Db, since: number): Promise<{ cursor: number; upserts: T[]; removals: number[] }>;
}

/** A rebuild from the database replaces the index when this share of it is dead. */
const REBUILD_DEAD_SHARE = 0.25;

/**
 * One database's copy of an in-memory catalogue index and the change-feed cursor it stands at
 * (docs/decisions/0039): loads on first use, catches up from the feed when a page's snapshot shows
 * a newer cursor, rebuilds when a quarter of it is dead or the feed went back (a restored
 * database). Loads and catch-ups run one at a time. `onRebuild` runs after each (re)load, for
 * what a subclass keeps alongside the index.
 */
export class LiveIndex<I extends ChangeableIndex<T>, T> {
  index: I;
  cursor = -1;
  private work: Promise<void> = Promise.resolve();
  private loaded: Promise<void> | undefined;

  constructor(
    readonly db: Db,
    private readonly source: IndexSource<I, T>,
    private readonly onRebuild: () => void = () => undefined,
  ) {
    this.index = source.create();
  }

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
      const { cursor, upserts, removals } = await this.source.changesSince(this.db, this.cursor);
      if (cursor < this.cursor) return this.rebuild();
      for (const id of removals) this.index.remove(id);
      for (const entry of upserts) this.index.upsert(entry);
      this.cursor = cursor;
      if (this.index.deadShare > REBUILD_DEAD_SHARE) await this.rebuild();
    });
  }

  private async rebuild(): Promise<void> {
    const index = this.source.create();
    const cursor = await this.source.load(this.db, (batch) => {
      for (const entry of batch) index.upsert(entry);
    });
    this.index = index;
    this.cursor = cursor;
    this.onRebuild();
  }

  private serialise(step: () => Promise<void>): Promise<void> {
    const next = this.work.then(step);
    this.work = next.catch(() => undefined);
    return next;
  }
}

/**
 * The {@link LiveIndex} of `db` kept in `live`, created by `create` on first use (one per database
 * handle: tests open many).
 */
export function liveIndexOf<L>(live: WeakMap<Db, L>, db: Db, create: (db: Db) => L): L {
  let entry = live.get(db);
  if (!entry) live.set(db, (entry = create(db)));
  return entry;
}
