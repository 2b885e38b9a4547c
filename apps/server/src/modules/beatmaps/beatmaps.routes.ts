import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerItemRoutes } from '../items/index.ts';
import { beatmapItem } from './beatmaps.item.ts';
import { registerBeatmapPreviewRoutes } from './beatmap-preview.routes.ts';

/**
 * Beatmap routes under `/api/beatmaps` (spec §7; formats.md §6.2): all of them are the item
 * kernel's, from the beatmap descriptor (beatmaps.item.ts): list, detail, upload, edit, delete,
 * cover and the downloads by id and by map hash; then the preview's audio and chart
 * (beatmap-preview.routes.ts).
 */
export const beatmapsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerItemRoutes(app, beatmapItem);
  registerBeatmapPreviewRoutes(app);
};
