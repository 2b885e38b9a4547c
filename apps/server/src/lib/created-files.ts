import type { Storage } from './storage/storage.ts';

/**
 * Tracks the storage keys one upload created, so a failed upload removes exactly those and no
 * more (keys are content-addressed: a key that already existed belongs to other rows too).
 * Usage: `put` while working; on any error `removeAll()` and rethrow. Nothing is removed on success.
 */
export class CreatedFiles {
  private readonly keys: string[] = [];

  constructor(private readonly storage: Storage) {}

  /** Stores `bytes` under `key` (if absent) and returns the key. */
  async put(key: string, bytes: Uint8Array): Promise<string> {
    const { created } = await this.storage.put(key, bytes);
    if (created) this.keys.push(key);
    return key;
  }

  /** Deletes every object this upload created; never throws. */
  async removeAll(): Promise<void> {
    await Promise.allSettled(this.keys.map((k) => this.storage.delete(k)));
  }
}
