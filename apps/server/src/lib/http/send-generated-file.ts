import { ifNoneMatchHit } from './etag.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from './send-stored-file.ts';

/** A file made per request (a playlist's `.playlist`): its bytes, strong ETag, type and attachment name. */
export interface GeneratedFile {
  bytes: Uint8Array;
  etag: string;
  contentType: string;
  downloadName: string;
}

/**
 * Answers a generated download as an attachment (quoted `Content-Disposition`, design.md §2
 * "Downloads"; formats.md §6.4) with its ETag and `private, max-age=0, must-revalidate` (it changes
 * with every edit): 304 when `If-None-Match` names the ETag, else 200 with the bytes. `onFullBody`
 * is called before a whole GET body is sent (not for a 304 or a HEAD) — where downloads are counted.
 */
export async function sendGeneratedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: GeneratedFile,
  onFullBody?: () => void,
): Promise<FastifyReply> {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.downloadName))
    .header('etag', file.etag)
    .header('cache-control', 'private, max-age=0, must-revalidate');
  if (ifNoneMatchHit(request, file.etag)) return reply.status(304).send();
  if (request.method === 'GET') onFullBody?.();
  return reply.status(200).send(Buffer.from(file.bytes));
}
