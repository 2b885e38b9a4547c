import type { DehydratedState } from '@tanstack/react-query';

/**
 * One API answer a server-rendered page needs (docs/decisions/0029): the TanStack Query key the page
 * reads it under, and the `GET` request (path and query string) that answers it. The server makes the
 * request in-process and hands the answer back for the render.
 */
export interface FirstPageQuery {
  key: readonly unknown[];
  path: string;
  query: Record<string, string | number>;
}

/**
 * What a route declares in its `handle` to be rendered on the server: the API answers its first
 * render reads, worked out from the page's URL exactly as the page will (same list state, same key).
 */
export interface ServerRenderHandle {
  firstPageQueries: (url: URL) => FirstPageQuery[];
  /**
   * The page's lazily loaded module as the build's manifest names it (its path from apps/web, e.g.
   * `src/features/beatmaps/pages/beatmaps-page.tsx`): the server preloads its chunks with the page.
   */
  pageModule: string;
}

/** The id of the JSON data block the server puts after `#root` (apps/server/src/plugins/server-render.ts). */
const STATE_ID = 'synthhub-ssr';

/**
 * The query cache the server rendered this page with (`ssr/entry-server.tsx`), read from its JSON
 * data block, or undefined when the page was not rendered on the server (or the block is unreadable).
 */
export function serverRenderedState(): DehydratedState | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}

/**
 * Whether this page load was rendered on the server: the page's first data is then already in the
 * query cache (main.tsx hydrates it), so route loaders must not ask for it again.
 */
export function renderedOnServer(): boolean {
  return typeof document !== 'undefined' && document.getElementById(STATE_ID) !== null;
}
