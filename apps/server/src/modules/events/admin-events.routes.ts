import {
  adminEventDetailSchema,
  adminEventRowSchema,
  eventPatchSchema,
} from '@synthhub/shared/events/events.admin.schemas';
import { eventCreateSchema } from '@synthhub/shared/events/events.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema } from '../../lib/crud/list-schema.ts';
import { crudQuerySchema } from '../../lib/crud/parse-query.ts';
import { idParams } from '../../lib/http/id-params.ts';
import { addAdminGate } from '../../policies/admin-gate.ts';
import { signedInUser } from '../../policies/access.ts';
import { registerAdminCategoryRoutes } from './admin-event-categories.routes.ts';
import { adminEventsResource } from './events.admin.crud.ts';
import * as service from './events.admin.service.ts';
import { createAdminEvent } from './events.create.ts';

const createdSchema = z.object({ id: z.number(), slug: z.string(), category_ids: z.array(z.number()) });

/** What the admin events routes take: `now` is the clock of the voting window (tests pass one). */
export interface AdminEventsRoutesOptions {
  now?: () => Date;
}

/**
 * Admin calls for events under `/api/admin/events` (behind the admin gate: 401 anonymous, 403
 * "Unauthorized" otherwise; docs/decisions/0011, 0026; spec §2 Admin area "events, events/{id}"):
 * - `GET /` every event, drafts too, in the list grammar (formats.md §6.1: `s` on title/slug,
 *   `sort`, `page`, `limit`), each with `category_count` and `voter_count`;
 * - `POST /` creates an event with its categories and candidates (shared `eventCreateSchema`,
 *   spec §5): 201 `{id, slug, category_ids}`; 409 taken slug; 400 unknown beatmap;
 * - `GET /:id` the event with categories, candidates and live Borda tallies;
 * - `PATCH /:id` any of title, slug, description, published, featured, voting dates (spec §5; 409 slug);
 * - `POST /:id/close` ends voting now (409 when already closed); `DELETE /:id` deletes it (204);
 * - the category and candidate calls of admin-event-categories.routes.ts.
 * Every change is audited (`event.<verb>`, docs/decisions/0030) in its own transaction.
 */
export const adminEventsRoutes: FastifyPluginAsyncZod<AdminEventsRoutesOptions> = async (app, options) => {
  addAdminGate(app);
  const ctx = { db: app.db, now: options.now ?? (() => new Date()) };
  const tags = ['events'];
  const security = [{ bearer: [] }];
  const config = { access: 'admin' as const };

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Admin: every event (drafts too), paged, searchable by title/slug, sortable',
        querystring: crudQuerySchema(adminEventsResource),
        response: { 200: listResponseSchema(adminEventRowSchema, adminEventsResource) },
        security,
      },
    },
    async (request) => service.listAdminEvents(ctx, request.query as Record<string, unknown>),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Admin: create an event with its categories and candidate beatmaps',
        body: eventCreateSchema,
        response: { 201: createdSchema },
        security,
      },
    },
    async (request, reply) => {
      const created = await createAdminEvent(ctx, signedInUser(request).id, request.body);
      return reply
        .status(201)
        .send({ id: created.id, slug: created.slug, category_ids: created.categoryIds });
    },
  );

  app.get(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Admin: one event (published or not) with categories, candidates and live tallies',
        params: idParams,
        response: { 200: adminEventDetailSchema },
        security,
      },
    },
    async (request) => service.getAdminEvent(ctx, request.params.id),
  );

  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Admin: change an event (the given fields only; spec §5 rules; 409 for a taken slug)',
        params: idParams,
        body: eventPatchSchema,
        response: { 200: adminEventDetailSchema },
        security,
      },
    },
    async (request) =>
      service.updateAdminEvent(ctx, signedInUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/:id/close',
    {
      config,
      schema: {
        tags,
        summary: 'Admin: close voting now (voting_end_date = now); 409 when already closed',
        params: idParams,
        response: { 200: adminEventDetailSchema },
        security,
      },
    },
    async (request) => service.closeVoting(ctx, signedInUser(request).id, request.params.id),
  );

  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Admin: delete an event with its categories, candidates and votes',
        params: idParams,
        security,
      },
    },
    async (request, reply) => {
      await service.deleteAdminEvent(ctx, signedInUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  registerAdminCategoryRoutes(app, ctx);
};
