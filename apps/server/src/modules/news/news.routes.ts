import {
  newsListQuerySchema,
  newsPageSchema,
  newsPostInputSchema,
  newsPostPatchSchema,
  newsPostSchema,
} from '@synthhub/shared/news/news.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/http/id-params.ts';
import { noContentResponse, storedFileResponse } from '../../lib/http/response-schemas.ts';
import { sendStoredFile } from '../../lib/http/send-stored-file.ts';
import { addAdminGate } from '../../policies/admin-gate.ts';
import { signedInUser } from '../../policies/access.ts';
import * as service from './news.service.ts';

const tags = ['news'];
/** The id or slug after `/api/news/`: a slug may hold one `/` (`2023/coconut-edition`). */
const refParams = z.object({ '*': z.string().max(200) });

/**
 * Public news routes under `/api/news` (spec §2 news pages; docs/decisions/0028):
 * - `GET /api/news?official=&page=`: published posts, newest first, in the list envelope
 *   (formats.md §6.1), 12 a page; `official=true` the official ones (`/news/official`);
 * - `GET /api/news/covers/{id}`: a post's stored cover (JPEG);
 * - `GET /api/news/{idOrSlug}`: one post by id (digits) or slug. A wildcard route, because a slug
 *   may contain one `/` (`/api/news/2023/coconut-edition`); drafts answer 404 except to admins.
 */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Published news posts, newest first (official=true: official posts only), 12 a page',
        querystring: newsListQuerySchema,
        response: { 200: newsPageSchema },
      },
    },
    async (request) =>
      service.listPosts(app, {
        official: request.query.official === undefined ? undefined : request.query.official === 'true',
        page: request.query.page,
        limit: request.query.limit,
      }),
  );

  app.get(
    '/covers/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The stored cover of a news post (JPEG)',
        params: idParams,
        response: storedFileResponse('the cover image', ['image/jpeg', 'image/png']),
      },
    },
    async (request, reply) => {
      const key = await service.getCoverKey(app, request.params.id, request.user);
      await sendStoredFile(request, reply, app.storage, {
        key,
        contentType: key.endsWith('.png') ? 'image/png' : 'image/jpeg',
        cacheControl: 'public, max-age=31536000, immutable',
      });
      return reply;
    },
  );

  app.get(
    '/*',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One news post by id or slug (the slug may contain one "/": 2023/coconut-edition)',
        params: refParams,
        response: { 200: newsPostSchema },
      },
    },
    async (request) => service.getPost(app, request.params['*'], request.user),
  );
};

/**
 * Admin news routes under `/api/admin/news`, behind the admin gate (spec §6; 401 anonymous, 403
 * "Unauthorized" for non-admins): `GET` every post, drafts included; `POST` creates (201 with the
 * post; 409 for a taken slug); `PATCH /{id}` changes the given fields; `DELETE /{id}` removes
 * (204). Bodies follow `newsPostInputSchema` (packages/shared/src/news/news.schemas.ts).
 */
export const adminNewsRoutes: FastifyPluginAsyncZod = async (app) => {
  addAdminGate(app);
  const security = [{ bearer: [] }];

  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Admin: every news post, drafts included, newest first',
        querystring: newsListQuerySchema,
        response: { 200: newsPageSchema },
        security,
      },
    },
    async (request) =>
      service.listPosts(app, {
        official: request.query.official === undefined ? undefined : request.query.official === 'true',
        page: request.query.page,
        limit: request.query.limit,
        drafts: true,
      }),
  );

  app.post(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Admin: create a news post (published: true publishes it now)',
        body: newsPostInputSchema,
        response: { 201: newsPostSchema },
        security,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createPost(app, signedInUser(request), request.body)),
  );

  app.patch(
    '/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Admin: change a news post (the given fields only)',
        params: idParams,
        body: newsPostPatchSchema,
        response: { 200: newsPostSchema },
        security,
      },
    },
    async (request) => service.updatePost(app, signedInUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Admin: delete a news post',
        params: idParams,
        response: noContentResponse,
        security,
      },
    },
    async (request, reply) => {
      await service.deletePost(app, signedInUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
