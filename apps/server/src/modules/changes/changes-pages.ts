import type { Db } from '../../db/client.ts';
import { ServiceUnavailable } from '../../errors.ts';
import { Admission } from '../../lib/http/admission.ts';
import { latestCursor } from './changes.repository.ts';
import { type ChangesPage, readChangesPage } from './changes.service.ts';

/** How long a page read from the database is answered again to clients asking the same, in ms. */
export const CHANGES_PAGE_REUSE_MS = 5000;

/** Pages kept for reuse at once (at most 10,000 changes each: a few MB apiece). */
export const CHANGES_PAGES_KEPT = 8;

/** Page reads from the database running at once; the others wait (docs/decisions/0047). */
export const CHANGES_PAGE_READS_AT_ONCE = 2;

/** Page reads that may wait; beyond them a page request answers 503. */
export const CHANGES_PAGE_READS_WAITING = 500;

/** Seconds a page request refused because the feed is busy is told to wait. */
const BUSY_RETRY_AFTER_S = 5;

/**
 * The change feed's pages of one database, shared between the clients that ask for the same one
 * (docs/decisions/0047): 50 clients reconnecting from cursor 0 read the feed's first pages once,
 * not 50 times. A page is named by its `since`, its `limit` and the feed's newest cursor when asked
 * (`latest`): while no change is added, the same three give the same page, so an answer is reused
 * for CHANGES_PAGE_REUSE_MS (8 kept), and a read under way is joined rather than repeated. A
 * client at the newest cursor gets its empty page without reading the feed. Reads from the
 * database run CHANGES_PAGE_READS_AT_ONCE at a time, so catch-ups queue behind each other instead
 * of taking the database from the site's other requests.
 */
export class SharedChangePages {
  /** Pages read from the database since start (tests, the decision's figures). */
  reads = 0;
  private readonly kept = new Map<string, { page: ChangesPage; until: number }>();
  private readonly reading = new Map<string, Promise<ChangesPage>>();
  private latestAsked: Promise<number> | undefined;
  private readonly admission = new Admission({
    concurrency: CHANGES_PAGE_READS_AT_ONCE,
    maxQueued: CHANGES_PAGE_READS_WAITING,
    maxWaitMs: 60_000,
  });

  constructor(private readonly db: Db) {}

  /** The feed's newest cursor; clients asking at the same moment share one query. */
  latest(): Promise<number> {
    this.latestAsked ??= latestCursor(this.db).finally(() => (this.latestAsked = undefined));
    return this.latestAsked;
  }

  /**
   * Up to `limit` changes after `since` (see readChangesPage), shared as described above;
   * `knownLatest`: the newest cursor the caller just read (one query fewer). Throws
   * ServiceUnavailable (503, Retry-After 5 s) when CHANGES_PAGE_READS_WAITING reads already wait.
   */
  async page(since: number, limit: number, knownLatest?: number): Promise<ChangesPage> {
    const latest = knownLatest ?? (await this.latest());
    if (since >= latest) return { changes: [], next: since, more: false };
    const key = `${since}:${limit}:${latest}`;
    const now = Date.now();
    const kept = this.kept.get(key);
    if (kept && kept.until > now) return kept.page;
    const under = this.reading.get(key);
    if (under) return under;
    const read = this.read(since, limit).then((page) => {
      this.keep(key, page);
      return page;
    });
    this.reading.set(key, read);
    try {
      return await read;
    } finally {
      this.reading.delete(key);
    }
  }

  /**
   * Drops the kept pages: after a compaction (changes.compaction.ts) removed rows without adding
   * one, the newest cursor no longer tells a kept page from a fresh one.
   */
  forget(): void {
    this.kept.clear();
  }

  private async read(since: number, limit: number): Promise<ChangesPage> {
    const done = await this.admission.run(() => {
      this.reads++;
      return readChangesPage(this.db, since, limit);
    });
    if (!done.ok)
      throw new ServiceUnavailable(
        `The change feed is busy serving other clients. Try again in ${BUSY_RETRY_AFTER_S} seconds.`,
        BUSY_RETRY_AFTER_S,
      );
    return done.value;
  }

  private keep(key: string, page: ChangesPage): void {
    const now = Date.now();
    for (const [k, v] of this.kept) if (v.until <= now) this.kept.delete(k);
    this.kept.delete(key);
    this.kept.set(key, { page, until: now + CHANGES_PAGE_REUSE_MS });
    while (this.kept.size > CHANGES_PAGES_KEPT) this.kept.delete(this.kept.keys().next().value!);
  }
}

const perDatabase = new WeakMap<Db, SharedChangePages>();

/** The shared pages of `db` (one per database, as the in-memory indexes are). */
export function sharedChangePages(db: Db): SharedChangePages {
  let pages = perDatabase.get(db);
  if (!pages) perDatabase.set(db, (pages = new SharedChangePages(db)));
  return pages;
}
