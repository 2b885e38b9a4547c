import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { jsonResponse, renderRoutes } from './test-utils.tsx';

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
