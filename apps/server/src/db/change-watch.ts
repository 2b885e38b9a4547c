import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './db.ts';

/**
 * The channel on which the catalogue tables' statement triggers announce a committed write
 * (`drizzle/0019_change_notify.sql`; docs/decisions/0041). The payload is the table's name.
 */
export const CHANGE_CHANNEL = 'synthhub_changes';

/** How long the listener waits before connecting again after losing its connection, in ms. */
const RECONNECT_MS = 1_000;
/**
 * How often the listener proves its connection alive with a `SELECT 1`, in ms, and how long that
 * may take: a connection dropped without a reset (a proxy's idle timeout) would otherwise go on
 * hearing nothing, and pages would stay as they were read.
 */
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 3_000;

/**
 * What this process has heard of writes to the catalogue tables of one database
 * (docs/decisions/0041): a count bumped by every notification on {@link CHANGE_CHANNEL}, by every
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

/** Statements that change no row: they open, mark or set up a transaction. */
const NO_DATA = /^\s*(?:savepoint|release|set)\b/i;

const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;

const COMMIT = /^\s*(?:commit|end)\b/i;
const ROLLBACK = /^\s*rollback\s*;?\s*$/i;

/** The table an `INSERT`, `UPDATE` or `DELETE` (as Drizzle writes them) targets. */
const WRITE_TARGET = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?[\s(]/i;

/**
 * Tables that no in-memory catalogue page reads and whose writes reach none of the tables it
 * reads (no trigger, no cascade into them): sessions and sign-in state, notifications, the audit
 * log, uploads in progress, download history, jobs, reports, follows, scores. A write to one of
 * them does not move the epoch; a write to any other table — or a statement this cannot read —
 * does (docs/decisions/0041).
 */
export const QUIET_TABLES: ReadonlySet<string> = new Set([
  'refresh_tokens',
  'api_tokens',
  'sign_in_flows',
  'sign_in_grants',
  'password_reset_tokens',
  'device_codes',
  'user_identities',
  'notifications',
  'audit_log',
  'pending_uploads',
  'beatmap_downloads',
  'jobs',
  'reports',
  'follows',
  'scores',
]);

type QueryFn = (...args: unknown[]) => unknown;

/**
 * What a statement of `text` moves: nothing (a read, a write to a {@link QUIET_TABLES} table,
 * transaction bookkeeping), the epoch once it completes (`'now'`), or — for a COMMIT — the epoch
 * when the transaction wrote a table that is not quiet (`'commit'`); `'begin'` and `'rollback'`
 * start and end a transaction.
 */
function effectOf(text: string | undefined): 'none' | 'now' | 'commit' | 'begin' | 'rollback' {
  if (text === undefined) return 'now';
  if (READ_ONLY.test(text) || NO_DATA.test(text)) return 'none';
  if (BEGIN.test(text)) return 'begin';
  if (COMMIT.test(text)) return 'commit';
  if (ROLLBACK.test(text)) return 'rollback';
  const target = WRITE_TARGET.exec(text)?.[1];
  return target !== undefined && QUIET_TABLES.has(target.toLowerCase()) ? 'none' : 'now';
}

/**
 * Makes every statement of `client` that may write a catalogue table call `heard` when it
 * completes, before its caller continues (promise and callback forms of node-postgres' `query`;
 * a submittable, which answers neither, counts at once), and its transaction's COMMIT too.
 */
export function reportWrites(client: pg.PoolClient, heard: () => void): void {
  const query = client.query.bind(client) as QueryFn;
  let wroteInTransaction = false;
  (client as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string } | undefined;
    const effect = effectOf(typeof first === 'string' ? first : first?.text);
    if (effect === 'none') return query(...args);
    if (effect === 'begin' || effect === 'rollback') {
      wroteInTransaction = false;
      return query(...args);
    }
    if (effect === 'commit') {
      if (!wroteInTransaction) return query(...args);
      wroteInTransaction = false;
    } else wroteInTransaction = true;
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
 * `watch` of each notification, proving the connection alive every {@link HEARTBEAT_MS}, and
 * connecting again after {@link RECONNECT_MS} when it is lost or its heartbeat fails (not
 * listening meanwhile). Answers the function that stops it.
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
    const next = new pg.Client({ connectionString, keepAlive: true, query_timeout: HEARTBEAT_TIMEOUT_MS });
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
  const heartbeat = setInterval(() => {
    const current = client;
    if (current && watch.epoch() !== undefined) void current.query('SELECT 1').catch(() => lost(current));
  }, HEARTBEAT_MS).unref();
  connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    clearInterval(heartbeat);
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
