import { stageFilePatchSchema } from '@synthhub/shared/stages/stages.schemas';
import {
  type Stage,
  type StageUploadTicket,
  stageSchema,
  stageUploadTicketSchema,
} from '@synthhub/shared/stages/stages.types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadUrlSigner } from '../../lib/storage/signed-upload.ts';
import { signedInUser } from '../../policies/access.ts';
import { createStageUpload } from './stage-uploads.service.ts';
import * as service from './stages.service.ts';
import { stageItem } from './stages.item.ts';
import { registerItemRoutes } from '../items/index.ts';
import { idFileIdParams } from '../../lib/http/id-params.ts';

const fileParams = idFileIdParams;
const tags = ['stages'];

/**
 * Stage routes under `/api/models/stages` (spec §7; formats.md §6.2-6.3). Thin:
 * parse, authorize, call the service, present. The PUT of step 2 lives in signed-upload.routes.ts;
 * list, detail, step 3 of the upload, edit, delete, cover, cover upload and download are the item
 * kernel's (stages.item.ts).
 */
export const stagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const signer = uploadUrlSigner(app.storage, app.config.jwtSecret, app.config.publicUrl);
  registerItemRoutes(app, stageItem);

  app.get(
    '/upload',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Step 1 of the stage upload: {id, cdn_url}, a signed PUT URL (this server, single use; or the S3 bucket)',
        response: { 200: stageUploadTicketSchema },
      },
    },
    async (request): Promise<StageUploadTicket> => createStageUpload(app, signedInUser(request), signer),
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
        response: { 200: stageSchema },
      },
    },
    async (request): Promise<Stage> => {
      const { id, fileId } = request.params;
      return service.editStageFile(app, signedInUser(request), id, fileId, request.body);
    },
  );
};
