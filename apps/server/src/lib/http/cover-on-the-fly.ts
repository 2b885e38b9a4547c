import { LRUCache } from 'lru-cache';
import { makeCoverSize } from '../covers.ts';
import { contentKey } from '../storage/content-key.ts';
import type { Storage } from '../storage/storage.ts';

/** A cover size made on the fly: its content key (the one the cover-sizes job will store) and bytes. */
export interface CoverSize {
  key: string;
  bytes: Buffer;
}

const made = new LRUCache<string, Promise<CoverSize | null>>({ max: 512 });

/**
 * The cover size `size` (px) of the stored original `orig`, made now — for the moment between an
 * upload's commit and its cover-sizes job (docs/decisions/0012). The bytes and key are those the
 * job stores (lib/covers.ts `makeCoverSize` is deterministic), so ETags and year-long caching stay
 * right. Kept per (original, size) in a small LRU (512 entries; concurrent requests share one
 * resize). Null when the original is missing or cannot be decoded.
 */
export function coverSizeOnTheFly(storage: Storage, orig: string, size: number): Promise<CoverSize | null> {
  const id = `${orig}|${size}`;
  let pending = made.get(id);
  if (!pending) {
    pending = (async () => {
      const read = await storage.read(orig);
      if (!read) return null;
      try {
        const image = await makeCoverSize(read, size);
        return { key: contentKey('covers', image.bytes, image.ext), bytes: Buffer.from(image.bytes) };
      } catch {
        return null;
      }
    })();
    made.set(id, pending);
  }
  return pending;
}
