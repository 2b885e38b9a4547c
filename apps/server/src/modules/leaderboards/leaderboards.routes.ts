import {
  challengeSchema,
  dethroneSchema,
  leaderboardDetailSchema,
  leaderboardScoreRowSchema,
  leaderboardSchema,
  scoreSchema,
} from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { boardQuerySchema, boardSchema } from '@synthhub/shared/leaderboards/board.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema } from '../../lib/crud/list-schema.ts';
import { crudQuerySchema } from '../../lib/crud/parse-query.ts';
import { publicListRoute } from '../../lib/crud/public-list.ts';
import { idParams } from '../../lib/http/id-params.ts';
import { boardScoresQuerySchema } from './board-scores.query.ts';
import { leaderboardBoard } from './board.service.ts';
import {
  challengesResource,
  dethronesResource,
  getChallenge,
  listChallenges,
  listDethrones,
} from './competition.list.ts';
import { leaderboardsResource, scoresResource } from './leaderboards.crud.ts';
import { getLeaderboardDetail, leaderboardScores, listLeaderboards } from './leaderboards.service.ts';
import { listScores } from './scores.list.ts';

const tags = ['leaderboards'];

/**
 * `/api/leaderboards` (formats.md §6.1–6.2; spec §2 leaderboard routes), public:
 * - `GET /`: leaderboards in the query grammar (see `listLeaderboards`);
 * - `GET /{id}`: LeaderboardDetail (404 unknown id);
 * - `GET /{id}/scores?modifiers&limit&page&sort=rank,ASC`: a bare array of LeaderboardScoreRow;
 * - `GET /{id}/board?modifiers&page&limit&country&followed&platform`: the site's board
 *   (docs/decisions/0054 "Boards"); any credential, the signed-in one adds its own row.
 */
export const leaderboardsReadRoutes: FastifyPluginAsyncZod = async (app) => {
  publicListRoute(app, {
    tags,
    summary:
      'Leaderboards in the query grammar (formats.md §6.1): filters incl. beatmap.published, beatmap.ost, beatmap_id, mode, difficulty, challenge; join beatmap; sorts id, updated_at, created_at, scores, rank_combined.',
    resource: leaderboardsResource,
    item: leaderboardSchema,
    list: listLeaderboards,
  });
  app.get(
    '/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A leaderboard with its beatmap and sibling charts',
        params: idParams,
        response: { 200: leaderboardDetailSchema },
      },
    },
    async (request) => getLeaderboardDetail(app.db, request.params.id),
  );
  app.get(
    '/:id/scores',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'One page of a leaderboard’s ranked scores (formats.md §6.2): modifiers=<mask> or -1 (combined); a bare array of camelCase rows.',
        params: idParams,
        querystring: boardScoresQuerySchema,
        response: { 200: z.array(leaderboardScoreRowSchema) },
      },
    },
    async (request) => leaderboardScores(app.db, request.params.id, request.query),
  );
  app.get(
    '/:id/board',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'The site’s board of a leaderboard (docs/decisions/0054): a page of the ranked list with points, players and platform, filters country, followed=1 (signed in) and platform, and the signed-in player’s own row (`me`).',
        params: idParams,
        querystring: boardQuerySchema,
        response: { 200: boardSchema },
      },
    },
    async (request) => leaderboardBoard(app.db, request.params.id, request.query, request.user ?? null),
  );
};

/** `GET /api/scores`: ranked scores in the query grammar (see `listScores`), public. */
export const scoresReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Scores in the query grammar (formats.md §6.1–6.2): joins leaderboard, leaderboard.beatmap, profile, profile.user; sorts rank, rank_combined, modified_score, created_at.',
        querystring: crudQuerySchema(scoresResource),
        response: { 200: listResponseSchema(scoreSchema, scoresResource) },
      },
    },
    async (request) => listScores(app, request.query),
  );
};

/** `GET /api/challenges` (envelope) and `GET /api/challenges/{id}` (404 unknown), public. */
export const challengesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The game’s challenges, newest first, each with its leaderboard count',
        querystring: crudQuerySchema(challengesResource),
        response: { 200: listResponseSchema(challengeSchema, challengesResource) },
      },
    },
    async (request) => listChallenges(app, request.query),
  );
  app.get(
    '/:id',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'One challenge', params: idParams, response: { 200: challengeSchema } },
    },
    async (request) => getChallenge(app.db, request.params.id),
  );
};

/** `GET /api/dethrones?profile_id=`: combined #1s taken, newest first, in the envelope; public. */
export const dethronesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Dethrones, newest first; profile_id keeps those a profile made or suffered',
        querystring: crudQuerySchema(dethronesResource),
        response: { 200: listResponseSchema(dethroneSchema, dethronesResource) },
      },
    },
    async (request) => listDethrones(app, request.query),
  );
};
