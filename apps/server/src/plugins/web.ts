import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler.ts';

/**
 * Serves the built web app from `webDist` and answers every non-API GET with `index.html` so the
 * SPA router takes over (issue 2 item 2). Hashed assets cache for a year; index.html never caches.
 * Unknown `/api/*` routes answer the spec's 404 shape.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Looked up per request (not indexed at boot), so a rebuild is served without a restart;
      // a missing file falls through to the not-found handler below.
      wildcard: true,
      index: false,
      setHeaders(res, path) {
        if (path.includes(`${join(webDist, 'assets')}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  if (hasWeb) {
    // The root is a folder to the static handler; the SPA answers it.
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(
        errorBody(404, isApi ? `No API route ${request.method} ${path}` : 'This page could not be found'),
      );
  });
}
