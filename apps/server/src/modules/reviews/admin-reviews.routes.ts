import { adminReviewSchema, reviewModerationBodySchema } from '@synthhub/shared/admin/reviews.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listResponseSchema } from '../../lib/crud/list-schema.ts';
import { crudQuerySchema } from '../../lib/crud/parse-query.ts';
import { idParams as params } from '../../lib/http/id-params.ts';
import { noContentResponse } from '../../lib/http/response-schemas.ts';
import { addAdminGate } from '../../policies/admin-gate.ts';
import { signedInUser } from '../../policies/access.ts';
import { adminReviewsResource } from './admin-reviews.crud.ts';
import {
  deleteReviewAsAdmin,
  getAdminReview,
  hideReview,
  listAdminReviews,
  unhideReview,
} from './admin-reviews.service.ts';

const admin = { access: 'admin' } as const;
const doc = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

/**
 * `/api/admin/reviews` behind the admin gate (spec §2 "Admin area" reviews; docs/decisions/0027):
 * `GET /` (list grammar + `hidden`/`beatmap_id`/`user_id`), `GET /{id}`, `POST /{id}/hide {reason}`,
 * `POST /{id}/unhide` (both answer the review) and `DELETE /{id} {reason}` (204). Audited; the
 * author is notified.
 */
export const adminReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  addAdminGate(app);
  app.get(
    '/',
    {
      config: admin,
      schema: {
        ...doc('Admin: reviews (hidden ones too), searchable, filtered and paged, newest first'),
        querystring: crudQuerySchema(adminReviewsResource),
        response: { 200: listResponseSchema(adminReviewSchema, adminReviewsResource) },
      },
    },
    async (request) => listAdminReviews(app, request.query),
  );
  app.get(
    '/:id',
    {
      config: admin,
      schema: { ...doc('Admin: one review, hidden or not'), params, response: { 200: adminReviewSchema } },
    },
    async (request) => getAdminReview(app, request.params.id),
  );
  app.post(
    '/:id/hide',
    {
      config: admin,
      schema: {
        ...doc('Admin: hide a review (off the list and counts); the author is told why'),
        params,
        body: reviewModerationBodySchema,
        response: { 200: adminReviewSchema },
      },
    },
    async (request) => hideReview(app, signedInUser(request), request.params.id, request.body.reason),
  );
  app.post(
    '/:id/unhide',
    {
      config: admin,
      schema: { ...doc('Admin: show a hidden review again'), params, response: { 200: adminReviewSchema } },
    },
    async (request) => unhideReview(app, signedInUser(request), request.params.id),
  );
  app.delete(
    '/:id',
    {
      config: admin,
      schema: {
        ...doc('Admin: delete a review; the author is told why'),
        params,
        body: reviewModerationBodySchema,
        response: noContentResponse,
      },
    },
    async (request, reply) => {
      await deleteReviewAsAdmin(app, signedInUser(request), request.params.id, request.body.reason);
      return reply.code(204).send();
    },
  );
};
