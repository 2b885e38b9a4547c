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
