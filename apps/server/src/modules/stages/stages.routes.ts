import {
  stageFilePatchSchema,
  stagePatchSchema,
  stageUploadPayloadSchema,
} from '@synthhub/shared/stages/stages.schemas';
import type { Stage, StageUploadTicket } from '@synthhub/shared/stages/stages.types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordItemDownload } from '../downloads/record-item-download.ts';
import { coverQuerySchema, sendCover } from '../../lib/http/send-cover.ts';
import { sendStoredFile } from '../../lib/http/send-stored-file.ts';
import { crudQuerySchema } from '../../lib/crud/parse-query.ts';
import { HmacUploadSigner } from '../../lib/storage/signed-upload.ts';
import { signedInUser } from '../../policies/access.ts';
import { readCoverImage } from './cover-upload.ts';
import { createStageUpload, useStageUpload } from './stage-uploads.service.ts';
import { stagesResource } from './stages.crud.ts';
import { type ListedStages, listStages } from './stages.list.ts';
import * as repo from './stages.repository.ts';
import * as service from './stages.service.ts';
import { idFileIdParams, idParams } from '../../lib/http/id-params.ts';

const fileParams = idFileIdParams;
const tags = ['stages'];

/**
 * Stage routes under `/api/models/stages` (spec §7; formats.md §6.2-6.3). Thin:
 * parse, authorize, call the service, present. The PUT of step 2 lives in signed-upload.routes.ts.
 */
export const stagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const signer = new HmacUploadSigner(app.config.jwtSecret, app.config.publicUrl);

  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Stages in the @nestjsx/crud query grammar (formats.md §6.1): s, filter, or, fields/select, join (join files, files.file, experience_beatmap), sort, limit, page, offset; user_id and drafts for profiles. Answers {data, count, total, page, pageCount}.',
        querystring: crudQuerySchema(stagesResource),
      },
    },
    async (request): Promise<ListedStages> => listStages(app, request.query, request.user),
  );

  app.get(
    '/upload',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Step 1 of the stage upload: {id, cdn_url}, a signed single-use PUT URL' },
    },
    async (request): Promise<StageUploadTicket> => createStageUpload(app, signedInUser(request), signer),
  );

  app.post(
    '/upload',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Step 3: turn the PUT .stagepkg into a new stage or more files of yours → {id}',
        body: stageUploadPayloadSchema,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      return reply.status(201).send(await useStageUpload(app, user, request.body));
    },
  );

  app.get(
    '/:id',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'One stage with files and latest_files (formats.md §6.3)', params: idParams },
    },
    async (request): Promise<Stage> => service.getStage(app, request.params.id, request.user),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'owner' },
      schema: { tags, summary: 'Delete a stage (uploader or admin)', params: idParams },
    },
    async (request, reply) => {
      await service.removeStage(app, signedInUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.patch(
    '/:id',
    {
      config: { access: 'owner' },
      schema: { tags, summary: 'Edit a stage (uploader or admin)', params: idParams, body: stagePatchSchema },
    },
    async (request): Promise<Stage> =>
      service.editStage(app, signedInUser(request), request.params.id, request.body),
  );

  app.patch(
    '/:id/files/:fileId',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "Edit a file's type, description or published flag (uploader or admin)",
        params: fileParams,
        body: stageFilePatchSchema,
      },
    },
    async (request): Promise<Stage> => {
      const { id, fileId } = request.params;
      return service.editStageFile(app, signedInUser(request), id, fileId, request.body);
    },
  );

  app.post(
    '/:id/cover',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Replace the cover: multipart `file`, a PNG or JPEG (uploader or admin)',
        params: idParams,
        consumes: ['multipart/form-data'],
      },
    },
    async (request): Promise<Stage> => {
      const user = signedInUser(request);
      return service.setStageCover(app, user, request.params.id, await readCoverImage(request));
    },
  );

  app.get(
    '/:id/cover',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Cover image; size 150, 250 or 500 px (square JPEG), else the original',
        params: idParams,
        querystring: coverQuerySchema,
      },
    },
    async (request, reply) => {
      const row = await repo.findStageById(app.db, request.params.id);
      const what = `Stage ${request.params.id}`;
      return sendCover(request, reply, app.storage, row?.coverKeys, request.query, what);
    },
  );

  app.get(
    '/:id/download',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One stage file (bundle), chosen with ?file_id= (required)',
        params: idParams,
        querystring: z.looseObject({ file_id: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { stage, file } = await service.getFileDownload(
        app,
        request.params.id,
        request.query.file_id,
        request.user,
      );
      await sendStoredFile(request, reply, app.storage, {
        key: file.storageKey,
        contentType: 'application/octet-stream',
        downloadName: file.filename,
        // Counted by a durable job, off the response path (design.md §2; docs/decisions/0012).
        onFullBody: () => void recordItemDownload(app, { kind: 'stage', itemId: stage.id, fileId: file.id }),
      });
      return reply;
    },
  );
};
