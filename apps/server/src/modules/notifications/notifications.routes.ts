import { STREAM_TICKET_TTL_S } from '@synthhub/shared/notifications/notifications.constants';
import {
  clearedSchema,
  notificationSchema,
  streamTicketSchema,
  unreadNotificationsSchema,
} from '@synthhub/shared/notifications/notifications.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/http/id-params.ts';
import { signedInUser } from '../../policies/access.ts';
import { openNotificationStream } from './notification-stream.ts';
import * as service from './notifications.service.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

/**
 * Notification routes under `/api/notifications` (spec §7 Notifications, §4; docs/decisions/0017),
 * all for the signed-in owner of the notifications (401 otherwise):
 * - `GET /unread`: the caller's unread notifications, newest first, at most 100; the total unread
 *   count in the `X-Total-Count` header;
 * - `POST /clear/{id}`: clears one (404 when it is not the caller's); `POST /clear`: clears all;
 *   both answer `{cleared}`;
 * - `POST /test`: sends the caller a test notification and answers it;
 * - `POST /stream-ticket` and `GET /stream?ticket=…`: Server-Sent Events pushing each new
 *   notification at once (the ticket, single use and valid 60 s, stands in for the bearer token an
 *   EventSource cannot send). At most `config.notificationStreamsPerAccount` streams per account
 *   on one instance (429, Retry-After 30 s); a suspended account's ticket opens nothing (403) and
 *   its open streams end at the suspension (docs/decisions/0047).
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/unread',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The caller’s unread notifications, newest first (at most 100; X-Total-Count has all)',
        response: { 200: unreadNotificationsSchema },
        security,
      },
    },
    async (request, reply) => {
      const { list, total } = await service.listUnread(app, signedInUser(request));
      reply.header('x-total-count', String(total));
      return list;
    },
  );

  app.post(
    '/clear/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Clear one of the caller’s notifications',
        params: idParams,
        response: { 200: clearedSchema },
        security,
      },
    },
    async (request) => service.clearNotification(app, signedInUser(request), request.params.id),
  );

  app.post(
    '/clear',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Clear every unread notification of the caller',
        response: { 200: clearedSchema },
        security,
      },
    },
    async (request) => service.clearAllNotifications(app, signedInUser(request)),
  );

  app.post(
    '/test',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Send the caller a test notification',
        response: { 200: notificationSchema },
        security,
      },
    },
    async (request) => service.sendTestNotification(app, signedInUser(request)),
  );

  app.post(
    '/stream-ticket',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A single-use ticket (60 s) for GET /api/notifications/stream',
        response: { 200: streamTicketSchema },
        security,
      },
    },
    async (request) => ({
      ticket: await app.streamTickets.issue(signedInUser(request).id),
      expires_in: STREAM_TICKET_TTL_S,
    }),
  );

  app.get(
    '/stream',
    {
      // The ticket authenticates (an EventSource sends no Authorization header): 401 without one.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Server-Sent Events: each new notification of the ticket’s user as event "notification"',
        querystring: z.object({ ticket: z.string().max(2000).optional() }),
        response: { 200: z.string().describe('text/event-stream') },
      },
    },
    async (request, reply) => {
      const userId = await app.streamTickets.redeem(request.query.ticket);
      // docs/decisions/0047: not for a suspended or deleted account, and a few per account.
      await service.assertMayOpenStream(app, userId, app.config.notificationStreamsPerAccount);
      openNotificationStream(app, request, reply, userId);
    },
  );
};
