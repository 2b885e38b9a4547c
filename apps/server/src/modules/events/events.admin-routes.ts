import { eventCreateSchema } from '@synthhub/shared/events/events.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequest, Conflict } from '../../errors.ts';
import { foreignKeyViolation, uniqueViolation } from '../../lib/unique-violation.ts';
import { addAdminGate } from '../../policies/admin-gate.ts';
import { createEvent } from './events.create.ts';

const createdSchema = z.object({ id: z.number(), slug: z.string(), category_ids: z.array(z.number()) });

/**
 * Admin calls for events under `/api/admin/events` (behind the admin gate: 401 anonymous, 403
 * "Unauthorized" otherwise; docs/decisions/0011). `POST /` creates an event with its categories and
 * candidates from the shared `eventCreateSchema` (spec §5 title/slug rules), in one transaction:
 * 201 `{id, slug, category_ids}`; 409 when the slug is taken; 400 naming an unknown beatmap id.
 * The admin screens come with the admin area; this is what they and self-hosters' scripts call.
 */
export const adminEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  addAdminGate(app);
  app.post(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['events'],
        summary: 'Admin: create an event with its categories and candidate beatmaps',
        body: eventCreateSchema,
        response: { 201: createdSchema },
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) => {
      const { categories, ...event } = request.body;
      try {
        const created = await createEvent(
          app.db,
          event,
          categories.map((c) => ({ name: c.name, beatmapIds: c.beatmap_ids })),
        );
        return reply
          .status(201)
          .send({ id: created.id, slug: created.slug, category_ids: created.categoryIds });
      } catch (error) {
        if (uniqueViolation(error))
          throw new Conflict(`The slug "${event.slug}" is already used by another event.`, { cause: error });
        if (foreignKeyViolation(error))
          throw new BadRequest('A candidate beatmap does not exist', {
            cause: error,
            validation: ['categories: every beatmap_ids entry must be an existing beatmap'],
          });
        throw error;
      }
    },
  );
};
