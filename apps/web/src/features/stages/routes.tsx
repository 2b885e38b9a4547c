import { paths } from '../../config/paths.ts';
import { type FeatureRoutes, rel } from '../../lib/feature-routes.ts';

/** The stages pages (spec §2): list and detail for everyone; edit when signed in. */
export const stagesRoutes: FeatureRoutes = {
  public: [
    {
      path: rel(paths.models.stages.list.path),
      lazy: () => import('./pages/stages-page.tsx').then((m) => ({ Component: m.StagesPage })),
    },
    {
      path: rel(paths.models.stages.detail.path),
      lazy: () => import('./pages/stage-page.tsx').then((m) => ({ Component: m.StagePage })),
    },
  ],
  signedIn: [
    {
      path: rel(paths.models.stages.edit.path),
      lazy: () => import('./pages/stage-edit-page.tsx').then((m) => ({ Component: m.StageEditPage })),
    },
  ],
};
