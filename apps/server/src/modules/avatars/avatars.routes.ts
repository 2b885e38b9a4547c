import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerItemRoutes } from '../items/index.ts';
import { avatarItem } from './avatars.item.ts';

/**
 * Avatar routes under `/api/models/avatars` (spec §7; formats.md §4, §6.2-6.3): all of them are the
 * item kernel's, from the avatar descriptor (avatars.item.ts): list, detail, upload, edit, delete,
 * cover, cover upload and download. Drafts answer only to their uploader and admins.
 */
export const avatarsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerItemRoutes(app, avatarItem);
};
