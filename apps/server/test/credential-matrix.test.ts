import { DEVICE_CODE_GRANT_TYPE } from '@synthhub/shared/auth/device-code.constants';
import { DEVICE_SCOPES, TOKEN_SCOPES, type TokenScope } from '@synthhub/shared/auth/scopes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccessEntry } from '../src/policies/access.ts';
import { auth } from '../src/modules/votes/votes.test-helpers.ts';
import { registerAdmin, registerUser, TINY_PNG, uploadForm } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * The credential matrix (docs/decisions/0045; conventions.md "Trust"): every `/api` route of the
 * app's route table × every kind of caller, each answer checked against what the route declares
 * (`config.access`, `config.tokenScope`). The expectations are written out here from the rules of
 * the decision, not computed by the code under test. A route added later is covered without
 * editing this file; one that declares no access class fails the first test, and one that names no
 * token scope is expected to refuse tokens and device sign-ins.
 */

type Caller =
  | 'anonymous'
  | 'user session'
  | 'user API token'
  | 'admin session'
  | 'admin API token'
  | 'device sign-in'
  | 'suspended user';

const CALLERS: Caller[] = [
  'anonymous',
  'user session',
  'user API token',
  'admin session',
  'admin API token',
  'device sign-in',
  'suspended user',
];

/** What each caller holds: a bearer value, and for tokens and devices their scopes. */
interface Credential {
  bearer?: string;
  kind: 'none' | 'session' | 'api_token' | 'device' | 'suspended';
  scopes: readonly TokenScope[];
}

const SUSPENSION = 'This account is suspended: Matrix test';

/** What the policy must answer: a refusal (status and message) or "let through". */
type Expected = { status: number; message: string | RegExp } | 'allowed';

/** The decision's rules, per caller kind, for one route's declaration. */
function expected(route: RouteAccessEntry, who: Credential, callerIsAdmin: boolean): Expected {
  const { access, tokenScope } = route;
  if (who.kind === 'suspended') return { status: 401, message: SUSPENSION };
  if (access === 'public') return 'allowed';
  if (who.kind === 'none')
    return { status: 401, message: access === 'admin' ? 'Unauthorized' : 'You need to sign in to do this.' };
  if (who.kind === 'session') {
    if (access === 'admin' && !callerIsAdmin) return { status: 403, message: 'Unauthorized' };
    return 'allowed';
  }
  const name = who.kind === 'api_token' ? 'An API token' : 'A device sign-in';
  if (access === 'admin')
    return {
      status: 403,
      message: `${name} cannot be used in the admin area, even by an admin. Sign in on the site to do this.`,
    };
  if (!tokenScope)
    return {
      status: 403,
      message: new RegExp(`^${name} cannot do this \\(.*\\)\\. Sign in on the site to do this\\.$`),
    };
  if (!who.scopes.includes(tokenScope)) return { status: 403, message: / may not / };
  return 'allowed';
}

/**
 * Public routes whose own handler checks a credential of its own (not the session's), so a 401/403
 * from them is not the route policy's: the notification stream's single-use ticket and the stage
 * upload's signed URL.
 */
const OWN_CREDENTIAL = new Set(['GET /api/notifications/stream', 'PUT /api/uploads/:id']);

const name = (r: RouteAccessEntry) => `${r.method} ${r.url}`;

/** The `message` of an error answer (spec's error shape), or '' for any other body. */
function messageOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && 'message' in parsed ? String(parsed.message) : '';
  } catch {
    return '';
  }
}

/** A URL for a route pattern naming nothing that exists (every parameter an unused id), so no handler changes anything. */
function fill(url: string): string {
  return url
    .replace(/:hash/g, 'a'.repeat(64))
    .replace(/:[A-Za-z]+/g, '2147483000')
    .replace(/\*$/, 'nothing-here');
}

/** A body that reaches the access check on every route (a PNG form for covers, else `{}`). */
function bodyFor(method: string, url: string) {
  if (method === 'GET' || method === 'DELETE') return { headers: {} };
  if (url.endsWith('/cover')) return uploadForm(TINY_PNG, undefined, 'cover.png');
  return { payload: {}, headers: {} };
}

let t: TestApp;
const callers = new Map<Caller, { credential: Credential; admin: boolean }>();

async function makeToken(session: string, scopes: readonly TokenScope[]): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/tokens',
    headers: auth(session),
    payload: { name: 'matrix', scopes },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().secret;
}

async function deviceToken(session: string): Promise<string> {
  const code = (
    await t.app.inject({ method: 'POST', url: '/api/auth/device/code', payload: { client_id: 'Matrix' } })
  ).json();
  const approved = await t.app.inject({
    method: 'POST',
    url: '/api/auth/device/approve',
    headers: auth(session),
    payload: { user_code: code.user_code, approve: true },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/device/token',
    payload: { grant_type: DEVICE_CODE_GRANT_TYPE, device_code: code.device_code },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token;
}

beforeAll(async () => {
  t = await buildTestApp();
  const user = await registerUser(t.app);
  const admin = await registerAdmin(t.app);
  const suspended = await registerUser(t.app);
  // Every token holds every scope offered: the strongest token a user can make.
  const userToken = await makeToken(user.token, TOKEN_SCOPES);
  const adminToken = await makeToken(admin.token, TOKEN_SCOPES);
  const device = await deviceToken(user.token);
  const suspend = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${suspended.user.id}/suspend`,
    headers: auth(admin.token),
    payload: { reason: 'Matrix test' },
  });
  expect(suspend.statusCode, suspend.body).toBe(200);
  const set = (caller: Caller, credential: Credential, isAdmin = false) =>
    callers.set(caller, { credential, admin: isAdmin });
  set('anonymous', { kind: 'none', scopes: [] });
  set('user session', { bearer: user.token, kind: 'session', scopes: [] });
  set('user API token', { bearer: userToken, kind: 'api_token', scopes: TOKEN_SCOPES });
  set('admin session', { bearer: admin.token, kind: 'session', scopes: [] }, true);
  set('admin API token', { bearer: adminToken, kind: 'api_token', scopes: TOKEN_SCOPES }, true);
  set('device sign-in', { bearer: device, kind: 'device', scopes: DEVICE_SCOPES });
  set('suspended user', { bearer: suspended.token, kind: 'suspended', scopes: [] });
});
afterAll(async () => t?.close());

/** The `/api` routes (HEAD routes are Fastify's copies of the GET ones, with the same config). */
const apiRoutes = () => t.app.routeAccess.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD');

describe('credential matrix: every /api route × every kind of caller', () => {
  it('finds a declared policy on every /api route', () => {
    expect(apiRoutes().length).toBeGreaterThan(150);
    expect(
      apiRoutes()
        .filter((r) => r.access === undefined)
        .map(name),
      'routes that declare no config.access',
    ).toEqual([]);
  });

  it('lets a token or a device in only where a route names a scope, and never into the admin area', () => {
    const scoped = apiRoutes().filter((r) => r.tokenScope !== undefined);
    expect(scoped.map((r) => r.access).filter((a) => a !== 'user' && a !== 'owner')).toEqual([]);
    // The routes a game mod needs (formats.md §6) are among them; account routes are not.
    const names = scoped.map(name);
    expect(names).toEqual(
      expect.arrayContaining(['POST /api/scores', 'GET /api/downloads', 'GET /api/auth/user']),
    );
    for (const prefix of ['/api/user/', '/api/auth/device/', '/api/admin'])
      expect(
        names.filter((n) => n.split(' ')[1]!.startsWith(prefix)),
        prefix,
      ).toEqual([]);
  });

  for (const caller of CALLERS) {
    it(`answers ${caller} as each route declares`, async () => {
      const { credential, admin } = callers.get(caller)!;
      const wrong: string[] = [];
      for (const route of apiRoutes()) {
        const body = bodyFor(route.method, route.url);
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: fill(route.url),
          ...body,
          headers: { ...body.headers, ...(credential.bearer ? auth(credential.bearer) : {}) },
        });
        const want = expected(route, credential, admin);
        const message = messageOf(res.body);
        if (want === 'allowed') {
          if ((res.statusCode === 401 || res.statusCode === 403) && !OWN_CREDENTIAL.has(name(route)))
            wrong.push(`${name(route)}: expected through, got ${res.statusCode} ${message}`);
        } else if (
          res.statusCode !== want.status ||
          !(typeof want.message === 'string' ? message === want.message : want.message.test(message))
        ) {
          wrong.push(
            `${name(route)}: expected ${want.status} ${want.message}, got ${res.statusCode} ${message}`,
          );
        }
      }
      expect(wrong, `${caller}: answers that break the declared policy`).toEqual([]);
    });
  }
});
