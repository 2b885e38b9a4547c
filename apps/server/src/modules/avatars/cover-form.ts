import type { FastifyRequest } from 'fastify';
import { BadRequest } from '../../errors.ts';

/** Largest cover image accepted by `POST /api/models/avatars/{id}/cover`, in bytes (10 MiB). */
export const AVATAR_COVER_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Reads the multipart body of `POST /api/models/avatars/{id}/cover`: the image in the `file` part
 * (any name; the bytes decide whether it is a PNG or JPEG). Throws BadRequest "file: Required" when
 * it is missing or empty; a file over `AVATAR_COVER_MAX_BYTES` makes @fastify/multipart throw its
 * 413 error.
 */
export async function readCoverForm(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart())
    throw new BadRequest('Send the cover as multipart/form-data with a "file" part.');
  let bytes: Uint8Array | undefined;
  for await (const part of request.parts({ limits: { fileSize: AVATAR_COVER_MAX_BYTES, files: 1 } })) {
    if (part.type !== 'file') continue;
    const data = await part.toBuffer();
    if (part.fieldname === 'file') bytes = data;
  }
  if (!bytes || bytes.byteLength === 0) {
    throw new BadRequest('Required: choose a PNG or JPEG image for the cover.', {
      validation: ['file: Required'],
    });
  }
  return bytes;
}
