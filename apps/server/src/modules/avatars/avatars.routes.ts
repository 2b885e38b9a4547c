import {
  avatarPatchSchema,
  type Avatar,
  type AvatarUploadResponse,
} from '@synthhub/shared/avatars/avatars.schemas';
import { AVATAR_EXTENSION, AVATAR_MAX_BYTES } from '@synthhub/shared/avatars/avatars.constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordItemDownload } from '../downloads/record-item-download.ts';
import { receiveMultipartFile } from '../../lib/http/multipart-file.ts';
import { coverQuerySchema, sendCover } from '../../lib/http/send-cover.ts';
import { sendStoredFile } from '../../lib/http/send-stored-file.ts';
import { crudQuerySchema } from '../../lib/crud/parse-query.ts';
import { signedInUser } from '../../policies/access.ts';
import { avatarDownloadFilename, presentAvatar } from './avatars.presenter.ts';
import { avatarsResource } from './avatars.crud.ts';
import { type ListedAvatars, listAvatars } from './avatars.list.ts';
import * as repo from './avatars.repository.ts';
import * as service from './avatars.service.ts';
import { readCoverForm } from './cover-form.ts';
import { removeTemp } from '../../lib/uploads/temp-files.ts';
import { idParams } from '../../lib/http/id-params.ts';

const tags = ['avatars'];

/**
 * Avatar routes under `/api/models/avatars` (spec §7; formats.md §4, §6.2-6.3). Thin:
 * parse, authorize, call the service, present. Drafts answer only to their uploader and admins.
 */
export const avatarsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Avatars in the @nestjsx/crud query grammar (formats.md §6.1): s, filter, or, fields/select, join, sort, limit, page, offset; user_id and drafts for profiles. Answers {data, count, total, page, pageCount}.',
        querystring: crudQuerySchema(avatarsResource),
      },
    },
    async (request): Promise<ListedAvatars> => listAvatars(app, request.query, request.user),
  );

  app.get(
    '/:id',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'One avatar (formats.md §6.3 shape)', params: idParams },
    },
    async (request): Promise<Avatar> =>
      presentAvatar(await service.getVisibleAvatar(app, request.params.id, request.user)),
  );

  app.post(
    '/upload',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Upload a .vrm (VRM 0.x or 1.0): multipart `file` → {id}, unpublished; metadata and cover from the file',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const slot = app.uploads.slots.acquire(user.id);
      let result: AvatarUploadResponse;
      try {
        const { file } = await receiveMultipartFile(request, {
          extension: AVATAR_EXTENSION,
          kind: 'avatars',
          maxBytes: AVATAR_MAX_BYTES,
          tempDir: app.uploads.tempDir,
        });
        try {
          result = await service.uploadAvatar(app, user, file);
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

  app.delete(
    '/:id',
    {
      config: { access: 'owner' },
      schema: { tags, summary: 'Delete a avatar (uploader or admin)', params: idParams },
    },
    async (request, reply) => {
      await service.removeAvatar(app, signedInUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.patch(
    '/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Edit an avatar: name, description, youtube_url, published (uploader or admin)',
        params: idParams,
        body: avatarPatchSchema,
      },
    },
    async (request): Promise<Avatar> => {
      const user = signedInUser(request);
      return presentAvatar(await service.editAvatar(app, user, request.params.id, request.body));
    },
  );

  app.post(
    '/:id/cover',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Replace the cover with a PNG or JPEG: multipart `file` (uploader or admin)',
        params: idParams,
        consumes: ['multipart/form-data'],
      },
    },
    async (request): Promise<Avatar> => {
      const user = signedInUser(request);
      const image = await readCoverForm(request);
      return presentAvatar(await service.replaceAvatarCover(app, user, request.params.id, image));
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
      // Like beatmap covers, served without a visibility check: <img> requests carry no bearer token.
      const row = await repo.findAvatarById(app.db, request.params.id);
      return sendCover(
        request,
        reply,
        app.storage,
        row?.coverKeys,
        request.query,
        `Avatar ${request.params.id}`,
      );
    },
  );

  app.get(
    '/:id/download',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'The .vrm as uploaded, named "<id>-<Name>.vrm" (quoted Content-Disposition); counts the download',
        params: idParams,
      },
    },
    async (request, reply) => {
      const avatar = await service.getVisibleAvatar(app, request.params.id, request.user);
      await sendStoredFile(request, reply, app.storage, {
        key: avatar.fileKey,
        contentType: 'model/gltf-binary',
        downloadName: avatarDownloadFilename(avatar),
        // Counted by a durable job, off the response path (design.md §2; docs/decisions/0012).
        onFullBody: () => void recordItemDownload(app, { kind: 'avatar', itemId: avatar.id }),
      });
      return reply;
    },
  );
};
