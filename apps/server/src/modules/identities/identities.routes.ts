import { createHmac } from 'node:crypto';
import cookie from '@fastify/cookie';
import { SIGN_IN_FLOW_TTL_S, type SignInProvider } from '@synthhub/shared/identities/identities.constants';
import {
  callbackBodySchema,
  callbackResponseSchema,
  identitiesResponseSchema,
  linkStartResponseSchema,
  providerParamsSchema,
  providersResponseSchema,
  registerIdentitySchema,
  startQuerySchema,
} from '@synthhub/shared/identities/identities.schemas';
import { sessionResponseSchema } from '@synthhub/shared/auth/auth.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkOrigin } from '../../lib/http/link-origin.ts';
import { noContentResponse } from '../../lib/http/response-schemas.ts';
import { signedInUser } from '../../policies/access.ts';
import { presentSession } from '../auth/index.ts';
import { presentCallback, presentIdentity } from './identities.presenter.ts';
import { createProviderClients, enabledProviders } from './provider-clients.ts';
import {
  completeFlow,
  type IdentityDeps,
  listIdentities,
  registerWithGrant,
  startFlow,
  unlinkIdentity,
} from './identities.service.ts';

/** The cookie that ties a started flow to this browser: the flow's state, signed, httpOnly. */
const FLOW_COOKIE = 'synthhub_sign_in';
/** Per-IP limit on starting and finishing flows and on registering with a grant (429 past it). */
const FLOW_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** Keeps only a path on this site as the after-sign-in target (like the web's safeRedirect). */
function sitePath(target: string | undefined): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}

/**
 * Third-party sign-in and linked accounts (spec §2 "Sign-in with a third party";
 * docs/decisions/0015), registered under `/api`:
 * - `GET /auth/providers`: the configured providers;
 * - `GET /auth/{provider}/start?redirect=`: 302 to the provider, the flow's state in a signed,
 *   httpOnly cookie valid SIGN_IN_FLOW_TTL_S (600 s);
 * - `POST /auth/{provider}/callback {query}`: the web page `/auth/{provider}` forwards the query
 *   the provider sent it back with; answers signed_in / register / linked;
 * - `POST /auth/register-identity {grant, username}`: a first sign-in creates its account (201);
 * - `GET /user/identities`, `POST /user/identities/{provider}` (start linking: answers the
 *   provider URL and sets the cookie), `DELETE /user/identities/{provider}` (409 for the last way in).
 */
export const identitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The cookie secret is derived from the JWT secret, so nothing new has to be configured.
  await app.register(cookie, {
    secret: createHmac('sha256', app.config.jwtSecret).update('sign-in-flow-cookie').digest('base64url'),
  });
  const deps: IdentityDeps = {
    db: app.db,
    signAccessToken: (user) => app.signAccessToken(user),
    clients: createProviderClients(app.config.signInProviders),
  };
  /** `{origin}/auth/{provider}`: PUBLIC_URL, never a client-chosen Host (lib/http/link-origin.ts). */
  const callbackUrl = (request: FastifyRequest, provider: SignInProvider) =>
    new URL(`/auth/${provider}`, linkOrigin(app.config, request)).toString();
  const setFlowCookie = (reply: FastifyReply, state: string) =>
    reply.setCookie(FLOW_COOKIE, state, {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      path: '/api/auth',
      maxAge: SIGN_IN_FLOW_TTL_S,
    });

  app.get(
    '/auth/providers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'The third-party sign-in providers this site offers',
        response: { 200: providersResponseSchema },
      },
    },
    async () => ({ providers: enabledProviders(deps.clients) }),
  );

  app.get(
    '/auth/:provider/start',
    {
      config: { access: 'public', rateLimit: FLOW_RATE_LIMIT },
      schema: {
        params: providerParamsSchema,
        querystring: startQuerySchema,
        tags: ['auth'],
        summary: 'Start signing in with a third party (302 to the provider)',
        response: { 302: z.undefined().describe('Redirect to the provider') },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const flow = await startFlow(deps, {
        provider,
        mode: 'signin',
        userId: null,
        redirect: sitePath(request.query.redirect),
        callbackUrl: callbackUrl(request, provider),
      });
      setFlowCookie(reply, flow.state);
      return reply.redirect(flow.authorizeUrl, 302);
    },
  );

  app.post(
    '/auth/:provider/callback',
    {
      config: { access: 'public', rateLimit: FLOW_RATE_LIMIT },
      schema: {
        params: providerParamsSchema,
        body: callbackBodySchema,
        tags: ['auth'],
        summary: "Finish a third-party sign-in or link with the provider's answer",
        response: { 200: callbackResponseSchema },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const raw = request.cookies[FLOW_COOKIE];
      const unsigned = raw ? request.unsignCookie(raw) : undefined;
      // The flow is spent whatever happens next; the cookie goes with it.
      reply.clearCookie(FLOW_COOKIE, { path: '/api/auth' });
      const outcome = await completeFlow(deps, {
        provider,
        query: request.body.query,
        cookieState: unsigned?.valid ? (unsigned.value ?? undefined) : undefined,
        // Linking needs a session on the site, as starting it does (docs/decisions/0045).
        signedInUserId: request.user?.credential === 'session' ? request.user.id : null,
        callbackUrl: callbackUrl(request, provider),
      });
      return presentCallback(outcome);
    },
  );

  app.post(
    '/auth/register-identity',
    {
      config: { access: 'public', rateLimit: FLOW_RATE_LIMIT },
      schema: {
        body: registerIdentitySchema,
        tags: ['auth'],
        summary: 'Create the account of a first third-party sign-in and sign in',
        response: { 201: sessionResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(presentSession(await registerWithGrant(deps, request.body))),
  );

  app.get(
    '/user/identities',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user’s linked third-party accounts',
        security: [{ bearer: [] }],
        response: { 200: identitiesResponseSchema },
      },
    },
    async (request) => {
      const { identities, hasPassword } = await listIdentities(app.db, signedInUser(request).id);
      return { identities: identities.map(presentIdentity), has_password: hasPassword };
    },
  );

  app.post(
    '/user/identities/:provider',
    {
      config: { access: 'user', rateLimit: FLOW_RATE_LIMIT },
      schema: {
        params: providerParamsSchema,
        tags: ['users'],
        summary: 'Start linking a third-party account (answers the provider URL to open)',
        security: [{ bearer: [] }],
        response: { 200: linkStartResponseSchema },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const flow = await startFlow(deps, {
        provider,
        mode: 'link',
        userId: signedInUser(request).id,
        redirect: '/user/profile',
        callbackUrl: callbackUrl(request, provider),
      });
      setFlowCookie(reply, flow.state);
      return { authorize_url: flow.authorizeUrl };
    },
  );

  app.delete(
    '/user/identities/:provider',
    {
      config: { access: 'user' },
      schema: {
        params: providerParamsSchema,
        tags: ['users'],
        summary: 'Unlink a third-party account (never the last way in)',
        security: [{ bearer: [] }],
        response: noContentResponse,
      },
    },
    async (request, reply) => {
      await unlinkIdentity(app.db, signedInUser(request).id, request.params.provider);
      return reply.status(204).send();
    },
  );
};
