import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { routes } from '../app/router.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import type { FirstPageQuery, ServerRenderHandle } from '../lib/server-rendered.ts';

export type { FirstPageQuery } from '../lib/server-rendered.ts';

/**
 * The queries the page at `url` needs to be rendered on the server (docs/decisions/0029), or null when
 * its route is not rendered there (no `handle.firstPageQueries`; the browser renders it as before).
 * `url` is absolute (any origin); only its path and query string count.
 */
export function firstPageQueries(url: URL): FirstPageQuery[] | null {
  const handle = serverRenderHandle(url);
  return handle ? handle.firstPageQueries(url) : null;
}

/** The page module of the route at `url` (ServerRenderHandle `pageModule`), or null when not rendered here. */
export function pageModule(url: URL): string | null {
  return serverRenderHandle(url)?.pageModule ?? null;
}

function serverRenderHandle(url: URL): ServerRenderHandle | null {
  const matches = matchRoutes(routes, url.pathname);
  const handle = matches?.at(-1)?.route.handle as Partial<ServerRenderHandle> | undefined;
  return handle?.firstPageQueries && handle.pageModule ? (handle as ServerRenderHandle) : null;
}

/**
 * One static handler for every render: React Router resolves a lazy route once per handler and
 * keeps the result on that handler's route objects (a second handler over the same routes would
 * find them already "resolved" and render the fallback).
 */
const handler = createStaticHandler(routes);

/** What {@link renderPage} made: the markup for `#root` and the query cache it was rendered with. */
export interface RenderedPage {
  /** HTML for inside `<div id="root">`. */
  html: string;
  /**
   * One `<style>` element for `<head>` with the CSS of every style the page uses, marked the way
   * emotion's browser cache adopts it (`data-emotion="css <ids>"`), so the app's start reuses it.
   */
  head: string;
  /** The dehydrated query cache, for `window.__SYNTHHUB_SSR__` (JSON-serialisable). */
  state: ReturnType<typeof dehydrate>;
}

/**
 * Renders the page at `url` as an anonymous visitor sees it on first paint (docs/decisions/0029), with
 * `answers[i]` (the parsed JSON of `queries[i]`'s request, undefined when it failed) in the query cache.
 * `mobile` picks the layout media queries answer on the server (the browser's own answer replaces it
 * when the app starts). Resolves null when the router answers something other than a page (a
 * redirect) — the caller then sends the plain shell.
 */
export async function renderPage(
  url: URL,
  queries: FirstPageQuery[],
  answers: unknown[],
  mobile: boolean,
): Promise<RenderedPage | null> {
  const queryClient: QueryClient = createQueryClient();
  queries.forEach((q, i) => {
    if (answers[i] !== undefined) queryClient.setQueryData(q.key, answers[i]);
  });
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Emotion's "compat" mode keeps each style in the cache instead of writing a <style> beside every
  // element (75 kB of them on the list, parsed with the body); they go out as one element in <head>.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProvider queryClient={queryClient} ssrWidth={mobile ? 390 : 1366}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </CacheProvider>
    </StrictMode>,
  );
  const styles = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const css = styles
    .map(([, rules]) => rules)
    .join('')
    .replace(/<\/style/gi, '<\\/style');
  const head = `<style data-emotion="css ${styles.map(([id]) => id).join(' ')}">${css}</style>`;
  return { html, head, state: dehydrate(queryClient) };
}
