import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, jwt, testSession } from '../testing/test-utils.tsx';
import { createApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { createSessionStore } from './session-store.ts';

/** A fake API: `/api/secret` needs a currently valid token; `/api/auth/refresh` rotates. */
function fakeServer(options: { refreshFails?: boolean; refreshGate?: Promise<void> } = {}) {
  const valid = new Set<string>();
  let refreshToken = 'refresh-1';
  let generation = 1;
  const calls: { url: string; auth: string | null; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = new URL(url).pathname;
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ url, auth: headers.get('Authorization'), body });
    if (path === '/api/auth/refresh') {
      await options.refreshGate;
      if (options.refreshFails || (body as { refresh_token: string }).refresh_token !== refreshToken) {
        return jsonResponse(401, { statusCode: 401, message: 'Refresh token is invalid' });
      }
      generation += 1;
      refreshToken = `refresh-${generation}`;
      const token = jwt(900, `gen${generation}`);
      valid.add(token);
      return jsonResponse(200, {
        ...testSession(),
        token,
        refresh_token: refreshToken,
      } satisfies SessionResponse);
    }
    if (path === '/api/secret') {
      const token = headers.get('Authorization')?.replace('Bearer ', '') ?? '';
      if (!valid.has(token)) return jsonResponse(401, { statusCode: 401, message: 'Unauthorized' });
      return jsonResponse(200, { ok: true, token });
    }
    if (path === '/api/bad') {
      return jsonResponse(400, {
        statusCode: 400,
        message: 'Bad Request',
        error: 'Bad Request',
        data: { message: 'The file is not a beatmap', validation: ['file: not a zip'] },
      });
    }
    return jsonResponse(404, { statusCode: 404, message: 'Not found' });
  });
  const refreshCalls = () => calls.filter((c) => c.url.endsWith('/api/auth/refresh')).length;
  return { fetch, calls, valid, refreshCalls };
}

function setup(server: ReturnType<typeof fakeServer>, token = jwt(900, 'stale')) {
  const session = createSessionStore(null);
  session.set({ ...testSession(), token, refresh_token: 'refresh-1' });
  const api = createApiClient({ baseUrl: 'http://api.test', session, fetch: server.fetch });
  return { api, session };
}

describe('api client', () => {
  it('sends JSON with the bearer token and parses the answer', async () => {
    const server = fakeServer();
    const { api, session } = setup(server);
    server.valid.add(session.get()!.token);
    await expect(api.request('/api/secret', { query: { page: 2, skip: undefined } })).resolves.toMatchObject({
      ok: true,
    });
    expect(server.calls[0]?.url).toBe('http://api.test/api/secret?page=2');
    expect(server.calls[0]?.auth).toBe(`Bearer ${session.get()!.token}`);
  });

  it('turns an error body into an ApiError with its validation lines', async () => {
    const { api } = setup(fakeServer());
    const error = await api.request('/api/bad').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'The file is not a beatmap',
      validation: ['file: not a zip'],
    });
  });

  it('refreshes once on a 401 and retries with the rotated token', async () => {
    const server = fakeServer();
    const { api, session } = setup(server);
    const answer = await api.request<{ token: string }>('/api/secret');
    expect(server.refreshCalls()).toBe(1);
    expect(session.get()?.refresh_token).toBe('refresh-2');
    expect(answer.token).toBe(session.get()?.token);
    expect(server.calls.map((c) => c.url.replace('http://api.test', ''))).toEqual([
      '/api/secret',
      '/api/auth/refresh',
      '/api/secret',
    ]);
  });

  it('shares one refresh between concurrent 401s', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const server = fakeServer({ refreshGate: gate });
    const { api, session } = setup(server);
    const all = Promise.all([1, 2, 3].map(() => api.request<{ token: string }>('/api/secret')));
    await vi.waitFor(() => expect(server.refreshCalls()).toBe(1));
    open();
    const answers = await all;
    expect(server.refreshCalls()).toBe(1);
    expect(new Set(answers.map((a) => a.token))).toEqual(new Set([session.get()?.token]));
    expect(session.get()?.refresh_token).toBe('refresh-2');
  });

  it('clears the session and rethrows when the refresh is refused', async () => {
    const server = fakeServer({ refreshFails: true });
    const { api, session } = setup(server);
    await expect(api.request('/api/secret')).rejects.toMatchObject({ status: 401 });
    expect(server.refreshCalls()).toBe(1);
    expect(session.get()).toBeNull();
  });

  it('keeps the session when the refresh fails on the network', async () => {
    const server = fakeServer();
    const { api, session } = setup(server);
    server.fetch.mockImplementation(async (input: RequestInfo | URL) => {
      if (String(input).endsWith('/api/auth/refresh')) throw new TypeError('Failed to fetch');
      return jsonResponse(401, { statusCode: 401, message: 'Unauthorized' });
    });
    await expect(api.request('/api/secret')).rejects.toMatchObject({ status: 0 });
    expect(session.get()).not.toBeNull();
  });

  it('refreshes before sending when the access token has already expired', async () => {
    const server = fakeServer();
    const { api } = setup(server, jwt(-10, 'expired'));
    await api.request('/api/secret');
    expect(server.calls.map((c) => c.url.replace('http://api.test', ''))).toEqual([
      '/api/auth/refresh',
      '/api/secret',
    ]);
  });

  it('never refreshes for anonymous requests or when signed out', async () => {
    const server = fakeServer();
    const { api, session } = setup(server);
    await expect(api.request('/api/secret', { anonymous: true })).rejects.toMatchObject({ status: 401 });
    session.set(null);
    await expect(api.request('/api/secret')).rejects.toMatchObject({ status: 401 });
    expect(server.refreshCalls()).toBe(0);
    expect(server.calls.every((c) => c.auth === null)).toBe(true);
  });
});
