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
 * (docs/decisions/0041 §3): a count bumped by every notification on {@link CHANGE_CHANNEL} — those
 * of this process's own commits arrive on the committing connection before the commit answers
 * (PostgreSQL: {@link hearOwnCommits}; PGlite: {@link listenOnPglite}), those of other processes
 * on the listening connection milliseconds after they commit — and whenever listening starts or
 * stops. Two equal {@link epoch}s mean nothing was written between them that this process could
 * have known of — apart from another process's commit whose notification is still on its way —
 * so a page read at the first may be answered again at the second without asking the database.
 * Only the announcing tables' statement triggers move it (drizzle/0019_change_notify.sql): a
 * table that an in-memory page reads needs that trigger.
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

  /** A committed write was heard (a notification on {@link CHANGE_CHANNEL}). */
  heard(): void {
    this.count += 1;
  }

  /** Listening began (`true`, after `LISTEN` succeeded) or stopped; either ends the epoch. */
  setListening(listening: boolean): void {
    this.count += 1;
    this.listening = listening;
  }
}

/**
 * The pool's `verify` (node-postgres runs it once on each new connection before handing it out):
 * the connection `LISTEN`s on {@link CHANGE_CHANNEL} and tells `watch` of each notification it
 * receives. A session that listens receives its own transaction's notifications, and PostgreSQL
 * sends them before the `ReadyForQuery` that ends the committing statement (src/backend/tcop/
 * postgres.c: "they'll be seen by the client before ReadyForQuery is"), which node-postgres reads
 * before it answers the statement. So every commit of this process that wrote an announcing table
 * moves the epoch before its caller continues — a request, a job, a flush, a script or a test
 * writing straight through the handle alike — with nothing to call and nothing to forget
 * (docs/decisions/0041 §3, 0049 "The driver is no longer patched"). A rolled-back or failed
 * transaction notifies nothing, as it changed nothing. When `LISTEN` fails the connection is
 * discarded and its checkout fails: no connection of the pool writes unheard.
 */
export function hearOwnCommits(watch: ChangeWatch): NonNullable<pg.PoolConfig['verify']> {
  return (client, done) => {
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL) watch.heard();
    });
    client.query(`LISTEN ${CHANGE_CHANNEL}`).then(
      () => done(),
      (error: Error) => done(error),
    );
  };
}

/**
 * Listens on {@link CHANGE_CHANNEL} with a connection of its own to `connectionString`, telling
 * `watch` of each notification (other processes' commits, milliseconds after them; this process's
 * own are heard on the committing connection: {@link hearOwnCommits}), proving the connection
 * alive every {@link HEARTBEAT_MS}, and connecting again after {@link RECONNECT_MS} when it is lost
 * or its heartbeat fails (not listening meanwhile: no epoch, so nothing is answered from memory).
 * Answers the function that stops it.
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
 * Listens on {@link CHANGE_CHANNEL} in PGlite. Its single session hears its own commits'
 * notifications before the committing statement's caller continues (PGlite queues the listeners
 * as microtasks while it reads the statement's answer, before it resolves it), so every write of
 * the process is heard as on PostgreSQL with {@link hearOwnCommits}. Answers the function that
 * stops it.
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
