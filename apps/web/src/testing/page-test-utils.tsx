import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { vi } from 'vitest';
import { sessionStore } from '../lib/session-store.ts';
import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import { jsonResponse, renderRoutes, testSession } from './test-utils.tsx';

/** Answers one stubbed `fetch` call from its URL (resolved against http://localhost) and init. */
export type FetchAnswer = (url: URL, init?: RequestInit) => Response | Promise<Response>;

/** A fetch stub answering by URL; `requests()` lists every URL asked for. */
export function stubFetch(answer: FetchAnswer) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(new URL(String(input), 'http://localhost'), init),
  );
  vi.stubGlobal('fetch', fetch);
  const requests = () => fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
  return { fetch, requests };
}

/** One call a {@link stubApi} stub saw: the URL, the method and the parsed JSON body. */
export type ApiCall = { url: URL; method: string; body: unknown };

/**
 * Stubs `fetch` for a signed-in page: `/api/auth/user` answers `user` (the test session's), every other
 * call goes to `handler` (undefined → 404 in the spec's error shape). Returns the calls seen, in order.
 */
export function stubApi(
  handler: (call: ApiCall) => Response | undefined,
  user: SessionResponse['user'] = testSession().user,
): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        url: new URL(String(input), 'http://localhost'),
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      };
      calls.push(call);
      if (call.url.pathname === '/api/auth/user') return jsonResponse(200, { user });
      return handler(call) ?? jsonResponse(404, { statusCode: 404, message: 'Not found' });
    }),
  );
  return calls;
}

/**
 * {@link stubApi} for the admin area (spec §2 "Admin area"): signs in an admin test session, whose
 * user `/api/auth/user` answers; `handler` answers the rest, and an admin API it leaves unanswered
 * gets the empty list for `GET /api/admin/audit` (a detail view's history) or a 404. Returns the
 * calls seen, in order.
 */
export function stubAdminApi(handler: (call: ApiCall) => Response | undefined): ApiCall[] {
  const session = testSession({ admin: true });
  sessionStore.set(session);
  return stubApi(
    (call) => handler(call) ?? (call.url.pathname === '/api/admin/audit' ? listResponse([]) : undefined),
    session.user,
  );
}

/**
 * A 200 answer of a list endpoint: the `{data, count, total, page, pageCount}` envelope
 * (formats.md, pagination) around `data`; `total` defaults to `data.length`, `page` and
 * `pageCount` to 1.
 */
export function listResponse(
  data: unknown[],
  {
    total = data.length,
    page = 1,
    pageCount = 1,
  }: { total?: number; page?: number; pageCount?: number } = {},
): Response {
  return jsonResponse(200, { data, count: data.length, total, page, pageCount });
}

/**
 * Renders `element` as the one route `pattern` (default: `path` without its query) at `path`,
 * inside the app's providers, with `fetch` answered by `answer`. Returns the render utils, the
 * router and `requests()` (every URL asked for).
 */
export function renderPage(
  element: ReactNode,
  path: string,
  answer: FetchAnswer,
  pattern = path.split('?')[0]!,
) {
  const { requests } = stubFetch(answer);
  return { requests, ...renderRoutes([{ path: pattern, element }], path) };
}

/**
 * Stands in for a kind's edit page where a test lands after an upload or a create: "Editing
 * <noun> <id>", the id read from the route's `:id`.
 */
export function EditPageStub({ noun }: { noun: string }) {
  return <p>{`Editing ${noun} ${useParams().id}`}</p>;
}
