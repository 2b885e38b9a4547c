import { dbIdTextSchema } from '@synthhub/shared/api/ids';
import {
  reviewCreateSchema,
  reviewPatchSchema,
  reviewReplySchema,
  reviewSchema,
  reviewsPageSchema,
  reviewsQuerySchema,
} from '@synthhub/shared/reviews/reviews.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/http/id-params.ts';
import { noContentResponse } from '../../lib/http/response-schemas.ts';
import { signedInUser } from '../../policies/access.ts';
import * as service from './reviews.service.ts';

const tags = ['reviews'];
const security = [{ bearer: [] }];
const reviewParams = z.object({ id: dbIdTextSchema, reviewId: dbIdTextSchema });

/**
 * Beatmap review routes, registered under `/api/beatmaps` (spec §2 child `reviews`;
 * docs/decisions/0027):
 * - `GET /{id}/reviews?page&limit`: anyone who may see the beatmap; newest first, with `mine`;
 * - `POST /{id}/reviews` `{text, recommend}`: signed in (401), not the mapper (403), once (409); 201;
 * - `PATCH /{id}/reviews/{reviewId}` `{text?, recommend?}` and `DELETE` (204): the author (403);
 * - `PUT /{id}/reviews/{reviewId}/reply` `{text}`: the beatmap's mapper (403); '' removes the reply.
 * The edit, delete and reply routes are access class `user` (policies/access.ts), not `owner`: who
 * may act is the review's author or the beatmap's mapper, checked by the review policy
 * (policies/review.ts) in the service. Bad bodies answer 400 naming the field ("Invalid body: text: Review text must be at least 10 characters").
 */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "A beatmap's reviews, newest first: {data, count, total, page, pageCount, mine, review_count, recommend_count}",
        params: idParams,
        querystring: reviewsQuerySchema,
        response: { 200: reviewsPageSchema },
      },
    },
    async (request) => service.listReviews(app, request.user, request.params.id, request.query),
  );

  app.post(
    '/:id/reviews',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Review a beatmap (one review per user; not your own beatmap)',
        params: idParams,
        body: reviewCreateSchema,
        response: { 201: reviewSchema },
        security,
      },
    },
    async (request, reply) => {
      const review = await service.createReview(app, signedInUser(request), request.params.id, request.body);
      return reply.status(201).send(review);
    },
  );

  app.patch(
    '/:id/reviews/:reviewId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Edit your review (text and/or recommend)',
        params: reviewParams,
        body: reviewPatchSchema,
        response: { 200: reviewSchema },
        security,
      },
    },
    async (request) =>
      service.editReview(
        app,
        signedInUser(request),
        request.params.id,
        request.params.reviewId,
        request.body,
      ),
  );

  app.delete(
    '/:id/reviews/:reviewId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete your review',
        params: reviewParams,
        response: noContentResponse,
        security,
      },
    },
    async (request, reply) => {
      await service.deleteReview(app, signedInUser(request), request.params.id, request.params.reviewId);
      return reply.status(204).send();
    },
  );

  app.put(
    '/:id/reviews/:reviewId/reply',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The mapper's reply to a review of their beatmap; empty text removes it",
        params: reviewParams,
        body: reviewReplySchema,
        response: { 200: reviewSchema },
        security,
      },
    },
    async (request) =>
      service.replyToReview(
        app,
        signedInUser(request),
        request.params.id,
        request.params.reviewId,
        request.body.text,
      ),
  );
};
