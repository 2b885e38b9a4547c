import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Forbidden, Unauthorized } from '../errors.ts';
import type { AuthUser } from '../plugins/auth.ts';
import { SIGN_IN_MESSAGE } from './content.ts';

/**
 * Who may call a route, declared in its options as `config: { access }` (docs/decisions/0011):
 * - `public`: anyone, anonymous included (browsing, sign-in, the signed stage PUT with its token);
 * - `user`: any signed-in user (401 otherwise);
 * - `owner`: a signed-in user (401 otherwise) acting on an item the content policy lets them
 *   change — the service checks the item (403, or 404 for a draft they may not see);
 * - `admin`: a signed-in admin (401 anonymous, 403 "Unauthorized" otherwise; spec §6).
 */
export type RouteAccess = 'public' | 'user' | 'owner' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's access class (policies/access.ts). Every `/api` route declares one. */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route as registered: method, URL and access class (read by the authorization test). */
    routeAccess: RouteAccessEntry[];
  }
}

/** One registered route and its declared access class (undefined: not classified). */
export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

/**
 * The one check of a route's access class, for `user`, `owner` and `admin` routes; throws
 * Unauthorized (401) for anonymous callers and Forbidden "Unauthorized" (403, spec §6) for a
 * non-admin on an admin route. Returns the signed-in user (null on public routes).
 */
export function checkAccess(access: RouteAccess | undefined, user: AuthUser | null): AuthUser | null {
  if (access === undefined || access === 'public') return user;
  if (!user) throw new Unauthorized(access === 'admin' ? 'Unauthorized' : SIGN_IN_MESSAGE);
  if (access === 'admin' && !user.admin) throw new Forbidden('Unauthorized');
  return user;
}

/**
 * Collects every route with its access class (an `onRoute` hook, so register it before any route;
 * the swagger UI under `/api/docs` is documentation and classified `public` here) and enforces the
 * class in a `preValidation` hook: after every `onRequest` hook (the auth plugin sets
 * `request.user` there), before the body is validated, so an anonymous caller learns nothing of a
 * route's body schema.
 */
export function registerRouteAccess(app: FastifyInstance): void {
  const table: RouteAccessEntry[] = [];
  app.decorate('routeAccess', table);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method, url: route.url, access: route.config?.access });
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    checkAccess(request.routeOptions.config?.access, request.user);
  });
}

/** The signed-in user of a `user`/`owner`/`admin` route (its access hook already refused anonymous callers). */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Unauthorized(SIGN_IN_MESSAGE);
  return request.user;
}
