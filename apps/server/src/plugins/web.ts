import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler.ts';
import { ServerRender } from './server-render.ts';
import { pickEncoding, type WebFile, WebFiles, type WebFilesOptions } from './web-files.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Answers one web file from memory: `cache-control` as given, a strong ETag with `If-None-Match` →
 * 304, and the brotli or gzip form when the client accepts it (`vary: accept-encoding`).
 */
function sendWebFile(request: FastifyRequest, reply: FastifyReply, file: WebFile, cacheControl: string) {
  reply
    .header('cache-control', cacheControl)
    .header('etag', file.etag)
    .header('content-type', file.contentType);
  if (file.br || file.gzip) reply.header('vary', 'accept-encoding');
  const inm = request.headers['if-none-match'];
  if (inm?.split(',').some((t) => t.trim() === file.etag || t.trim() === '*'))
    return reply.status(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding'], file);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.body);
}

/**
 * Serves the built web app from `webDist` (design.md §2) out of memory (plugins/web-files.ts):
 * every non-API GET that names no built file gets `index.html` so the SPA router takes over, but
 * a missing file of the build (below `/assets/` or another folder of the build, or a top-level
 * `name.ext`) answers 404 (`WebFiles.isBuildPath`, docs/decisions/0048).
 * Files under `/assets/` (content-hashed names) cache for a year; everything else, the shell
 * first, is `no-cache` (revalidated by ETag). Files built after start are served without a
 * restart: each is compared with the disk at most once a second (`options.checkIntervalMs`).
 * Unknown `/api/*` routes and non-GET requests answer the spec's 404 shape. Pages whose route opts
 * in (the beatmap lists) are rendered on the server into the shell when the build has its server
 * renderer beside it in `<webDist>-ssr` (plugins/server-render.ts, docs/decisions/0029), unless
 * `serverRender` is false.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  options: WebFilesOptions & { serverRender?: boolean } = {},
): Promise<void> {
  const files = new WebFiles(webDist, options);
  const render = options.serverRender === false ? null : new ServerRender(app, webDist);
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    return reply
      .status(404)
      .send(
        errorBody(404, isApi ? `No API route ${request.method} ${path}` : 'This page could not be found'),
      );
  };
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) return notFound(request, reply);
    const file = path === '/' || path.endsWith('/') ? null : await files.get(path);
    if (file) return sendWebFile(request, reply, file, path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    // A missing file of the build is a 404, never the shell: a page of an older deploy asking for its
    // old chunks must see a load failure, not HTML in place of a script (docs/decisions/0048).
    if (await files.isBuildPath(path)) return notFound(request, reply.header('cache-control', 'no-cache'));
    const shell = await files.get('/index.html');
    if (!shell) return notFound(request, reply);
    const page = render && (await render.page(request, shell.body.toString('utf8')));
    if (page) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    return sendWebFile(request, reply, shell, 'no-cache');
  });
  app.setNotFoundHandler(notFound);
}
