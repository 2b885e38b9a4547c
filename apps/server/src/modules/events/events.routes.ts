import {
  eventDetailSchema,
  eventSummarySchema,
  eventVoteBodySchema,
  eventVotesSchema,
  voteMovePositionSchema,
} from '@synthhub/shared/events/events.schemas';
import { dbIdTextSchema } from '@synthhub/shared/api/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/http/id-params.ts';
import { signedInUser } from '../../policies/access.ts';
import * as service from './events.service.ts';

/** What the events routes take: `now` is the clock of the voting window (tests pass a fixed one). */
export interface EventsRoutesOptions {
  now?: () => Date;
}

const tags = ['events'];
const security = [{ bearer: [] }];

/**
 * The calls of spec §7 "Events and voting", registered under `/api/events`: the published event
 * by slug or id (with results once voting has closed), the featured event (200 `null` when there
 * is none), the caller's own picks (401 anonymous), and add / remove / move a pick, each with body
 * `{category_id, beatmap_id, order}` (spec §3, §5), answering the caller's picks in the event.
 * Rules: events.service.ts and docs/decisions/0026.
 */
export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  app.get(
    '/featured',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The featured published event, or null when there is none',
        response: { 200: eventSummarySchema.nullable() },
      },
    },
    async () => service.getFeaturedEvent(app, now()),
  );

  app.get(
    '/published/:ref',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A published event by slug or id: categories, candidate beatmaps, results once closed',
        params: z.object({ ref: z.string().min(1).max(100) }),
        response: { 200: eventDetailSchema },
      },
    },
    async (request) => service.getPublishedEvent(app, request.params.ref, now()),
  );

  app.get(
    '/:id/votes',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's own picks in the event, by category then order",
        params: idParams,
        response: { 200: eventVotesSchema },
        security,
      },
    },
    async (request) => service.listMyVotes(app, signedInUser(request), request.params.id),
  );

  const write = { config: { access: 'user' as const } };
  app.post(
    '/:id/vote',
    {
      ...write,
      schema: {
        tags,
        summary: 'Rank a candidate at `order` in a category (voting window only)',
        params: idParams,
        body: eventVoteBodySchema,
        response: { 200: eventVotesSchema },
        security,
      },
    },
    async (request) => service.addVote(app, signedInUser(request), request.params.id, request.body, now()),
  );

  app.post(
    '/:id/vote/delete',
    {
      ...write,
      schema: {
        tags,
        summary: 'Remove a pick; the picks below it move up',
        params: idParams,
        body: eventVoteBodySchema,
        response: { 200: eventVotesSchema },
        security,
      },
    },
    async (request) => service.removeVote(app, signedInUser(request), request.params.id, request.body, now()),
  );

  app.post(
    '/:id/vote/move/:position',
    {
      ...write,
      schema: {
        tags,
        summary: 'Move a pick to `position` (0-50) in its category',
        params: z.object({ id: dbIdTextSchema, position: voteMovePositionSchema }),
        body: eventVoteBodySchema,
        response: { 200: eventVotesSchema },
        security,
      },
    },
    async (request) =>
      service.moveVote(
        app,
        signedInUser(request),
        request.params.id,
        request.body,
        request.params.position,
        now(),
      ),
  );
};
