import { paths } from '../../config/paths.ts';
import { type FeatureRoutes, itemRoutes } from '../../lib/feature-routes.ts';

/** The stages pages (spec §2): list and detail for everyone; edit when signed in. */
export const stagesRoutes: FeatureRoutes = itemRoutes(paths.models.stages, {
  list: () => import('./pages/stages-page.tsx').then((m) => m.StagesPage),
  detail: () => import('./pages/stage-page.tsx').then((m) => m.StagePage),
  edit: () => import('./pages/stage-edit-page.tsx').then((m) => m.StageEditPage),
});
