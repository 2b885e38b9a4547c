import {
  rankingSchema,
  seasonSchema,
  whatIfSchema,
} from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { MODIFIER_MASK, MODIFIERS_COMBINED } from '@synthhub/shared/leaderboards/leaderboards.constants';
import { dbIdTextSchema } from '@synthhub/shared/api/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicListRoute } from '../../lib/crud/public-list.ts';
import { rankingsResource } from './rankings.crud.ts';
import { listRankings } from './rankings.service.ts';
import { currentSeason, listSeasons, seasonBySlug } from './seasons.ts';
import { whatIf } from './what-if.ts';
import { overallRankingRoutes } from './overall.routes.ts';

const tags = ['leaderboards'];

/** A `modifiers` query value: a mask of known bits, or −1 (combined). */
export const modifiersQuery = z
  .string()
  .regex(/^-?\d{1,10}$/, 'must be a whole number (a bitmask, or -1 for combined)')
  .transform(Number)
  .refine(
    (m) => m === MODIFIERS_COMBINED || (m >= 0 && (m & ~MODIFIER_MASK) === 0),
    'must be -1 or a mask of known modifier bits',
  );

const whatIfQuery = z.strictObject({
  profile_id: dbIdTextSchema,
  leaderboard_id: dbIdTextSchema,
  score: z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number of points')
    .transform(Number),
  modifiers: modifiersQuery.default(0),
  season: z.string().min(1).max(100).optional(),
});

/**
 * `/api/rankings` (formats.md §6.2; spec §2 `/rankings`), public:
 * - `GET /`: ranking rows in the query grammar (see `listRankings`);
 * - `GET /what-if?profile_id&leaderboard_id&score&modifiers[&season]`: WhatIf (see `whatIf`);
 * - `GET /overall`, `GET /overall/{profileId}`: the overall ranking (see `overallRankingRoutes`).
 */
export const rankingsRoutes: FastifyPluginAsyncZod = async (app) => {
  publicListRoute(app, {
    tags,
    summary:
      'Ranking rows in the query grammar (formats.md §6.1–6.2): season_id (default 0 = all time), mode, difficulty, modifiers (default/{} = -1 combined), profile.id, profile.name (case-sensitive), rank; sort rank.',
    resource: rankingsResource,
    item: rankingSchema,
    list: listRankings,
  });
  app.get(
    '/what-if',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Where a score would put a profile on a leaderboard and in its ranking (all time, a season slug, or current)',
        querystring: whatIfQuery,
        response: { 200: whatIfSchema },
      },
    },
    async (request) => whatIf(app.db, request.query),
  );
  await app.register(overallRankingRoutes, { prefix: '/overall' });
};

/** `/api/seasons`: `GET /` (bare array, newest first), `GET /current` (404 none), `GET /{slug}` (404). */
export const seasonsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Seasons, newest first', response: { 200: z.array(seasonSchema) } },
    },
    async () => listSeasons(app.db),
  );
  app.get(
    '/current',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The running season (404 when none)', response: { 200: seasonSchema } },
    },
    async () => currentSeason(app.db),
  );
  app.get(
    '/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One season by slug',
        params: z.object({ slug: z.string().min(1).max(100) }),
        response: { 200: seasonSchema },
      },
    },
    async (request) => seasonBySlug(app.db, request.params.slug),
  );
};
