import { leaderboardProfileSchema } from '@synthhub/shared/leaderboards/leaderboard-profiles.schemas';
import { profileStatsSchema, rankUpSchema } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { paginatedSchema } from '@synthhub/shared/api/pagination';
import {
  HISTORY_DAYS_DEFAULT,
  HISTORY_DAYS_MAX,
  HISTORY_DAYS_MIN,
  PROFILE_PLAY_SORTS,
  PROFILE_PLAYS_LIMIT_DEFAULT,
  PROFILE_PLAYS_LIMIT_MAX,
  profilePlaySchema,
  profileSummarySchema,
  rankHistoryPointSchema,
} from '@synthhub/shared/leaderboards/profile-story.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/http/id-params.ts';
import { publicListRoute } from '../../lib/crud/public-list.ts';
import { leaderboardProfilesResource } from './leaderboard-profiles.crud.ts';
import { listLeaderboardProfiles } from './leaderboard-profiles.list.ts';
import { rankUps } from './leaderboard-profiles.rank-ups.ts';
import { getLeaderboardProfile, profileStats } from './leaderboard-profiles.stats.ts';
import { profilePlays } from './leaderboard-profiles.plays.ts';
import { profileHistory, profileSummary } from './leaderboard-profiles.summary.ts';

const digits = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,6}$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be from ${min} to ${max}`);

/** Query of the rank-up finder: mode 0|1, difficulty 0–4, modifiers 0|−1 (default −1), limit 1–50. */
const rankUpsQuery = z.strictObject({
  mode: digits('mode', 0, 1),
  difficulty: digits('difficulty', 0, 4),
  modifiers: z
    .enum(['0', '-1'])
    .default('-1')
    .transform((m) => (m === '0' ? 0 : -1) as 0 | -1),
  limit: digits('limit', 1, 50).default(10),
});

/** Query of the rank history: `days` 1–365 (default 90; docs/decisions/0054 "Snapshots"). */
const historyQuery = z.strictObject({
  days: digits('days', HISTORY_DAYS_MIN, HISTORY_DAYS_MAX).default(HISTORY_DAYS_DEFAULT),
});

/** Query of a profile's plays: `sort` points|accuracy|recent (default points), `page` ≥ 1, `limit` 1–50. */
const playsQuery = z.strictObject({
  sort: z
    .enum(PROFILE_PLAY_SORTS, { error: `sort must be one of ${PROFILE_PLAY_SORTS.join(', ')}` })
    .default('points'),
  page: digits('page', 1, 100_000).default(1),
  limit: digits('limit', 1, PROFILE_PLAYS_LIMIT_MAX).default(PROFILE_PLAYS_LIMIT_DEFAULT),
});

/**
 * `GET /api/leaderboard-profiles` (register with prefix `/leaderboard-profiles`): leaderboard
 * profiles in the @nestjsx/crud query grammar (spec §7; formats.md §6.1). See
 * `listLeaderboardProfiles` for the shape and errors. Also, public:
 * - `GET /{id}`: the profile with `user` (404 unknown) — the "exists?" check of profile pages;
 * - `GET /{id}/stats`: ProfileStats (see `profileStats`);
 * - `GET /{id}/rank-ups?mode&difficulty&modifiers&limit`: RankUp[] (see `rankUps`);
 * - `GET /{id}/summary`: ProfileSummary, the page's header (see `profileSummary`);
 * - `GET /{id}/history?days`: RankHistoryPoint[], oldest first (see `profileHistory`);
 * - `GET /{id}/plays?sort&page&limit`: ProfilePlay envelope (see `profilePlays`).
 * Bad parameters answer 400 naming the field; an unknown profile 404.
 */
export const leaderboardProfilesRoutes: FastifyPluginAsyncZod = async (app) => {
  publicListRoute(app, {
    tags: ['leaderboards'],
    summary:
      'Leaderboard profiles in the query grammar (formats.md §6.1): s/filter on id, name, user_id, created_at; join user; sort name/created_at/id. Answers {data, count, total, page, pageCount}.',
    resource: leaderboardProfilesResource,
    item: leaderboardProfileSchema,
    list: listLeaderboardProfiles,
  });
  app.get(
    '/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['leaderboards'],
        summary: 'One leaderboard profile (404 when unknown)',
        params: idParams,
        response: { 200: leaderboardProfileSchema },
      },
    },
    async (request) => getLeaderboardProfile(app.db, request.params.id),
  );
  app.get(
    '/:id/stats',
    {
      config: { access: 'public' },
      schema: {
        tags: ['leaderboards'],
        summary: 'A profile’s totals and ranking rows',
        params: idParams,
        response: { 200: profileStatsSchema },
      },
    },
    async (request) => profileStats(app.db, request.params.id),
  );
  app.get(
    '/:id/rank-ups',
    {
      config: { access: 'public' },
      schema: {
        tags: ['leaderboards'],
        summary: 'Leaderboards where the smallest score gain moves the profile furthest in a ranking list',
        params: idParams,
        querystring: rankUpsQuery,
        response: { 200: z.array(rankUpSchema) },
      },
    },
    async (request) => rankUps(app.db, request.params.id, request.query),
  );
  app.get(
    '/:id/summary',
    {
      config: { access: 'public' },
      schema: {
        tags: ['leaderboards'],
        summary: 'A profile’s header: player, overall rank and country rank, points, accuracy, rank changes',
        params: idParams,
        response: { 200: profileSummarySchema },
      },
    },
    async (request) => profileSummary(app.db, request.params.id),
  );
  app.get(
    '/:id/history',
    {
      config: { access: 'public' },
      schema: {
        tags: ['leaderboards'],
        summary:
          'A profile’s daily overall rank, points and accuracy over the last `days` days, oldest first',
        params: idParams,
        querystring: historyQuery,
        response: { 200: z.array(rankHistoryPointSchema) },
      },
    },
    async (request) => profileHistory(app.db, request.params.id, request.query.days),
  );
  app.get(
    '/:id/plays',
    {
      config: { access: 'public' },
      schema: {
        tags: ['leaderboards'],
        summary: 'A profile’s best play per leaderboard with its points, by points, accuracy or date',
        params: idParams,
        querystring: playsQuery,
        response: { 200: paginatedSchema(profilePlaySchema) },
      },
    },
    async (request) => profilePlays(app.db, request.params.id, request.query),
  );
};
