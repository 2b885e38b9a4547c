import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * The routes a feature contributes (spec §2): `public` ones for everyone, `signedIn` ones behind the
 * sign-in guard (spec §4: redirect to /login). Paths are relative to the layout route — build them
 * with {@link rel}. `app/router.tsx` puts every feature's routes together.
 */
export interface FeatureRoutes {
  public: RouteObject[];
  signedIn: RouteObject[];
}

/** Strips the leading slash: child routes are relative to the layout route. */
export const rel = (path: string) => path.replace(/^\//, '');

/** Loads a page's module and picks its component (`() => import('./pages/x.tsx').then((m) => m.X)`). */
export type PageLoader = () => Promise<ComponentType>;

/**
 * A route at `path` (absolute, as in config/paths.ts) whose page loads on the first visit, in its
 * own chunk (docs/decisions/0025).
 */
export function lazyPage(path: string, load: PageLoader): RouteObject {
  return { path: rel(path), lazy: () => load().then((Component) => ({ Component })) };
}

/**
 * The routes of a content kind's three pages (spec §2; docs/decisions/0051): the list and one item
 * for everyone, the edit page when signed in, at the kind's `routes` in config/paths.ts
 * (`paths.models.stages`); `signedIn` adds the kind's other signed-in pages (an upload page).
 */
export function itemRoutes(
  routes: Record<'list' | 'detail' | 'edit', { path: string }>,
  pages: Record<'list' | 'detail' | 'edit', PageLoader>,
  signedIn: RouteObject[] = [],
): FeatureRoutes {
  return {
    public: [lazyPage(routes.list.path, pages.list), lazyPage(routes.detail.path, pages.detail)],
    signedIn: [lazyPage(routes.edit.path, pages.edit), ...signedIn],
  };
}
