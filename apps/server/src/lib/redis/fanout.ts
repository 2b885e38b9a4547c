import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { RedisConnections, RedisLog } from './redis-connections.ts';

/** Receives one message of a channel: a JSON value (objects arrive as copies, Dates as strings). */
export type FanoutHandler = (message: unknown) => void;

/**
 * Messages to every server instance of the site (docs/decisions/0036): `publish` delivers the
 * message once to every handler `subscribe`d to the channel, on this instance at once (before
 * `publish` returns) and on the others through Redis pub/sub when `REDIS_URL` is set. Delivery to
 * other instances is at most once: a message sent while Redis is unreachable is lost for them, so
 * what is sent must be a hint that is also right to miss (a cache clear bounded by its TTL, a live
 * notification the bell also polls for), never the only record of anything.
 */
export interface Fanout {
  /** True when messages reach other instances (Redis), false when this process is alone. */
  readonly shared: boolean;
  /**
   * Sends `message` (any JSON value) on `channel`. Local handlers run before it returns; the
   * promise settles when Redis has taken the message (or failed to: logged, never rejected).
   */
  publish(channel: string, message: unknown): Promise<void>;
  /** Calls `handler` with each message of `channel`; returns a function that stops it. */
  subscribe(channel: string, handler: FanoutHandler): () => void;
  /**
   * Resolves once the subscriptions made so far are active in Redis (at most `timeoutMs`, default
   * 2000 ms; a Redis that is down does not hold the start: the subscriptions follow when it is back).
   */
  ready(timeoutMs?: number): Promise<void>;
  /** Stops delivering (the connections themselves are closed by their owner). */
  close(): Promise<void>;
}

/** Runs every handler of `channel` with a copy of `message`; a throwing handler is logged and skipped. */
function deliver(emitter: EventEmitter, channel: string, message: unknown, log: RedisLog): void {
  for (const handler of emitter.listeners(channel) as FanoutHandler[]) {
    try {
      handler(message);
    } catch (error) {
      log.warn({ err: error, channel }, 'a fan-out handler failed');
    }
  }
}

/** JSON round trip: local handlers see what a remote one would. */
const copy = (message: unknown): unknown =>
  message === undefined ? undefined : JSON.parse(JSON.stringify(message));

function subscribeTo(emitter: EventEmitter, channel: string, handler: FanoutHandler): () => void {
  emitter.on(channel, handler);
  return () => void emitter.off(channel, handler);
}

/**
 * The fan-out of a server alone (no `REDIS_URL`): an EventEmitter in this process, delivering
 * synchronously inside `publish`.
 */
export class MemoryFanout implements Fanout {
  readonly shared = false;
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  constructor(private readonly log: RedisLog) {}

  async publish(channel: string, message: unknown): Promise<void> {
    deliver(this.emitter, channel, copy(message), this.log);
  }

  subscribe(channel: string, handler: FanoutHandler): () => void {
    return subscribeTo(this.emitter, channel, handler);
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** What travels through Redis: the sending instance (`o`) and the message (`m`). */
interface Envelope {
  o: string;
  m: unknown;
}

/**
 * The fan-out over Redis pub/sub: channel `<REDIS_KEY_PREFIX>fanout:<channel>`, message
 * `{"o": instance id, "m": message}`. Local handlers are called directly in `publish`; the copy
 * Redis sends back to this instance (same `o`) is dropped, so each handler gets each message once.
 * Subscriptions are made again whenever the subscriber connection becomes ready (after a drop).
 */
export class RedisFanout implements Fanout {
  readonly shared = true;
  /** A random id of this instance, to recognise its own messages coming back. */
  readonly instanceId = randomBytes(8).toString('hex');
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private readonly channels = new Set<string>();
  private pending: Promise<unknown>[] = [];
  private closed = false;

  constructor(
    private readonly redis: RedisConnections,
    private readonly log: RedisLog,
  ) {
    redis.subscriber.on('message', (full: string, raw: string) => this.receive(full, raw));
    redis.subscriber.on('ready', () => {
      if (this.channels.size > 0 && !this.closed) this.track(redis.subscriber.subscribe(...this.channels));
    });
  }

  private readonly full = (channel: string) => `${this.redis.keyPrefix}fanout:${channel}`;

  private receive(full: string, raw: string): void {
    const prefix = `${this.redis.keyPrefix}fanout:`;
    if (this.closed || !full.startsWith(prefix)) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch (error) {
      this.log.warn({ err: error, channel: full }, 'dropped a fan-out message that is not JSON');
      return;
    }
    if (envelope.o === this.instanceId) return;
    deliver(this.emitter, full.slice(prefix.length), envelope.m, this.log);
  }

  private track(subscribing: Promise<unknown>): void {
    const settled = subscribing.catch((error: unknown) =>
      this.log.warn({ err: error }, 'Redis SUBSCRIBE failed; retried when the connection is back'),
    );
    this.pending.push(settled);
  }

  async publish(channel: string, message: unknown): Promise<void> {
    const envelope: Envelope = { o: this.instanceId, m: message };
    const raw = JSON.stringify(envelope);
    deliver(this.emitter, channel, copy(message), this.log);
    if (this.closed) return;
    try {
      await this.redis.command.publish(this.full(channel), raw);
    } catch (error) {
      this.log.warn({ err: error, channel }, 'Redis PUBLISH failed; other instances miss this message');
    }
  }

  subscribe(channel: string, handler: FanoutHandler): () => void {
    const full = this.full(channel);
    if (!this.channels.has(full)) {
      this.channels.add(full);
      // Connects a lazy connection; when it is not ready yet, the 'ready' handler subscribes too
      // (a second SUBSCRIBE to a channel changes nothing).
      this.track(this.redis.subscriber.subscribe(full));
    }
    return subscribeTo(this.emitter, channel, handler);
  }

  async ready(timeoutMs = 2000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    const pending = this.pending;
    this.pending = [];
    await Promise.race([Promise.all(pending), timeout]).finally(() => clearTimeout(timer));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.emitter.removeAllListeners();
  }
}
