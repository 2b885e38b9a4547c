import { COVER_SIZES } from '@synthhub/shared/beatmaps/beatmaps.constants';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { type CoverKeys, makeCoverVariants } from './covers.ts';
import { CreatedFiles } from './created-files.ts';
import type { TaskJob } from './jobs/job-queue.ts';
import { contentKey } from './storage/content-key.ts';
import type { Storage } from './storage/storage.ts';
import { STORAGE_KEY_COLUMNS } from './storage/sweep.ts';

/** The payload of a cover-sizes job: the stored original's key. */
export const coverSizesSchema = z.object({ orig: z.string().min(1) });

/** Every `cover_keys` column (beatmaps, beatmap versions, playlists, stages, avatars). */
const COVER_COLUMNS = STORAGE_KEY_COLUMNS.filter(({ column }) => column.name === 'cover_keys');

/**
 * Adds `sizes` to every row whose cover is `orig` (`cover_keys || sizes` where `cover_keys->>'orig'
 * = orig`), whatever its kind: covers are content-addressed, so items with the same image share
 * its sizes. Returns how many rows it changed.
 */
export async function addCoverSizes(tx: Db, orig: string, sizes: CoverKeys): Promise<number> {
  let changed = 0;
  for (const { table, column } of COVER_COLUMNS) {
    const result = await tx.execute(
      sql`update ${table} set ${sql.identifier(column.name)} = ${column} || ${JSON.stringify(sizes)}::jsonb
          where ${column}->>'orig' = ${orig} returning 1 as one`,
    );
    changed += (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows).length;
  }
  return changed;
}

/**
 * The task that makes a stored cover's sizes after its upload committed (lib/covers.ts
 * `storeCover`; docs/decisions/0012): reads the original, makes the 150/250/500 px JPEGs, stores
 * them through {@link CreatedFiles} (so the storage sweep and a concurrent cleanup cannot lose
 * them, docs/decisions/0007) and adds them to every row with that original. Idempotent: the sizes
 * have content keys, so a second run stores nothing new and writes the same keys. An original
 * that is gone (the item was deleted) or cannot be decoded is left as it is: the original stays
 * the served cover.
 */
export function coverSizesJob(ctx: { db: Db; storage: Storage }): TaskJob<{ orig: string }> {
  return {
    schema: coverSizesSchema,
    async run({ orig }) {
      const read = await ctx.storage.read(orig);
      if (!read) return;
      const variants = await makeCoverVariants(read);
      if (!variants) return;
      const files = new CreatedFiles(ctx);
      const sizes: CoverKeys = {};
      for (const size of COVER_SIZES) {
        const image = variants.get(size)!;
        sizes[String(size) as '150'] = await files.put(
          contentKey('covers', image.bytes, image.ext),
          image.bytes,
        );
      }
      try {
        const changed = await files.commit((tx) => addCoverSizes(tx, orig, sizes));
        if (changed === 0) await files.removeAll();
      } catch (error) {
        await files.removeAll();
        throw error;
      }
    },
  };
}
