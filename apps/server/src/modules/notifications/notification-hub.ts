import type { Notification } from '@synthhub/shared/notifications/notifications.schemas';
import type { Fanout } from '../../lib/redis/fanout.ts';

/** The fan-out channel of new notifications: `{userId, notification}` (lib/redis/fanout.ts). */
export const NOTIFICATIONS_CHANNEL = 'notifications';

/**
 * A message of {@link NOTIFICATIONS_CHANNEL}: a notification for `userId`'s streams, or `end`:
 * close them (the account was suspended; docs/decisions/0047).
 */
type HubMessage = { userId: number; notification: Notification } | { userId: number; end: true };

const isHubMessage = (message: unknown): message is HubMessage => {
  const m = message as { userId?: unknown; notification?: unknown; end?: unknown } | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    Number.isInteger(m.userId) &&
    (m.end === true || (typeof m.notification === 'object' && m.notification !== null))
  );
};

/** One open stream: `send` writes a notification to it, `close` ends it. */
export interface HubClient {
  send(notification: Notification): void;
  close(): void;
}

/**
 * The fan-out of new notifications to the open `GET /api/notifications/stream` connections of
 * each user (docs/decisions/0017). `publish` sends through `fanout` (lib/redis/fanout.ts): this
 * instance delivers to its own streams at once, and with `REDIS_URL` set every other instance
 * delivers to the streams it holds (Redis pub/sub; docs/decisions/0036). A message lost while
 * Redis is unreachable still reaches the tab through the bell's polling (spec §9).
 */
export class NotificationHub {
  private readonly clients = new Map<number, Set<HubClient>>();
  private readonly unsubscribe: () => void;

  constructor(private readonly fanout: Fanout) {
    this.unsubscribe = fanout.subscribe(NOTIFICATIONS_CHANNEL, (message) => {
      if (!isHubMessage(message)) return;
      if ('end' in message) this.closeStreams(message.userId);
      else this.deliver(message.userId, message.notification);
    });
  }

  /** Adds a stream of `userId`; returns a function that removes it. */
  add(userId: number, client: HubClient): () => void {
    let set = this.clients.get(userId);
    if (!set) this.clients.set(userId, (set = new Set()));
    set.add(client);
    return () => {
      set.delete(client);
      if (set.size === 0 && this.clients.get(userId) === set) this.clients.delete(userId);
    };
  }

  /**
   * Sends `notification` to every open stream of `userId` on every instance (this one's before
   * it returns); a failing stream is closed and dropped.
   */
  publish(userId: number, notification: Notification): void {
    const message: HubMessage = { userId, notification };
    void this.fanout.publish(NOTIFICATIONS_CHANNEL, message);
  }

  /**
   * Ends every open stream of `userId` on every instance (this one's before it returns): the
   * account was suspended (docs/decisions/0047). Its browser's EventSource reconnects with a new
   * ticket, which the suspended account cannot get.
   */
  endStreams(userId: number): void {
    const message: HubMessage = { userId, end: true };
    void this.fanout.publish(NOTIFICATIONS_CHANNEL, message);
  }

  private closeStreams(userId: number): void {
    for (const client of [...(this.clients.get(userId) ?? [])]) client.close();
  }

  /** Sends `notification` to the streams of `userId` this instance holds. */
  private deliver(userId: number, notification: Notification): void {
    for (const client of this.clients.get(userId) ?? []) {
      try {
        client.send(notification);
      } catch {
        client.close();
      }
    }
  }

  /** How many streams `userId` has open (tests, logs). */
  count(userId: number): number {
    return this.clients.get(userId)?.size ?? 0;
  }

  /** Ends every stream and stops listening to other instances (the app is closing). */
  closeAll(): void {
    this.unsubscribe();
    for (const set of this.clients.values()) for (const client of set) client.close();
    this.clients.clear();
  }
}
