import { COVER_SIZES } from '@synthhub/shared/beatmaps/beatmaps.constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NotFound } from '../../errors.ts';
import type { CoverKeys } from '../covers.ts';
import type { Storage } from '../storage/storage.ts';
import { coverSizeOnTheFly } from './cover-on-the-fly.ts';
import { rememberSmallFile, sendStoredFile } from './send-stored-file.ts';

/** Query of every `GET /api/<kind>/{id}/cover` (formats.md §6.2: `?v=<cover_version>&size=150|250|500`). */
export const coverQuerySchema = z.looseObject({
  size: z.coerce.number().int().optional(),
  v: z.string().optional(),
});

/**
 * Answers a cover request: the smallest stored size ≥ `size` (else 500), or the original when no
 * size is asked. A size not made yet (its job has not run, docs/decisions/0012) is made on the fly
 * with the same bytes; the original answers if that fails. With `v` the response caches for a year
 * (the URL changes with `cover_version`). Throws NotFound (`what` names the item) when there is no
 * cover.
 */
export async function sendCover(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  coverKeys: CoverKeys | null | undefined,
  query: z.infer<typeof coverQuerySchema>,
  what: string,
): Promise<FastifyReply> {
  if (!coverKeys?.orig) throw new NotFound(`${what} has no cover.`);
  const wanted = query.size;
  const size = wanted === undefined ? undefined : (COVER_SIZES.find((s) => s >= wanted) ?? 500);
  let key = (size && coverKeys[String(size) as '150']) || coverKeys.orig;
  if (size && key === coverKeys.orig) {
    const made = await coverSizeOnTheFly(storage, coverKeys.orig, size);
    if (made) {
      key = made.key;
      rememberSmallFile(storage, key, made.bytes);
    }
  }
  await sendStoredFile(request, reply, storage, {
    key,
    contentType: key.endsWith('.png') ? 'image/png' : 'image/jpeg',
    cacheControl: query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
  });
  return reply;
}
