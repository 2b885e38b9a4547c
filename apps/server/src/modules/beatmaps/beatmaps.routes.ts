import { type Beatmap, beatmapPatchSchema } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../policies/access.ts';
import { registerItemRoutes } from '../items/item-routes.ts';
import { beatmapItem } from './beatmaps.item.ts';
import { presentBeatmap } from './beatmaps.presenter.ts';
import * as service from './beatmaps.service.ts';
import { readUploadForm } from './upload-form.ts';
import { removeTemp } from '../../lib/uploads/temp-files.ts';
import { idParams } from '../../lib/http/id-params.ts';

/**
 * Beatmap routes under `/api/beatmaps` (spec §7; formats.md §6.2). Thin:
 * parse, authorize, call the service, present. List, detail, delete, cover and downloads are the
 * item kernel's (beatmaps.item.ts).
 */
export const beatmapsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerItemRoutes(app, beatmapItem);

  app.post(
    '/upload',
    {
      config: { access: 'user' },
      schema: {
        tags: ['beatmaps'],
        summary: 'Upload a .synth: multipart `file` + `data` (the upload record as JSON) → {id}',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const slot = app.uploads.slots.acquire(user.id);
      let result: { id: number };
      try {
        const { file, record } = await readUploadForm(request, app.uploads.tempDir);
        try {
          result = await service.uploadBeatmap(app, user, file, record);
        } finally {
          await removeTemp(file.path);
        }
      } finally {
        slot.release();
      }
      // Sent after the temporary file is gone and the slot is free: the client sees the end state.
      return reply.status(201).send(result);
    },
  );

  app.patch(
    '/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['beatmaps'],
        summary: 'Edit a beatmap (uploader or admin)',
        params: idParams,
        body: beatmapPatchSchema,
      },
    },
    async (request): Promise<Beatmap> => {
      const user = signedInUser(request);
      return presentBeatmap(await service.editBeatmap(app, user, request.params.id, request.body));
    },
  );
};
