import {
  authUserResponseSchema,
  loginSchema,
  refreshSchema,
  registerSchema,
  sessionResponseSchema,
} from '@synthhub/shared/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkOrigin } from '../../lib/http/link-origin.ts';
import { noContentResponse } from '../../lib/http/response-schemas.ts';
import { signedInUser } from '../../policies/access.ts';
import { presentSession, presentUserFor } from './auth.presenter.ts';
import { EmailInUse, getSessionUser, logIn, registerUser } from './auth.service.ts';
import { REGISTRATION_ATTEMPT_MAIL_JOB } from './registration-attempt-mail.ts';
import { FailedSignIns } from './failed-sign-ins.ts';
import { RedisFailedSignIns } from './failed-sign-ins-redis.ts';
import { primeDummyPassword } from './password.ts';
import { logOut, refreshSession } from './refresh.service.ts';

// Fastify hands a body-less POST to the validator as null, so the whole body is nullish.
const logoutSchema = refreshSchema.partial().nullish();

/**
 * The account endpoints under `/api/auth` (spec §4, §7 "Authentication"; design.md §2 "Auth"):
 * register, login, refresh, logout and the signed-in user. Register and login are rate-limited per
 * IP and per account (the named limits register and signIn, docs/decisions/0018); login also by
 * failed attempts per account name (failed-sign-ins.ts, docs/decisions/0008).
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Shared by every instance when REDIS_URL is set (docs/decisions/0036).
  const failedSignIns = app.redis
    ? new RedisFailedSignIns(app.redis.command, {
        keyPrefix: app.redis.keyPrefix,
        fallback: new FailedSignIns(),
        log: app.log,
      })
    : new FailedSignIns();
  // The dummy hash an unknown name is checked against exists before the first sign-in, which
  // would otherwise pay for making it and take twice as long as a wrong password.
  await primeDummyPassword();

  app.post(
    '/register',
    {
      schema: {
        body: registerSchema,
        tags: ['auth'],
        summary: 'Create an account and sign in',
        response: { 201: sessionResponseSchema },
      },
      config: { access: 'public' },
      // Per IP and per e-mail (lib/http/rate-limits.ts); the address is the socket's unless TRUST_PROXY names the proxy.
      preHandler: app.rateLimits('register'),
    },
    async (request, reply) => {
      try {
        return reply.status(201).send(presentSession(await registerUser(app, request.body)));
      } catch (error) {
        // The owner of the address hears of the attempt (docs/decisions/0048).
        if (error instanceof EmailInUse) {
          const origin = linkOrigin(app.config, request);
          await app.jobs.enqueue(REGISTRATION_ATTEMPT_MAIL_JOB, { email: request.body.email, origin });
        }
        throw error;
      }
    },
  );

  app.post(
    '/login',
    {
      schema: {
        body: loginSchema,
        tags: ['auth'],
        summary: 'Sign in with username (or e-mail) and password',
        response: { 200: sessionResponseSchema },
      },
      config: { access: 'public' },
      // Per IP (30 a minute by default, against credential stuffing) and per sign-in name.
      preHandler: app.rateLimits('signIn'),
    },
    async (request) => presentSession(await logIn(app, request.body, failedSignIns)),
  );

  app.post(
    '/refresh',
    {
      config: { access: 'public' },
      schema: {
        body: refreshSchema,
        tags: ['auth'],
        summary: 'Swap a refresh token (single use) for a new session',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => presentSession(await refreshSession(app, request.body.refresh_token)),
  );

  app.post(
    '/logout',
    {
      config: { access: 'public' },
      schema: {
        body: logoutSchema,
        tags: ['auth'],
        summary: "End the refresh token's session",
        response: noContentResponse,
      },
    },
    async (request, reply) => {
      await logOut(app.db, request.body?.refresh_token);
      return reply.status(204).send();
    },
  );

  app.get(
    '/user',
    {
      // Who a mod's token or device acts for; without the e-mail (presentUserFor).
      config: { access: 'user', tokenScope: 'library:read' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user (e-mail only for a session on the site)',
        security: [{ bearer: [] }],
        response: { 200: authUserResponseSchema },
      },
    },
    async (request) => {
      const principal = signedInUser(request);
      return { user: presentUserFor(principal.credential, await getSessionUser(app.db, principal.id)) };
    },
  );
};
