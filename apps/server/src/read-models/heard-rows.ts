import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { heardEpoch } from '../db/change-watch.ts';

/** Rows read by id with the change-feed cursor and users' names version of their snapshot (-1: no row). */
export interface RowsAtCursor<R> {
  rows: R[];
  cursor: number;
  usersVersion: number;
}

/** The epoch, feed cursor and names version that a set of kept rows was read at. */
interface Stamp {
  epoch: number;
  cursor: number;
  usersVersion: number;
}

/**
 * The page rows an in-memory index reads by id (the beatmaps' volatile columns, a named kind's
 * rows), kept with the epoch of what the process had heard of writes when they were read
 * (db/change-watch.ts; docs/decisions/0041): while the epoch has not moved, a page whose every
 * row is kept is answered from memory, with the cursor and names version the last read showed —
 * no statement. Any write heard (a notification of a commit to an announcing table: another
 * instance's milliseconds later, this process's own before its commit answers) moves the epoch,
 * and the next page reads again. Rows are kept least recently read first out, up to `max`.
 */
export class HeardRows<R> {
  /** Each row with the snapshot stamp it was read under (valid while that stamp is {@link at}). */
  private readonly kept: LRUCache<number, { at: Stamp; row: R }>;
  private at: Stamp | undefined;

  constructor(
    private readonly db: Db,
    private readonly idOf: (row: R) => number,
    max: number,
  ) {
    this.kept = new LRUCache({ max });
  }

  /**
   * The rows with these ids in their order, with the cursor and names version of the snapshot
   * they stand at: from memory when nothing was heard since they were read and they were read at
   * `cursor` (the index's own: a memory answer never shows another), a page with no id included;
   * else from `read` (one statement), whose answer is kept when nothing was heard while it ran.
   * Throws what `read` throws.
   */
  async read(
    ids: readonly number[],
    cursor: number,
    read: () => Promise<RowsAtCursor<R>>,
  ): Promise<RowsAtCursor<R>> {
    const epoch = heardEpoch(this.db);
    if (epoch !== undefined && this.at?.epoch === epoch && this.at.cursor === cursor) {
      const rows = this.fromMemory(ids, this.at);
      if (rows) return { rows, cursor: this.at.cursor, usersVersion: this.at.usersVersion };
    }
    const answer = await read();
    // The snapshot began after `epoch` was read; a write heard meanwhile may or may not be in it.
    if (epoch === undefined || heardEpoch(this.db) !== epoch) return answer;
    if (answer.cursor < 0 || answer.usersVersion < 0) return answer;
    if (this.at?.epoch !== epoch)
      this.at = { epoch, cursor: answer.cursor, usersVersion: answer.usersVersion };
    else if (this.at.cursor !== answer.cursor || this.at.usersVersion !== answer.usersVersion) {
      // Another instance's commit whose notification is still on its way: keep nothing until it is heard.
      this.at = undefined;
      return answer;
    }
    const at = this.at;
    for (const row of answer.rows) this.kept.set(this.idOf(row), { at, row });
    return answer;
  }

  private fromMemory(ids: readonly number[], at: Stamp): R[] | undefined {
    const rows: R[] = [];
    for (const id of ids) {
      const kept = this.kept.get(id);
      if (kept?.at !== at) return undefined;
      rows.push(kept.row);
    }
    return rows;
  }
}
