import { createdSchema } from '@synthhub/shared/items/item.schemas';
import {
  modDetailSchema,
  modIndexSchema,
  modInputSchema,
  modListQuerySchema,
  modListSchema,
  modPatchSchema,
  modSlugSchema,
  modVersionPatchSchema,
} from '@synthhub/shared/mods/mods.schemas';
import { DB_ID_MESSAGE, dbIdTextSchema, isDbIdText } from '@synthhub/shared/api/ids';
import { slugReference } from '@synthhub/shared/api/slug-reference';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ifNoneMatchHit } from '../../lib/http/etag.ts';
import { idParams } from '../../lib/http/id-params.ts';
import { coverResponse, noContentResponse, notModifiedResponse } from '../../lib/http/response-schemas.ts';
import { coverQuerySchema, sendCover } from '../../lib/http/send-cover.ts';
import { signedInUser } from '../../policies/access.ts';
import { registerItemDownloads } from '../items/index.ts';
import { modDownloads } from './mod-downloads.ts';
import { buildModIndex } from './mod-index.ts';
import { editModVersion, uploadModVersion } from './mod-versions.service.ts';
import { setModCover } from './mod-files.service.ts';
import { listMods } from './mods.list.ts';
import { createMod, editMod, getMod, getModDetail, removeMod } from './mods.service.ts';

const tags = ['mods'];
/**
 * A mod by id or by slug: all digits is an id (DB_ID_MESSAGE when out of range, as every `:id`),
 * anything else must be a slug (packages/shared `modSlugSchema`), taken in any case (docs/decisions/0046).
 */
const slugOrIdParams = z.object({
  id: z
    .string()
    .transform(slugReference)
    .superRefine((text, ctx) => {
      if (/^\d+$/.test(text)) {
        if (!isDbIdText(text)) ctx.addIssue({ code: 'custom', message: DB_ID_MESSAGE });
      } else if (!modSlugSchema.safeParse(text).success) {
        ctx.addIssue({ code: 'custom', message: 'must be a mod id or slug' });
      }
    }),
});
const versionParams = z.object({ id: dbIdTextSchema, versionId: dbIdTextSchema });

/**
 * Mod routes under `/api/mods` (spec §2 `/mods`; packages/shared/src/mods: every shape and rule).
 * Thin: parse, authorize, call the service. Mods are the fifth content kind: deletion, covers,
 * downloads and their counting, votes and the content policy are the item kernel's
 * (modules/items); list, detail and writes are mods' own (slugs, versions, co-authors).
 * `GET /index` is a static path, so Fastify matches it before `/:id`.
 */
export const modsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Mods: q, platform, game_version, sort, order, page, limit; mine=1 your own (drafts too)',
        querystring: modListQuerySchema,
        response: { 200: modListSchema },
      },
    },
    async (request) => listMods(app, request.query, request.user),
  );

  app.get(
    '/index',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Every released mod and version for mod managers; strong ETag, If-None-Match → 304',
        response: { 200: modIndexSchema, ...notModifiedResponse },
      },
    },
    async (request, reply) => {
      const { body, etag } = await buildModIndex(app);
      reply.header('etag', etag).header('cache-control', 'no-cache');
      // The body is sent as built (already JSON), so its bytes are the ones the ETag names.
      const raw = reply as FastifyReply;
      if (ifNoneMatchHit(request, etag)) return raw.status(304).send();
      return raw.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    '/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One mod by id or slug, with every version (highest first)',
        params: slugOrIdParams,
        response: { 200: modDetailSchema },
      },
    },
    async (request) => getModDetail(app, request.params.id, request.user),
  );

  app.post(
    '/',
    {
      config: { access: 'user' },
      // The named limit `upload` (lib/http/rate-limits.ts), shared by every kind's new items.
      preHandler: app.rateLimits('upload'),
      schema: {
        tags,
        summary: 'Create a mod → 201 {id}',
        body: modInputSchema,
        response: { 201: createdSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createMod(app, signedInUser(request), request.body)),
  );

  app.patch(
    '/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Edit a mod (owner, co-authors, admins; co_authors: owner or admin)',
        params: idParams,
        body: modPatchSchema,
        response: { 200: modDetailSchema },
      },
    },
    async (request) => editMod(app, signedInUser(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Delete a mod (owner or admin)',
        params: idParams,
        response: noContentResponse,
      },
    },
    async (request, reply) => {
      await removeMod(app, signedInUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/:id/versions',
    {
      config: { access: 'owner' },
      preHandler: app.rateLimits('upload'),
      schema: {
        tags,
        summary: 'Add a version: multipart `file` (.zip or .dll) and `data` (JSON) → 201 {id}',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: createdSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await uploadModVersion(app, signedInUser(request), request.params.id, request)),
  );

  app.patch(
    '/:id/versions/:versionId',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Deprecate or restore a version, or edit its changelog (owner, co-authors, admins)',
        params: versionParams,
        body: modVersionPatchSchema,
        response: { 200: modDetailSchema },
      },
    },
    async (request) =>
      editModVersion(app, signedInUser(request), request.params.id, request.params.versionId, request.body),
  );

  app.get(
    '/:id/cover',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Cover image; size 150, 250 or 500 px (square JPEG), else the original',
        params: idParams,
        querystring: coverQuerySchema,
        response: coverResponse,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const mod = await getMod(app, id, request.user).catch(() => undefined);
      return sendCover(request, reply, app.storage, mod?.coverKeys, request.query, `Mod ${id}`);
    },
  );

  app.post(
    '/:id/cover',
    {
      config: { access: 'owner' },
      preHandler: app.rateLimits('upload'),
      schema: {
        tags,
        summary: 'Replace the cover: multipart `file`, a PNG or JPEG (owner, co-authors, admins)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: modDetailSchema },
      },
    },
    async (request) => setModCover(app, signedInUser(request), request.params.id, request),
  );

  registerItemDownloads(app, 'mod', tags, modDownloads);
};
