import {
  adminTagPageSchema,
  adminTagSchema,
  tagListQuerySchema,
  tagMergeSchema,
  tagNameBodySchema,
  tagRefParams,
  tagSuggestionsSchema,
  tagSuggestQuerySchema,
} from '@synthhub/shared/tags/tags.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContentResponse } from '../../lib/http/response-schemas.ts';
import { addAdminGate } from '../../policies/admin-gate.ts';
import { signedInUser } from '../../policies/access.ts';
import * as service from './tags.service.ts';

const tags = ['tags'];
const security = [{ bearer: [] }];

/** `GET /api/tags?q=` (docs/decisions/0031-tags.md): up to 10 tag names for the forms' suggestions. */
export const tagsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Tag suggestions: up to 10 tags containing q, those starting with it first',
        querystring: tagSuggestQuerySchema,
        response: { 200: tagSuggestionsSchema },
      },
    },
    async (request) => service.suggestTags(app, request.query.q),
  );
};

/**
 * Admin tag routes under `/api/admin/tags`, behind the admin gate (spec §2 "Admin area" tags, §5
 * "Tags", §6; docs/decisions/0031-tags.md). Every change is audited (`tag.*`):
 * - `GET /` every tag in the registry or in use with `beatmaps`, `stages`, `total` (list envelope);
 * - `POST /` `{name}` creates (201; 400 breaking the spec §5 rule; 409 when it exists);
 * - `PATCH /{name}` `{name}` renames everywhere (404 unknown; 409 when the new name exists: merge);
 * - `POST /merge` `{from, into}` merges (every item keeps `into` once; 404 unknown);
 * - `DELETE /{name}` deletes an unused tag (204; 409 naming how many items use it).
 */
export const adminTagsRoutes: FastifyPluginAsyncZod = async (app) => {
  addAdminGate(app);
  const config = { access: 'admin' as const };

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Admin: every tag in the registry or in use, with beatmap and stage counts',
        querystring: tagListQuerySchema,
        response: { 200: adminTagPageSchema },
        security,
      },
    },
    async (request) => service.listTags(app, request.query),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Admin: create a tag (spec §5 rule; 409 when it exists)',
        body: tagNameBodySchema,
        response: { 201: adminTagSchema },
        security,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createTag(app, signedInUser(request).id, request.body.name)),
  );

  app.post(
    '/merge',
    {
      config,
      schema: {
        tags,
        summary: 'Admin: merge tag "from" into "into" (items keep one; "from" is removed)',
        body: tagMergeSchema,
        response: { 200: adminTagSchema },
        security,
      },
    },
    async (request) => service.mergeTags(app, signedInUser(request).id, request.body),
  );

  app.patch(
    '/:name',
    {
      config,
      schema: {
        tags,
        summary: 'Admin: rename a tag everywhere (409 when the new name exists: merge instead)',
        params: tagRefParams,
        body: tagNameBodySchema,
        response: { 200: adminTagSchema },
        security,
      },
    },
    async (request) =>
      service.renameTag(app, signedInUser(request).id, request.params.name, request.body.name),
  );

  app.delete(
    '/:name',
    {
      config,
      schema: {
        tags,
        summary: 'Admin: delete a tag no item uses (409 naming the uses otherwise)',
        params: tagRefParams,
        response: noContentResponse,
        security,
      },
    },
    async (request, reply) => {
      await service.deleteTag(app, signedInUser(request).id, request.params.name);
      return reply.status(204).send();
    },
  );
};
