import type { FastifyRequest } from 'fastify';
import { BadRequest } from '../../errors.ts';

/**
 * Reads the image of `POST /api/models/stages/{id}/cover`: the multipart part named `file` (any
 * file name; the bytes are sniffed later). Throws BadRequest "Required" when it is missing or empty,
 * or when the request is not multipart.
 */
export async function readCoverImage(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart())
    throw new BadRequest('Send the cover as multipart/form-data with a "file" part.');
  let bytes: Uint8Array | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.fieldname === 'file') bytes = data;
    }
  }
  if (!bytes || bytes.byteLength === 0) {
    throw new BadRequest('Required: choose a PNG or JPEG image.', { validation: ['file: Required'] });
  }
  return bytes;
}
