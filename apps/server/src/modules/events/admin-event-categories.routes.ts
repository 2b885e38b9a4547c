import {
  adminEventDetailSchema,
  eventCandidateBodySchema,
  eventCategoryBodySchema,
  eventCategoryOrderSchema,
} from '@synthhub/shared/events/events.admin.schemas';
import { dbIdTextSchema } from '@synthhub/shared/api/ids';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/http/id-params.ts';
import { signedInUser } from '../../policies/access.ts';
import * as categories from './events.admin-categories.ts';
import type { AdminEventsContext } from './events.admin.service.ts';

const categoryParams = z.object({ id: dbIdTextSchema, categoryId: dbIdTextSchema });
const candidateParams = categoryParams.extend({ beatmapId: dbIdTextSchema });

/**
 * The category and candidate calls of `/api/admin/events` (registered inside its gated plugin),
 * each answering the admin view of the event (`adminEventDetailSchema`, live tallies):
 * `POST /:id/categories` `{name}` (201), `PATCH /:id/categories/:categoryId` `{name}`,
 * `DELETE /:id/categories/:categoryId`, `PUT /:id/categories/order` `{category_ids}`,
 * `POST /:id/categories/:categoryId/beatmaps` `{beatmap_id}` (201; published beatmaps only),
 * `DELETE /:id/categories/:categoryId/beatmaps/:beatmapId`. Rules: events.admin-categories.ts.
 */
export function registerAdminCategoryRoutes(app: FastifyInstance, ctx: AdminEventsContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = {
    tags: ['events'],
    security: [{ bearer: [] }],
    response: { 200: adminEventDetailSchema, 201: adminEventDetailSchema },
  };
  const config = { access: 'admin' as const };

  r.post(
    '/:id/categories',
    {
      config,
      schema: {
        ...base,
        summary: 'Admin: add a category at the end',
        params: idParams,
        body: eventCategoryBodySchema,
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await categories.addCategory(ctx, signedInUser(req).id, req.params.id, req.body.name)),
  );
  r.put(
    '/:id/categories/order',
    {
      config,
      schema: {
        ...base,
        summary: 'Admin: reorder the categories',
        params: idParams,
        body: eventCategoryOrderSchema,
      },
    },
    async (req) =>
      categories.reorderCategories(ctx, signedInUser(req).id, req.params.id, req.body.category_ids),
  );
  r.patch(
    '/:id/categories/:categoryId',
    {
      config,
      schema: {
        ...base,
        summary: 'Admin: rename a category',
        params: categoryParams,
        body: eventCategoryBodySchema,
      },
    },
    async (req) =>
      categories.renameCategory(
        ctx,
        signedInUser(req).id,
        req.params.id,
        req.params.categoryId,
        req.body.name,
      ),
  );
  r.delete(
    '/:id/categories/:categoryId',
    {
      config,
      schema: {
        ...base,
        summary: 'Admin: remove a category with its candidates and votes',
        params: categoryParams,
      },
    },
    async (req) => categories.removeCategory(ctx, signedInUser(req).id, req.params.id, req.params.categoryId),
  );
  r.post(
    '/:id/categories/:categoryId/beatmaps',
    {
      config,
      schema: {
        ...base,
        summary: 'Admin: add a published beatmap as a candidate',
        params: categoryParams,
        body: eventCandidateBodySchema,
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await categories.addCandidate(
            ctx,
            signedInUser(req).id,
            req.params.id,
            req.params.categoryId,
            req.body.beatmap_id,
          ),
        ),
  );
  r.delete(
    '/:id/categories/:categoryId/beatmaps/:beatmapId',
    {
      config,
      schema: {
        ...base,
        summary: 'Admin: remove a candidate (and the votes for it)',
        params: candidateParams,
      },
    },
    async (req) =>
      categories.removeCandidate(
        ctx,
        signedInUser(req).id,
        req.params.id,
        req.params.categoryId,
        req.params.beatmapId,
      ),
  );
}
