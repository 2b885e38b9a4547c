import type { Paginated } from '@synthhub/shared/api/pagination';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@synthhub/shared/api/pagination';
import type { DownloadHistoryEntry } from '@synthhub/shared/beatmaps/download-history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../policies/access.ts';
import { presentBeatmap } from '../beatmaps/index.ts';
import { listDownloadHistory } from './downloads.service.ts';

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
      config: { access: 'user' },
      schema: {
        tags: ['beatmaps'],
        summary: "The signed-in user's beatmap download history, newest first (one entry per beatmap)",
        querystring: pageQuery,
      },
    },
    async (request): Promise<Paginated<DownloadHistoryEntry>> => {
      const user = signedInUser(request);
      const { page, limit } = request.query;
      const { rows, total } = await listDownloadHistory(app, user.id, { limit, offset: (page - 1) * limit });
      const data = rows.map((r) => ({
        downloaded_at: r.downloadedAt.toISOString(),
        times: r.times,
        beatmap: presentBeatmap(r.beatmap),
      }));
      return { data, count: data.length, total, page, pageCount: Math.ceil(total / limit) };
    },
  );
};
