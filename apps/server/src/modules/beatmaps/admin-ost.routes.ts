import { beatmapSchema } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema } from '../../lib/crud/list-schema.ts';
import { crudQuerySchema } from '../../lib/crud/parse-query.ts';
import { idParams } from '../../lib/http/id-params.ts';
import { runStagedUpload } from '../../lib/uploads/staged-upload.ts';
import { addAdminGate } from '../../policies/admin-gate.ts';
import { signedInUser } from '../../policies/access.ts';
import { recordAudit } from '../audit/index.ts';
import { beatmapsResource } from './beatmaps.crud.ts';
import { uploadBeatmap } from './beatmaps.service.ts';
import { listOstBeatmaps, setOst } from './ost.admin.service.ts';
import { readUploadForm } from './upload-form.ts';

/**
 * The official soundtrack admin calls under `/api/admin/ost` (behind the admin gate; spec §2
 * Admin area "ost, ost/new"):
 * - `GET /` the OST beatmaps, paged, in the beatmaps' list grammar;
 * - `POST /` a `.synth` upload (multipart `file` + optional `data`, exactly as
 *   `POST /api/beatmaps/upload`, docs/decisions/0007) made an OST entry: 201 `{id}`; audited
 *   `beatmap.ost_upload` inside the upload's transaction;
 * - `POST /:id` / `DELETE /:id` flag / unflag an existing beatmap (answers the beatmap).
 */
export const adminOstRoutes: FastifyPluginAsyncZod = async (app) => {
  addAdminGate(app);
  const tags = ['beatmaps'];
  const security = [{ bearer: [] }];
  const config = { access: 'admin' as const };

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Admin: the official soundtrack (OST) beatmaps, paged, in the list grammar',
        querystring: crudQuerySchema(beatmapsResource),
        response: { 200: listResponseSchema(beatmapSchema, beatmapsResource) },
        security,
      },
    },
    async (request) => listOstBeatmaps(app, request.query as Record<string, unknown>),
  );

  app.post(
    '/',
    {
      config,
      preHandler: app.rateLimits('upload'),
      schema: {
        tags,
        summary: 'Admin: upload a .synth as an OST entry (multipart file + data, as /api/beatmaps/upload)',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ id: z.number().int() }) },
        security,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const created = await runStagedUpload(
        app.uploads,
        user.id,
        () => readUploadForm(request, app.uploads.tempDir),
        ({ file, record }) =>
          uploadBeatmap(
            app,
            user,
            file,
            { ...record, beatmap_id: null },
            {
              ost: true,
              inTransaction: (tx, id) =>
                recordAudit(tx, {
                  actorId: user.id,
                  action: 'beatmap.ost_upload',
                  targetKind: 'beatmap',
                  targetId: id,
                  targetLabel: file.filename,
                  after: { ost: true },
                }),
            },
          ),
      );
      return reply.status(201).send(created);
    },
  );

  for (const [method, ost] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/:id',
      config,
      schema: {
        tags,
        summary: ost ? 'Admin: flag a beatmap as an OST entry' : 'Admin: unflag an OST entry',
        params: idParams,
        response: { 200: beatmapSchema },
        security,
      },
      handler: async (request) => setOst(app, signedInUser(request).id, request.params.id, ost),
    });
  }
};
