import { ACTIVATE_PATH } from '@synthhub/shared/auth/device-code.constants';
import {
  deviceApproveResponseSchema,
  deviceApproveSchema,
  deviceCodeRequestSchema,
  deviceCodeResponseSchema,
  deviceTokenRequestSchema,
  deviceTokenResponseSchema,
  deviceVerifyQuerySchema,
  deviceVerifyResponseSchema,
} from '@synthhub/shared/auth/device-code.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkOrigin } from '../../lib/http/link-origin.ts';
import { signedInUser } from '../../policies/access.ts';
import { presentUserFor } from '../auth/index.ts';
import {
  createDeviceCode,
  decideUserCode,
  DEVICE_ACCESS_EXPIRES_IN_S,
  pollDeviceToken,
  verifyUserCode,
} from './device-auth.service.ts';

/** An OAuth error answer (RFC 6749 §5.2), as the device token endpoint gives it. */
const oauthErrorSchema = z.looseObject({ error: z.string(), error_description: z.string().optional() });

/**
 * Device-code sign-in (RFC 8628; docs/decisions/0018; docs/api-clients.md "Device-code sign-in"), under
 * `/api/auth/device`: an app without a browser asks for a code (`/code`), the user enters it at
 * `/activate` while signed in (`/verify`, `/approve`), the app polls `/token` for its session.
 * Limited by the named limits deviceCode, devicePoll and deviceApproval (lib/http/rate-limits.ts).
 */
export const deviceAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/code',
    {
      config: { access: 'public' },
      preHandler: app.rateLimits('deviceCode'),
      schema: {
        body: deviceCodeRequestSchema,
        tags: ['auth'],
        summary: 'Start a device-code sign-in (RFC 8628 §3.1): a device code and a user code',
        response: { 200: deviceCodeResponseSchema },
      },
    },
    async (request) => {
      const code = await createDeviceCode(app.db, request.body.client_id);
      const verificationUri = `${linkOrigin(app.config, request)}${ACTIVATE_PATH}`;
      return {
        device_code: code.deviceCode,
        user_code: code.userCode,
        verification_uri: verificationUri,
        verification_uri_complete: `${verificationUri}?user_code=${code.userCode}`,
        expires_in: code.expiresIn,
        interval: code.interval,
      };
    },
  );

  app.post(
    '/token',
    {
      config: { access: 'public' },
      preHandler: app.rateLimits('devicePoll'),
      schema: {
        body: deviceTokenRequestSchema,
        tags: ['auth'],
        summary:
          'Poll for the tokens of a device code (RFC 8628 §3.4); 400 with an RFC 8628 error until approved',
        response: { 200: deviceTokenResponseSchema, 400: oauthErrorSchema.describe('RFC 8628 §3.5 error') },
      },
    },
    async (request, reply) => {
      const outcome = await pollDeviceToken(app, request.body.device_code);
      // RFC 6749 §5.1: token answers are never cached.
      reply.header('cache-control', 'no-store');
      if ('refusal' in outcome)
        return reply
          .status(400)
          .send({ error: outcome.refusal.error, error_description: outcome.refusal.description });
      const { session } = outcome;
      return {
        access_token: session.token,
        token_type: 'Bearer' as const,
        expires_in: DEVICE_ACCESS_EXPIRES_IN_S,
        refresh_token: session.refreshToken,
        token: session.token,
        user: presentUserFor(session.credential, session.user),
      };
    },
  );

  app.get(
    '/verify',
    {
      config: { access: 'user' },
      preHandler: app.rateLimits('deviceApproval'),
      schema: {
        querystring: deviceVerifyQuerySchema,
        tags: ['auth'],
        summary: 'Which app asks with this user code (for the /activate page)',
        security: [{ bearer: [] }],
        response: { 200: deviceVerifyResponseSchema },
      },
    },
    async (request) => {
      const found = await verifyUserCode(app.db, request.query.user_code);
      return {
        user_code: request.query.user_code,
        client_id: found.clientId,
        expires_at: found.expiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/approve',
    {
      config: { access: 'user' },
      preHandler: app.rateLimits('deviceApproval'),
      schema: {
        body: deviceApproveSchema,
        tags: ['auth'],
        summary: "Approve or deny an app's device-code sign-in as the signed-in user",
        security: [{ bearer: [] }],
        response: { 200: deviceApproveResponseSchema },
      },
    },
    async (request) => ({
      status: await decideUserCode(
        app.db,
        signedInUser(request).id,
        request.body.user_code,
        request.body.approve,
      ),
    }),
  );
};
