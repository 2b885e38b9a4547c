import {
  apiTokenCreatedSchema,
  apiTokenCreateSchema,
  apiTokenListSchema,
} from '@synthhub/shared/profile/profile.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/http/id-params.ts';
import { noContentResponse } from '../../lib/http/response-schemas.ts';
import { accountUser } from './account-user.ts';
import { createApiToken, listApiTokens, revokeOwnApiToken } from './api-tokens.service.ts';
import { presentApiToken } from './profile.presenter.ts';

const security = [{ bearer: [] }];
const tags = ['profile'];

/**
 * Personal API tokens under `/api/user/tokens` (docs/decisions/0016): game mods send one as
 * `Authorization: Bearer shp_…` to act as the user. List, create (the secret is answered once) and
 * revoke; owner only (401 anonymous, 403 with an API token, 404 for another user's token).
 */
export const apiTokensRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tokens',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'Your live API tokens, newest first',
        response: { 200: apiTokenListSchema },
      },
    },
    async (request) => ({
      data: (await listApiTokens(app.db, accountUser(request).id)).map(presentApiToken),
    }),
  );

  app.post(
    '/tokens',
    {
      config: { access: 'user' },
      // Per address and per account (lib/http/rate-limits.ts `tokenCreation`; docs/decisions/0018).
      preHandler: app.rateLimits('tokenCreation'),
      schema: {
        tags,
        security,
        summary: 'Create an API token (at most 20 live); the secret is in this answer only',
        body: apiTokenCreateSchema,
        response: { 201: apiTokenCreatedSchema },
      },
    },
    async (request, reply) => {
      const { row, secret } = await createApiToken(app.db, accountUser(request).id, request.body.name);
      return reply.status(201).send({ token: presentApiToken(row), secret });
    },
  );

  app.delete(
    '/tokens/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'Revoke an API token; it stops working at once',
        params: idParams,
        response: noContentResponse,
      },
    },
    async (request, reply) => {
      await revokeOwnApiToken(app.db, accountUser(request).id, Number(request.params.id));
      return reply.status(204).send();
    },
  );
};
