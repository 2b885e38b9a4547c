import type { FastifyRequest } from 'fastify';

/**
 * Whether the request's `If-None-Match` names `etag` (RFC 9110 §13.1.2): any of its
 * comma-separated tags equal to `etag`, compared weakly (a `W/` prefix on either side is ignored,
 * as the RFC asks for If-None-Match), or `*`. `etag` is a quoted entity tag (`"abc"`). False when
 * the header is absent.
 */
export function ifNoneMatchHit(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const want = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === want;
  });
}
