import {
  stageFilePatchSchema,
  stagePatchSchema,
  stageUploadPayloadSchema,
} from '@synthhub/shared/stages/stages.schemas';
import type { Stage, StageUploadTicket } from '@synthhub/shared/stages/stages.types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HmacUploadSigner } from '../../lib/storage/signed-upload.ts';
import { signedInUser } from '../../policies/access.ts';
import { readCoverImage } from './cover-upload.ts';
import { createStageUpload, useStageUpload } from './stage-uploads.service.ts';
import * as service from './stages.service.ts';
import { stageItem } from './stages.item.ts';
import { registerItemRoutes } from '../items/item-routes.ts';
import { idFileIdParams, idParams } from '../../lib/http/id-params.ts';

const fileParams = idFileIdParams;
const tags = ['stages'];

/**
 * Stage routes under `/api/models/stages` (spec §7; formats.md §6.2-6.3). Thin:
 * parse, authorize, call the service, present. The PUT of step 2 lives in signed-upload.routes.ts;
 * list, detail, delete, cover and download are the item kernel's (stages.item.ts).
 */
export const stagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const signer = new HmacUploadSigner(app.config.jwtSecret, app.config.publicUrl);
  registerItemRoutes(app, stageItem);

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
};
