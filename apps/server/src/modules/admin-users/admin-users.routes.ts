import {
  adminRoleBodySchema,
  adminUserDetailSchema,
  adminUserSchema,
  moderationReasonSchema,
  suspendBodySchema,
} from '@synthhub/shared/admin/users.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema } from '../../lib/crud/list-schema.ts';
import { crudQuerySchema } from '../../lib/crud/parse-query.ts';
import { idParams as params } from '../../lib/http/id-params.ts';
import { noContentResponse } from '../../lib/http/response-schemas.ts';
import { addAdminGate } from '../../policies/admin-gate.ts';
import { signedInUser } from '../../policies/access.ts';
import { deleteUser, setAdminRole, suspendUser, unsuspendUser } from './admin-users.actions.ts';
import { adminUsersResource } from './admin-users.crud.ts';
import { getAdminUserDetail, listAdminUsers } from './admin-users.service.ts';

const admin = { access: 'admin' } as const;
const doc = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

/**
 * `/api/admin/users` behind the admin gate (spec §2 "Admin area" users, §6): the account grid
 * (`GET /`, list grammar + `admin`/`suspended`/`deleted`), the detail (`GET /{id}`), and the
 * actions `POST /{id}/admin {admin}`, `POST /{id}/suspend {reason}`, `POST /{id}/unsuspend` (each
 * answers the account after) and `DELETE /{id} {reason?}` (204). Every action is audited.
 */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  addAdminGate(app);
  app.get(
    '/',
    {
      config: admin,
      schema: {
        ...doc('Admin: accounts, searchable (username/email $contL), filtered, sorted and paged'),
        querystring: crudQuerySchema(adminUsersResource),
        response: { 200: listResponseSchema(adminUserSchema, adminUsersResource) },
      },
    },
    async (request) => listAdminUsers(app, request.query),
  );
  app.get(
    '/:id',
    {
      config: admin,
      schema: {
        ...doc('Admin: one account with its uploads, reports and audit history'),
        params,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request) => getAdminUserDetail(app, request.params.id),
  );
  app.post(
    '/:id/admin',
    {
      config: admin,
      schema: {
        ...doc('Admin: grant or revoke the admin role'),
        params,
        body: adminRoleBodySchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => setAdminRole(app, signedInUser(request), request.params.id, request.body.admin),
  );
  app.post(
    '/:id/suspend',
    {
      config: admin,
      schema: {
        ...doc('Admin: suspend an account (sign-in refused, sessions ended) with a reason'),
        params,
        body: suspendBodySchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      const user = await suspendUser(app, signedInUser(request), request.params.id, request.body.reason);
      // After commit: the account's open notification streams end (docs/decisions/0047).
      await app.events.emit('user.suspended', { userId: request.params.id });
      return user;
    },
  );
  app.post(
    '/:id/unsuspend',
    {
      config: admin,
      schema: { ...doc('Admin: lift a suspension'), params, response: { 200: adminUserSchema } },
    },
    async (request) => unsuspendUser(app, signedInUser(request), request.params.id),
  );
  app.delete(
    '/:id',
    {
      config: admin,
      schema: {
        ...doc('Admin: delete an account (a tombstone; its content stays)'),
        params,
        body: z.object({ reason: moderationReasonSchema.optional() }).nullish(),
        response: noContentResponse,
      },
    },
    async (request, reply) => {
      await deleteUser(app, signedInUser(request), request.params.id, request.body?.reason);
      return reply.code(204).send();
    },
  );
};
