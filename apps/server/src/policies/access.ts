import { type CredentialKind, TOKEN_SCOPE_DESCRIPTIONS, type TokenScope } from '@synthhub/shared/auth/scopes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Forbidden, Unauthorized } from '../errors.ts';
import type { AuthUser } from '../plugins/auth.ts';
import { SIGN_IN_MESSAGE } from './content.ts';

/**
 * Who may call a route, declared in its options as `config: { access }` (docs/decisions/0011),
 * and with which credential, `config: { tokenScope }` (docs/decisions/0045):
 * - `public`: anyone, anonymous included (browsing, sign-in, the signed stage PUT with its token);
 * - `user`: any signed-in user (401 otherwise);
 * - `owner`: a signed-in user (401 otherwise) acting on an item the content policy lets them
 *   change — the service checks the item (403, or 404 for a draft they may not see);
 * - `admin`: a signed-in admin (401 anonymous, 403 "Unauthorized" otherwise; spec §6), with a
 *   session only: an API token or a device sign-in is refused (403) even when its user is an admin.
 * A `user` or `owner` route takes an interactive session only, unless it names the `tokenScope`
 * an API token or a device sign-in must hold to call it — so a route that says nothing fails
 * closed. Public routes take every credential (see {@link publicReader}).
 */
export type RouteAccess = 'public' | 'user' | 'owner' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's access class (policies/access.ts). Every `/api` route declares one. */
    access?: RouteAccess;
    /**
     * The scope an API token or a device sign-in needs to call this `user`/`owner` route
     * (docs/decisions/0045); without it, only an interactive session may. Never on `admin` or
     * `public` routes (refused when the route is added).
     */
    tokenScope?: TokenScope;
  }
  interface FastifyInstance {
    /** Every route as registered: method, URL and access class (read by the authorization test). */
    routeAccess: RouteAccessEntry[];
  }
}

/** One registered route, its declared access class (undefined: not classified) and token scope. */
export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  tokenScope: TokenScope | undefined;
}

/** What a route declares about its callers (its `config`). */
export interface RoutePolicy {
  access: RouteAccess | undefined;
  tokenScope?: TokenScope | undefined;
}

/** How a refusal names a credential that is not a session. */
const KIND_NAME: Record<Exclude<CredentialKind, 'session'>, string> = {
  api_token: 'An API token',
  device: 'A device sign-in',
};
const KIND_PURPOSE: Record<Exclude<CredentialKind, 'session'>, string> = {
  api_token: 'it is for game mods: scores, public data and your library',
  device: 'it is for the game: scores, public data and your library',
};
const SIGN_IN_ON_SITE = 'Sign in on the site to do this.';

/**
 * The refusal messages of the credential check (403), for a credential `kind` that is not a
 * session (docs/decisions/0045): on a session-only route, on an admin route, and on a route whose
 * scope the credential lacks.
 */
export const credentialRefusal = {
  sessionOnly: (kind: Exclude<CredentialKind, 'session'>) =>
    `${KIND_NAME[kind]} cannot do this (${KIND_PURPOSE[kind]}). ${SIGN_IN_ON_SITE}`,
  admin: (kind: Exclude<CredentialKind, 'session'>) =>
    `${KIND_NAME[kind]} cannot be used in the admin area, even by an admin. ${SIGN_IN_ON_SITE}`,
  missingScope: (kind: Exclude<CredentialKind, 'session'>, scope: TokenScope) =>
    kind === 'api_token'
      ? `This API token may not ${TOKEN_SCOPE_DESCRIPTIONS[scope]}. Make a token with that permission in your profile settings.`
      : `A device sign-in may not ${TOKEN_SCOPE_DESCRIPTIONS[scope]}. ${SIGN_IN_ON_SITE}`,
};

/**
 * The one check of a route's declared policy, for `user`, `owner` and `admin` routes; throws
 * Unauthorized (401) for anonymous callers, Forbidden "Unauthorized" (403, spec §6) for a
 * non-admin session on an admin route, and Forbidden with a {@link credentialRefusal} message for
 * an API token or device sign-in the route does not take: any on an admin route, and on a
 * `user`/`owner` route one without the route's `tokenScope` (or any, when it names none).
 * Returns the signed-in user (on public routes, what {@link publicReader} makes of it).
 */
export function checkAccess(policy: RoutePolicy, user: AuthUser | null): AuthUser | null {
  const { access, tokenScope } = policy;
  if (access === undefined || access === 'public') return publicReader(user);
  if (!user) throw new Unauthorized(access === 'admin' ? 'Unauthorized' : SIGN_IN_MESSAGE);
  const kind = user.credential;
  if (access === 'admin') {
    if (kind !== 'session') throw new Forbidden(credentialRefusal.admin(kind));
    if (!user.admin) throw new Forbidden('Unauthorized');
    return user;
  }
  if (kind === 'session') return user;
  if (!tokenScope) throw new Forbidden(credentialRefusal.sessionOnly(kind));
  if (!user.scopes.includes(tokenScope))
    throw new Forbidden(credentialRefusal.missingScope(kind, tokenScope));
  return user;
}

/**
 * Who a public route serves (docs/decisions/0045): a session as its user; an API token or a
 * device sign-in as its user only when it may read the user's library (`library:read`: their own
 * drafts show, their downloads count in their history), else as an anonymous visitor. Never as an
 * admin: such a principal's `admin` is false (plugins/auth.ts), so it unlocks no one else's drafts.
 */
export function publicReader(user: AuthUser | null): AuthUser | null {
  if (!user || user.credential === 'session' || user.scopes.includes('library:read')) return user;
  return null;
}

/**
 * The sentence the API documentation (`/api/docs`) gives a route about credentials
 * (docs/decisions/0045), for mod authors: which scope a token needs, or that it needs a sign-in on
 * the site. Nothing for public routes.
 */
export function credentialsNote(access: RouteAccess | undefined, tokenScope: TokenScope | undefined) {
  if (access === undefined || access === 'public') return undefined;
  if (access === 'admin')
    return 'Credentials: an admin signed in on the site; API tokens and device sign-ins are refused.';
  if (tokenScope)
    return `Credentials: a sign-in on the site, or an API token or device sign-in with the \`${tokenScope}\` scope.`;
  return 'Credentials: a sign-in on the site; API tokens and device sign-ins are refused.';
}

/**
 * Collects every route with its access class and token scope (an `onRoute` hook, so register it
 * before any route; the swagger UI under `/api/docs` is documentation and classified `public`
 * here) and enforces them in a `preValidation` hook: after every `onRequest` hook (the auth plugin
 * sets `request.user` there), before the body is validated, so an anonymous caller learns nothing
 * of a route's body schema. The hook leaves in `request.user` what the route may act for (on a
 * public route, {@link publicReader}). A `tokenScope` on an `admin` or `public` route is a
 * programming error, thrown when the route is added. Each route's OpenAPI description gets its
 * {@link credentialsNote}.
 */
export function registerRouteAccess(app: FastifyInstance): void {
  const table: RouteAccessEntry[] = [];
  app.decorate('routeAccess', table);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    const access = route.config?.access;
    const tokenScope = route.config?.tokenScope;
    if (tokenScope && access !== 'user' && access !== 'owner')
      throw new Error(
        `${route.url}: tokenScope is for user and owner routes, not ${access ?? 'unclassified'} ones`,
      );
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method, url: route.url, access, tokenScope });
    const credentials = credentialsNote(access, tokenScope);
    if (credentials && route.schema) {
      const { description } = route.schema as { description?: string };
      route.schema = {
        ...route.schema,
        description: description ? `${description}\n\n${credentials}` : credentials,
      };
    }
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    request.user = checkAccess({ access: config?.access, tokenScope: config?.tokenScope }, request.user);
  });
}

/** The signed-in user of a `user`/`owner`/`admin` route (its access hook already refused anonymous callers). */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Unauthorized(SIGN_IN_MESSAGE);
  return request.user;
}
