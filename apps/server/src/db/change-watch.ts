import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client.ts';

/**
 * The channel on which the catalogue tables' statement triggers announce a committed write
 * (`drizzle/0019_change_notify.sql`; docs/decisions/0042). The payload is the table's name.
 */
export const CHANGE_CHANNEL = 'synthhub_changes';

/** How long the listener waits before connecting again after losing its connection, in ms. */
const RECONNECT_MS = 1_000;

/**
 * What this process has heard of writes to the catalogue tables of one database
 * (docs/decisions/0042): a count bumped by every notification on {@link CHANGE_CHANNEL}, by every
 * write statement sent through this process's own connections (before its caller sees it
 * complete), and whenever listening starts or stops. Two equal {@link epoch}s mean nothing was
 * written between them that this process could have known of — apart from another process's
 * commit whose notification is still on its way (milliseconds) — so a page read at the first may
 * be answered again at the second without asking the database.
 */
export class ChangeWatch {
  private count = 0;
  private listening = false;
  private started = false;

  /** @param start begins listening (called once, at the first {@link epoch}); undefined: never listens. */
  constructor(private readonly start?: (watch: ChangeWatch) => void) {}

  /**
   * The current epoch, or undefined while not listening (not yet connected, reconnecting, or an
   * engine without a listener): then nothing may be answered from memory. The first call starts
   * the listener.
   */
  epoch(): number | undefined {
    if (!this.started) {
      this.started = true;
      this.start?.(this);
    }
    return this.listening ? this.count : undefined;
  }

  /** A write was heard (a notification, or a write statement of this process completed). */
  heard(): void {
    this.count += 1;
  }

  /** Listening began (`true`, after `LISTEN` succeeded) or stopped; either ends the epoch. */
  setListening(listening: boolean): void {
    this.count += 1;
    this.listening = listening;
  }
}

/** Statements that cannot write: a plain `SELECT` (a write inside a transaction is caught at its COMMIT). */
const READ_ONLY = /^\s*select\b/i;

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Makes every statement of `client` that may write call `heard` when it completes, before its
 * caller continues (promise and callback forms of node-postgres' `query`; a submittable, which
 * answers neither, counts at once).
 */
export function reportWrites(client: pg.PoolClient, heard: () => void): void {
  const query = client.query.bind(client) as QueryFn;
  (client as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (text !== undefined && READ_ONLY.test(text)) return query(...args);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        heard();
        return (callback as QueryFn)(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) void result.then(heard, heard);
    else heard();
    return result;
  };
}

/**
 * Listens on {@link CHANGE_CHANNEL} with a connection of its own to `connectionString`, telling
 * `watch` of each notification, and connects again after {@link RECONNECT_MS} when the connection
 * is lost (not listening meanwhile). Answers the function that stops it.
 */
export function listenOnPostgres(connectionString: string, watch: ChangeWatch): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = undefined;
    watch.setListening(false);
    void failed.end().catch(() => undefined);
    if (!stopped) timer = setTimeout(connect, RECONNECT_MS).unref();
  };
  const connect = () => {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('notification', () => watch.heard());
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next
      .connect()
      .then(() => next.query(`LISTEN ${CHANGE_CHANNEL}`))
      .then(() => {
        if (client === next && !stopped) watch.setListening(true);
      })
      .catch(() => lost(next));
  };
  connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const last = client;
    client = undefined;
    watch.setListening(false);
    await last?.end().catch(() => undefined);
  };
}

/**
 * Listens on {@link CHANGE_CHANNEL} in PGlite, whose single session hears its own commits'
 * notifications before the committing statement answers. Answers the function that stops it.
 */
export function listenOnPglite(client: PGlite, watch: ChangeWatch): () => Promise<void> {
  let unlisten: (() => Promise<void>) | undefined;
  let stopped = false;
  void client
    .listen(CHANGE_CHANNEL, () => watch.heard())
    .then((stop) => {
      unlisten = stop;
      if (stopped) return stop();
      watch.setListening(true);
    })
    .catch(() => undefined);
  return async () => {
    stopped = true;
    watch.setListening(false);
    await unlisten?.().catch(() => undefined);
  };
}

const watches = new WeakMap<object, ChangeWatch>();

/** Records the {@link ChangeWatch} of a database handle (db/client.ts `openDb`). */
export function registerChangeWatch(db: Db, watch: ChangeWatch): void {
  watches.set(db, watch);
}

/**
 * The epoch of what the process has heard of writes to `db` ({@link ChangeWatch.epoch}), or
 * undefined when the handle has no watch or is not listening: then answers must ask the database.
 */
export function heardEpoch(db: Db): number | undefined {
  return watches.get(db)?.epoch();
}
