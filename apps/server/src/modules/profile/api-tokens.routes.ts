import {
  apiTokenCreatedSchema,
  apiTokenCreateSchema,
  apiTokenListSchema,
} from '@synthhub/shared/profile/profile.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/http/id-params.ts';
import { noContentResponse } from '../../lib/http/response-schemas.ts';
import { signedInUser } from '../../policies/access.ts';
import { createApiToken, listApiTokens, revokeOwnApiToken } from './api-tokens.service.ts';
import { presentApiToken } from './profile.presenter.ts';

const security = [{ bearer: [] }];
const tags = ['profile'];

/**
 * Personal API tokens under `/api/user/tokens` (docs/decisions/0016): game mods send one as
 * `Authorization: Bearer shp_…` to act as the user. List, create (the secret is answered once) and
 * revoke; owner only, with a session on the site (401 anonymous, 403 with an API token or a device
 * sign-in: the routes name no `tokenScope`, docs/decisions/0045; 404 for another user's token).
 * A token's scopes are chosen when it is made (the game-mod ones by default) and listed.
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
      data: (await listApiTokens(app.db, signedInUser(request).id)).map(presentApiToken),
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
        summary:
          'Create an API token (at most 20 live) with the scopes chosen; the secret is in this answer only',
        body: apiTokenCreateSchema,
        response: { 201: apiTokenCreatedSchema },
      },
    },
    async (request, reply) => {
      const { name, scopes } = request.body;
      const { row, secret } = await createApiToken(app.db, signedInUser(request).id, name, scopes);
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
      await revokeOwnApiToken(app.db, signedInUser(request).id, Number(request.params.id));
      return reply.status(204).send();
    },
  );
};
