import {
  reportBodySchema,
  reportCreatedSchema,
  reportListQuerySchema,
  reportPageSchema,
  reportSchema,
  reportStatusPatchSchema,
} from '@synthhub/shared/reports/reports.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/http/id-params.ts';
import { addAdminGate } from '../../policies/admin-gate.ts';
import { signedInUser } from '../../policies/access.ts';
import * as service from './reports.service.ts';

const tags = ['reports'];

/**
 * `POST /api/reports` (docs/decisions/0028): files a copyright or abuse report, anonymously too —
 * the `/copyright` contact form. Body per `reportInputSchema`: anonymous reports need
 * `contact_email` (400 naming the field); `message` 20–5000 characters. Limited per address and
 * per account or e-mail (`report`, docs/configuration.md "Rate limits"; 429 past it). 201 `{id, status}`.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: { access: 'public' },
      preHandler: app.rateLimits('report'),
      schema: {
        tags,
        summary: 'File a copyright or abuse report (anonymous reports need contact_email)',
        body: reportBodySchema,
        response: { 201: reportCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.fileReport(app, request.user, request.body)),
  );
};

/**
 * Admin report routes behind the admin gate (spec §6): `GET /api/admin/reports?page=&status=` the
 * filed reports, newest first, 25 a page (`limit` 1-100), in the list envelope (formats.md §6.1);
 * `GET /api/admin/reports/{id}` one report (404 unknown);
 * `PATCH /api/admin/reports/{id}` `{status}` moves one to open, resolved or dismissed (404 unknown).
 */
export const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  addAdminGate(app);
  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Admin: filed reports, newest first (status= open, resolved or dismissed)',
        querystring: reportListQuerySchema,
        response: { 200: reportPageSchema },
        security: [{ bearer: [] }],
      },
    },
    async (request) => service.listReports(app, request.query),
  );

  app.get(
    '/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Admin: one report, its whole message included',
        params: idParams,
        response: { 200: reportSchema },
        security: [{ bearer: [] }],
      },
    },
    async (request) => service.getReport(app, request.params.id),
  );

  app.patch(
    '/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Admin: set a report’s status (open, resolved or dismissed)',
        params: idParams,
        body: reportStatusPatchSchema,
        response: { 200: reportSchema },
        security: [{ bearer: [] }],
      },
    },
    async (request) =>
      service.setReportStatus(app, signedInUser(request).id, request.params.id, request.body.status),
  );
};
