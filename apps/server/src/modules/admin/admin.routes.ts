import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addAdminGate } from '../../policies/admin-gate.ts';
import { adminCounts } from './admin.service.ts';

const adminCountsSchema = z.object({
  users: z.number().int(),
  beatmaps: z.number().int(),
  playlists: z.number().int(),
  stages: z.number().int(),
  avatars: z.number().int(),
});

/**
 * Routes of the admin area under `/api/admin` (spec §2 "Admin area", §6), all behind the admin gate.
 * `GET /api/admin/counts`: how many users, beatmaps, playlists, stages and avatars exist, drafts
 * included — the figures the admin dashboard (/admin: users, beatmaps, playlists, models) starts from.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  addAdminGate(app);

  app.get(
    '/counts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Admin: how many users, beatmaps, playlists, stages and avatars exist (drafts included)',
        response: { 200: adminCountsSchema },
        security: [{ bearer: [] }],
      },
    },
    async () => adminCounts(app),
  );
};
