import { auditListQuerySchema, auditPageSchema } from '@synthhub/shared/admin/audit.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addAdminGate } from '../../policies/admin-gate.ts';
import { listAudit } from './audit.service.ts';

/**
 * `GET /api/admin/audit` behind the admin gate (spec §6; docs/decisions/0030): the audit log,
 * newest first, filtered by `action` (exact or `kind.` prefix), `actor`, `target_kind`,
 * `target_id`, `from` / `to`; `page` and `limit` (1–100). 400 names a bad filter.
 */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  addAdminGate(app);
  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Admin: the audit log of admin actions, newest first, with filters',
        querystring: auditListQuerySchema,
        response: { 200: auditPageSchema },
        security: [{ bearer: [] }],
      },
    },
    async (request) => listAudit(app, request.query),
  );
};
