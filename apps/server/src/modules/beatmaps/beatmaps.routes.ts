import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type Paginated } from '@synthhub/shared/api/pagination';
import { COVER_SIZES } from '@synthhub/shared/beatmaps/beatmaps.constants';
import { type Beatmap, beatmapPatchSchema } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../errors.ts';
import { sendStoredFile } from '../../lib/http/send-stored-file.ts';
import { requireUser } from '../../plugins/auth.ts';
import { beatmapDownloadFilename, presentBeatmap } from './beatmaps.presenter.ts';
import * as repo from './beatmaps.repository.ts';
import * as service from './beatmaps.service.ts';
import { readUploadForm } from './upload-form.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Beatmap routes under `/api/beatmaps` (issue 2 items 5-8; spec §7; formats.md §6.2). Thin:
 * parse, authorize, call the service, present.
 */
export const beatmapsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['beatmaps'],
        summary: 'Published beatmaps, newest first, paginated {data, count, total, page, pageCount}',
        querystring: z.looseObject({
          page: z.coerce.number().int().min(1).default(1),
          limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
        }),
      },
    },
    async (request): Promise<Paginated<Beatmap>> => {
      const { page, limit } = request.query;
      const { rows, total } = await repo.listPublishedBeatmaps(app.db, { offset: (page - 1) * limit, limit });
      return {
        data: rows.map(presentBeatmap),
        count: rows.length,
        total,
        page,
        pageCount: Math.ceil(total / limit),
      };
    },
  );

  app.get(
    '/:id',
    { schema: { tags: ['beatmaps'], summary: 'One beatmap (formats.md §6.3 shape)', params: idParams } },
    async (request): Promise<Beatmap> =>
      presentBeatmap(await service.getVisibleBeatmap(app, request.params.id, request.user)),
  );

  app.post(
    '/upload',
    {
      schema: {
        tags: ['beatmaps'],
        summary: 'Upload a .synth: multipart `file` + `data` (the upload record as JSON) → {id}',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { file, record } = await readUploadForm(request);
      const result = await service.uploadBeatmap(app, user, file, record);
      return reply.status(201).send(result);
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['beatmaps'],
        summary: 'Edit a beatmap (uploader or admin)',
        params: idParams,
        body: beatmapPatchSchema,
      },
    },
    async (request): Promise<Beatmap> => {
      const user = requireUser(request);
      return presentBeatmap(await service.editBeatmap(app, user, request.params.id, request.body));
    },
  );

  app.get(
    '/:id/cover',
    {
      schema: {
        tags: ['beatmaps'],
        summary: 'Cover image; size 150, 250 or 500 px (square JPEG), else the original',
        params: idParams,
        querystring: z.looseObject({ size: z.coerce.number().int().optional(), v: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const row = await repo.findBeatmapById(app.db, request.params.id);
      if (!row?.coverKeys.orig) throw new NotFound(`Beatmap ${request.params.id} has no cover.`);
      const wanted = request.query.size;
      const size = wanted === undefined ? undefined : (COVER_SIZES.find((s) => s >= wanted) ?? 500);
      const key = (size && row.coverKeys[String(size) as '150']) || row.coverKeys.orig;
      const type = key.endsWith('.png') ? 'image/png' : 'image/jpeg';
      await sendStoredFile(request, reply, app.storage, {
        key,
        contentType: type,
        cacheControl: request.query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      });
      return reply;
    },
  );

  const sendDownload = async (
    request: Parameters<typeof sendStoredFile>[0],
    reply: Parameters<typeof sendStoredFile>[1],
    found: Awaited<ReturnType<typeof service.getPrimaryDownload>>,
  ) => {
    const { beatmap, version } = found;
    const name = beatmapDownloadFilename({ ...beatmap, version: version.version });
    const { fullBody } = await sendStoredFile(request, reply, app.storage, {
      key: version.downloadKey,
      contentType: 'application/octet-stream',
      downloadName: name,
    });
    if (fullBody) {
      // Counted off the response path: a failed count must never fail a download (design.md §2).
      repo
        .incrementDownloadCount(app.db, beatmap.id)
        .catch((error) => request.log.warn({ err: error }, 'download count failed'));
    }
    return reply;
  };

  app.get(
    '/:id/download',
    {
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
