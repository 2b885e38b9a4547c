import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../plugins/auth.ts';
import { checkAccess, credentialRefusal, publicReader, registerRouteAccess } from './access.ts';

// The route policy's credential check (docs/decisions/0045), without an app or a database.

const session: AuthUser = { id: 1, username: 'ann', admin: true, credential: 'session', scopes: [] };
const token: AuthUser = {
  id: 1,
  username: 'ann',
  admin: false,
  credential: 'api_token',
  scopes: ['scores:write'],
  apiTokenId: 7,
};
const device: AuthUser = {
  id: 1,
  username: 'ann',
  admin: false,
  credential: 'device',
  scopes: ['scores:write', 'library:read'],
};

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return [(error as { statusCode?: number }).statusCode, (error as Error).message];
  }
  return 'let through';
};

describe('checkAccess', () => {
  it('takes only a session on a user route that names no token scope (fails closed)', () => {
    expect(checkAccess({ access: 'user' }, session)).toBe(session);
    expect(refusal(() => checkAccess({ access: 'user' }, token))).toEqual([
      403,
      credentialRefusal.sessionOnly('api_token'),
    ]);
    expect(refusal(() => checkAccess({ access: 'owner' }, device))).toEqual([
      403,
      credentialRefusal.sessionOnly('device'),
    ]);
  });

  it('takes a token or a device holding the route’s scope, and names the missing one', () => {
    expect(checkAccess({ access: 'user', tokenScope: 'scores:write' }, token)).toBe(token);
    expect(checkAccess({ access: 'user', tokenScope: 'library:read' }, device)).toBe(device);
    expect(refusal(() => checkAccess({ access: 'user', tokenScope: 'library:read' }, token))).toEqual([
      403,
      'This API token may not read your library (download history, your drafts and your votes). Make a token with that permission in your profile settings.',
    ]);
    expect(refusal(() => checkAccess({ access: 'user', tokenScope: 'votes:write' }, device))).toEqual([
      403,
      'A device sign-in may not vote on beatmaps, playlists, stages, avatars and mods as you. Sign in on the site to do this.',
    ]);
  });

  it('keeps the admin area to admin sessions, whatever a token holds', () => {
    expect(checkAccess({ access: 'admin' }, session)).toBe(session);
    expect(refusal(() => checkAccess({ access: 'admin' }, { ...session, admin: false }))).toEqual([
      403,
      'Unauthorized',
    ]);
    expect(refusal(() => checkAccess({ access: 'admin' }, { ...token, admin: true }))).toEqual([
      403,
      credentialRefusal.admin('api_token'),
    ]);
    expect(refusal(() => checkAccess({ access: 'admin' }, null))).toEqual([401, 'Unauthorized']);
  });

  it('serves a token on a public route as its user only with library:read', () => {
    expect(publicReader(session)).toBe(session);
    expect(publicReader(token)).toBeNull();
    expect(publicReader(device)).toBe(device);
    expect(checkAccess({ access: 'public' }, token)).toBeNull();
    expect(checkAccess({ access: 'public' }, null)).toBeNull();
  });
});

describe('registerRouteAccess', () => {
  it('records each route’s declaration and refuses a token scope on an admin or public route', async () => {
    const app = Fastify();
    registerRouteAccess(app);
    app.get('/api/plain', { config: { access: 'user' } }, async () => 'ok');
    app.get('/api/scored', { config: { access: 'user', tokenScope: 'scores:write' } }, async () => 'ok');
    expect(() =>
      app.get('/api/admin/x', { config: { access: 'admin', tokenScope: 'scores:write' } }, async () => 'ok'),
    ).toThrow(/tokenScope is for user and owner routes, not admin ones/);
    expect(() =>
      app.get('/api/open', { config: { access: 'public', tokenScope: 'library:read' } }, async () => 'ok'),
    ).toThrow(/not public ones/);
    await app.ready();
    expect(app.routeAccess.filter((r) => r.method === 'GET')).toEqual([
      { method: 'GET', url: '/api/plain', access: 'user', tokenScope: undefined },
      { method: 'GET', url: '/api/scored', access: 'user', tokenScope: 'scores:write' },
    ]);
    await app.close();
  });
});
