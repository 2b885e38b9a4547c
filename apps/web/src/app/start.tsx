import { hydrate, onlineManager, type QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProvider } from './provider.tsx';
import { routes } from './router.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { serverRenderedState } from '../lib/server-rendered.ts';
import { sessionStore } from '../lib/session-store.ts';

/**
 * Starts the app once the router has its first page's code, in a transition, so React yields to the
 * browser while it works instead of holding the main thread (docs/decisions/0029). A page the server
 * rendered for an anonymous visitor is hydrated (React adopts the server's DOM: no second drawing);
 * for a signed-in visitor the server drew the anonymous page, so the app renders afresh and replaces
 * it at once, as it replaces index.html's boot bar on pages the server does not render. A page that
 * differs anyway (a width the server guessed wrong) is rendered afresh by React on its own.
 */
function render(
  root: HTMLElement,
  router: ReturnType<typeof createBrowserRouter>,
  queryClient: QueryClient,
  hydrating: boolean,
) {
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StartedMark />
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  startTransition(() => {
    if (hydrating)
      hydrateRoot(root, app, {
        onRecoverableError: (error) => console.warn('The server-rendered page was redrawn:', error),
      });
    else createRoot(root).render(app);
  });
}

/**
 * Sets `<html data-started>` once the app's first render is on screen (it draws nothing), and
 * `data-build` to the build's name when it has one (VITE_BUILD_ID, env.d.ts).
 */
function StartedMark() {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.started = '';
    if (import.meta.env.VITE_BUILD_ID) root.dataset.build = import.meta.env.VITE_BUILD_ID;
  }, []);
  return null;
}

/**
 * Starts the app in `#root` (index.html; main.tsx loads this module): the query cache with the answers
 * a server-rendered page came with (docs/decisions/0029), the router, then {@link render} once the
 * router has its first page's code. Marks `<html data-started>` once the app has taken over the page
 * (tests wait for it before using a server-rendered page).
 */
export function startApp() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const queryClient = createQueryClient();
  // TanStack Query assumes online until an `offline` event; a page opened offline (from the service
  // worker's cache) waits for the connection instead of failing its requests (spec §4 Connectivity).
  if (!navigator.onLine) onlineManager.setOnline(false);
  const state = serverRenderedState();
  if (state) hydrate(queryClient, state);
  const router = createBrowserRouter(routes);
  const hydrating = state !== undefined && !sessionStore.get();
  const go = () => render(root, router, queryClient, hydrating);
  if (router.state.initialized) go();
  else {
    const stop = router.subscribe((s) => {
      if (!s.initialized) return;
      stop();
      go();
    });
  }
}
