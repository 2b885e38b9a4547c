import {
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  type Paginated,
  paginatedSchema,
} from '@synthhub/shared/api/pagination';
import {
  type DownloadHistoryEntry,
  downloadHistoryEntrySchema,
} from '@synthhub/shared/beatmaps/download-history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../policies/access.ts';
import { downloadHistory } from './downloads.service.ts';

const pageQuery = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be 1 or more')
    .max(PAGE_SIZE_MAX, `limit must be at most ${PAGE_SIZE_MAX}`)
    .default(PAGE_SIZE_DEFAULT),
});

/**
 * `GET /api/downloads?page&limit` (register with prefix `/downloads`; spec §2 /beatmaps/downloads):
 * the signed-in user's beatmap download history, newest first, one entry per
 * beatmap `{downloaded_at (ISO), times, beatmap (formats.md §6.3 Beatmap)}`, in the envelope
 * `{data, count, total, page, pageCount}`. 401 when signed out; 400 naming a bad `page`/`limit`.
 */
export const downloadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'user', tokenScope: 'library:read' },
      schema: {
        tags: ['beatmaps'],
        summary: "The signed-in user's beatmap download history, newest first (one entry per beatmap)",
        querystring: pageQuery,
        response: { 200: paginatedSchema(downloadHistoryEntrySchema) },
      },
    },
    async (request): Promise<Paginated<DownloadHistoryEntry>> =>
      downloadHistory(app, signedInUser(request).id, request.query),
  );
};
