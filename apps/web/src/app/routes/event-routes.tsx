import { paths } from '../../config/paths.ts';
import { type FeatureRoutes, rel } from '../../lib/feature-routes.ts';

/**
 * The event pages (spec §2 /events/best-of-2023, and any published event by slug): public; the
 * page composes the events and beatmaps features, so its route lives in the app layer.
 */
export const eventRoutes: FeatureRoutes = {
  public: [
    {
      path: rel(paths.events.detail.path),
      lazy: () => import('./event.tsx').then((m) => ({ Component: m.EventRoute })),
    },
  ],
  signedIn: [],
};
