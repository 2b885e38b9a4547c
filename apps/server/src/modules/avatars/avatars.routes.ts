import {
  avatarPatchSchema,
  type Avatar,
  type AvatarUploadResponse,
} from '@synthhub/shared/avatars/avatars.schemas';
import { AVATAR_EXTENSION, AVATAR_MAX_BYTES } from '@synthhub/shared/avatars/avatars.constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiveMultipartFile } from '../../lib/http/multipart-file.ts';
import { signedInUser } from '../../policies/access.ts';
import { registerItemRoutes } from '../items/item-routes.ts';
import { avatarItem } from './avatars.item.ts';
import { presentAvatar } from './avatars.presenter.ts';
import * as service from './avatars.service.ts';
import { readCoverForm } from './cover-form.ts';
import { removeTemp } from '../../lib/uploads/temp-files.ts';
import { idParams } from '../../lib/http/id-params.ts';

const tags = ['avatars'];

/**
 * Avatar routes under `/api/models/avatars` (spec §7; formats.md §4, §6.2-6.3). Thin:
 * parse, authorize, call the service, present. Drafts answer only to their uploader and admins.
 * List, detail, delete, cover and download are the item kernel's (avatars.item.ts).
 */
export const avatarsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerItemRoutes(app, avatarItem);

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
};
