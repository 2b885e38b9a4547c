import { type Beatmap, beatmapPatchSchema } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { coverQuerySchema, sendCover } from '../../lib/http/send-cover.ts';
import { sendStoredFile } from '../../lib/http/send-stored-file.ts';
import { crudQuerySchema } from '../../lib/crud/parse-query.ts';
import { signedInUser } from '../../policies/access.ts';
import { beatmapsResource } from './beatmaps.crud.ts';
import { type ListedBeatmaps, listBeatmaps } from './beatmaps.list.ts';
import { beatmapDownloadFilename, presentBeatmap } from './beatmaps.presenter.ts';
import { recordItemDownload } from '../downloads/record-item-download.ts';
import * as repo from './beatmaps.repository.ts';
import * as service from './beatmaps.service.ts';
import { readUploadForm } from './upload-form.ts';
import { removeTemp } from '../../lib/uploads/temp-files.ts';
import { idParams } from '../../lib/http/id-params.ts';

/**
 * Beatmap routes under `/api/beatmaps` (spec §7; formats.md §6.2). Thin:
 * parse, authorize, call the service, present.
 */
export const beatmapsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['beatmaps'],
        summary:
          'Beatmaps in the @nestjsx/crud query grammar (formats.md §6.1): s, filter, or, fields/select, join, sort, limit, page, offset; user_id and drafts for profiles. Answers {data, count, total, page, pageCount}.',
        querystring: crudQuerySchema(beatmapsResource),
      },
    },
    async (request): Promise<ListedBeatmaps> => listBeatmaps(app, request.query, request.user),
  );

  app.get(
    '/:id',
    {
      config: { access: 'public' },
      schema: { tags: ['beatmaps'], summary: 'One beatmap (formats.md §6.3 shape)', params: idParams },
    },
    async (request): Promise<Beatmap> =>
      presentBeatmap(await service.getVisibleBeatmap(app, request.params.id, request.user)),
  );

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

  app.delete(
    '/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['beatmaps'],
        summary: 'Delete a beatmap and its versions (uploader or admin)',
        params: idParams,
      },
    },
    async (request, reply) => {
      await service.removeBeatmap(app, signedInUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/:id/cover',
    {
      config: { access: 'public' },
      schema: {
        tags: ['beatmaps'],
        summary: 'Cover image; size 150, 250 or 500 px (square JPEG), else the original',
        params: idParams,
        querystring: coverQuerySchema,
      },
    },
    async (request, reply) => {
      const row = await repo.findBeatmapById(app.db, request.params.id);
      return sendCover(
        request,
        reply,
        app.storage,
        row?.coverKeys,
        request.query,
        `Beatmap ${request.params.id}`,
      );
    },
  );

  const sendDownload = async (
    request: Parameters<typeof sendStoredFile>[0],
    reply: Parameters<typeof sendStoredFile>[1],
    found: Awaited<ReturnType<typeof service.getPrimaryDownload>>,
  ) => {
    const { beatmap, version } = found;
    const name = beatmapDownloadFilename({ ...beatmap, version: version.version });
    await sendStoredFile(request, reply, app.storage, {
      key: version.downloadKey,
      contentType: 'application/octet-stream',
      downloadName: name,
      // A durable job counts it, and notes it in the signed-in user's history (GET /api/downloads),
      // off the response path: a failed count must never fail a download (design.md §2).
      onFullBody: () =>
        void recordItemDownload(app, { kind: 'beatmap', itemId: beatmap.id, userId: request.user?.id }),
    });
    return reply;
  };

  app.get(
    '/:id/download',
    {
      config: { access: 'public' },
      schema: {
        tags: ['beatmaps'],
        summary: 'The primary .synth, with synthriderz.meta.json {id, hash} inside',
        params: idParams,
      },
    },
    async (request, reply) =>
      sendDownload(request, reply, await service.getPrimaryDownload(app, request.params.id, request.user)),
  );

  app.get(
    '/hash/download/:hash',
    {
      config: { access: 'public' },
      schema: {
        tags: ['beatmaps'],
        summary: 'The .synth whose map hash is given (formats.md §1.6)',
        params: z.object({ hash: z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters') }),
      },
    },
    async (request, reply) =>
      sendDownload(request, reply, await service.getDownloadByHash(app, request.params.hash, request.user)),
  );
};
