import type { Notification } from '@synthhub/shared/notifications/notifications.schemas';

/** One open stream: `send` writes a notification to it, `close` ends it. */
export interface HubClient {
  send(notification: Notification): void;
  close(): void;
}

/**
 * The in-process fan-out of new notifications to the open `GET /api/notifications/stream`
 * connections of each user (docs/decisions/0017). Only streams held by this process are reached:
 * with several server instances, `publish` must go through a shared channel (Redis pub/sub when
 * `REDIS_URL` is set, design.md §6) so every instance delivers to its own streams; until then a
 * tab on another instance still gets the notification from its polling fallback (spec §9).
 */
export class NotificationHub {
  private readonly clients = new Map<number, Set<HubClient>>();

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

  /** Sends `notification` to every open stream of `userId`; a failing stream is closed and dropped. */
  publish(userId: number, notification: Notification): void {
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

  /** Ends every stream (the app is closing). */
  closeAll(): void {
    for (const set of this.clients.values()) for (const client of set) client.close();
    this.clients.clear();
  }
}
