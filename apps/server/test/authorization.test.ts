import { VOTE_KINDS, VOTE_PATHS, type VoteKind } from '@synthhub/shared/votes/votes.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccessEntry } from '../src/policies/access.ts';
import { auth, makeItem } from '../src/modules/votes/votes.test-helpers.ts';
import { registerAdmin, registerUser, TINY_PNG, uploadForm } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * The authorization test generated from the app's route table (docs/decisions/0011): every `/api`
 * route declares an access class, and each class is tried against the callers it must refuse.
 * A route added later is covered without editing this file; an unclassified one fails the first test.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/**
 * The only writes anonymous callers may make: sign-in, registration, refresh, logout (they carry
 * their credentials in the body), a third-party sign-in's callback and grant registration, the
 * password reset (the mailed token is the credential), the device-code start and poll (the device
 * code is the credential; RFC 8628), the stage upload PUT (its signed URL is the credential) and
 * the report form.
 */
const ANONYMOUS_WRITES = [
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  // Third-party sign-in (docs/decisions/0015): the provider's answer and a first sign-in's grant.
  'POST /api/auth/:provider/callback',
  'POST /api/auth/register-identity',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/device/code',
  'POST /api/auth/device/token',
  'PUT /api/uploads/:id',
  // The copyright/abuse report form (docs/decisions/0028): anyone may file one, rate-limited.
  'POST /api/reports',
];

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const name = (r: RouteAccessEntry) => `${r.method} ${r.url}`;

/** The `/api` routes (HEAD routes are Fastify's copies of the GET ones, with the same config). */
function apiRoutes(): RouteAccessEntry[] {
  return t.app.routeAccess.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD');
}

/** A concrete URL for a route pattern: `:id` → `id`, `:fileId` and `:versionId` → 1, `:hash` → 64 hex digits. */
function fill(url: string, id: number | string = 1): string {
  return url
    .replace(':id', String(id))
    .replace(':fileId', '1')
    .replace(':versionId', '1')
    .replace(':hash', 'a'.repeat(64))
    .replace(':ref', 'nobody')
    .replace(/\*$/, '');
}

/** The content kind whose API path the URL starts with (`/api/models/stages/:id` → stage). */
function kindOf(url: string): VoteKind | undefined {
  return VOTE_KINDS.find((kind) => url.startsWith(`${VOTE_PATHS[kind]}/`));
}

/** A body that passes the route's validation, so the answer is the policy's: a PNG for covers, else `{}` or items. */
function bodyFor(method: string, url: string) {
  if (url.endsWith('/cover')) return uploadForm(TINY_PNG, undefined, 'cover.png');
  if (url.endsWith('/items')) return { payload: { items: [] }, headers: {} };
  return method === 'DELETE' ? { headers: {} } : { payload: {}, headers: {} };
}

describe('authorization from the route table', () => {
  it('finds the routes (the table is not empty)', () => {
    expect(apiRoutes().length).toBeGreaterThan(40);
  });

  it('classifies every /api route (config.access: public, user, owner or admin)', () => {
    const unclassified = apiRoutes()
      .filter((r) => r.access === undefined)
      .map(name);
    expect(unclassified, 'routes without config.access').toEqual([]);
  });

  it('classes every /api/admin route as admin, so the one access hook guards it wherever it is registered', () => {
    const admin = apiRoutes().filter((r) => r.url === '/api/admin' || r.url.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(3);
    expect(
      admin.filter((r) => r.access !== 'admin').map(name),
      '/api/admin routes not classed admin',
    ).toEqual([]);
  });

  it('lets anonymous callers write only through the explicitly public routes', () => {
    const publicWrites = apiRoutes()
      .filter((r) => MUTATING.has(r.method) && r.access === 'public')
      .map(name)
      .sort();
    expect(publicWrites).toEqual([...ANONYMOUS_WRITES].sort());
  });

  it('refuses anonymous callers (401) on every mutating route and every user, owner and admin route', async () => {
    const guarded = apiRoutes().filter(
      (r) => r.access !== 'public' && (MUTATING.has(r.method) || r.access !== undefined),
    );
    const answers: string[] = [];
    for (const route of guarded) {
      const body = bodyFor(route.method, route.url);
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: fill(route.url),
        ...body,
      });
      answers.push(`${name(route)} → ${res.statusCode}`);
    }
    expect(answers).toEqual(guarded.map((r) => `${name(r)} → 401`));
  });

  it('refuses another signed-in user on every owner route (403 on a published item, 404 on a draft)', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const ownerRoutes = apiRoutes().filter((r) => r.access === 'owner');
    expect(ownerRoutes.length).toBeGreaterThan(0);
    for (const route of ownerRoutes) {
      const kind = kindOf(route.url);
      expect(kind, `${name(route)}: owner route outside the content kinds`).toBeDefined();
      for (const published of [true, false]) {
        const path = await makeItem(t.app, kind!, owner.token, published);
        const id = Number(path.split('/').pop());
        const body = bodyFor(route.method, route.url);
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: fill(route.url, id),
          ...body,
          headers: { ...body.headers, ...auth(other.token) },
        });
        expect(`${name(route)} (${published ? 'published' : 'draft'}) → ${res.statusCode}`).toBe(
          `${name(route)} (${published ? 'published' : 'draft'}) → ${published ? 403 : 404}`,
        );
      }
    }
  });

  it('refuses a signed-in non-admin (403 "Unauthorized") on every admin route, and lets an admin in', async () => {
    const user = await registerUser(t.app);
    const admin = await registerAdmin(t.app);
    const adminRoutes = apiRoutes().filter((r) => r.access === 'admin');
    expect(adminRoutes.map(name)).toContain('GET /api/admin/counts');
    for (const route of adminRoutes) {
      const body = bodyFor(route.method, route.url);
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: fill(route.url),
        ...body,
        headers: { ...body.headers, ...auth(user.token) },
      });
      expect([name(route), res.statusCode, res.json().message]).toEqual([name(route), 403, 'Unauthorized']);
    }
    const counts = await t.app.inject({
      method: 'GET',
      url: '/api/admin/counts',
      headers: auth(admin.token),
    });
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toMatchObject({ users: expect.any(Number), beatmaps: expect.any(Number) });
    expect(counts.json().users).toBeGreaterThanOrEqual(2);
  });

  it('puts the admin gate in front of the whole /api/admin prefix (401, then 403 "Unauthorized")', async () => {
    const user = await registerUser(t.app);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/counts' });
    expect([anonymous.statusCode, anonymous.json().message]).toEqual([401, 'Unauthorized']);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/counts',
      headers: auth(user.token),
    });
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Unauthorized']);
  });
});
