import { paths } from '../../config/paths.ts';
import { type FeatureRoutes, rel } from '../../lib/feature-routes.ts';

const createPage = () => import('./pages/mod-create-page.tsx').then((m) => ({ Component: m.ModCreatePage }));

/**
 * The mods pages (spec §2): /mods and /mods/{slug} for everyone; /mods/create, /mods/edit (the
 * same empty form) and /mods/edit/{id} when signed in. `/mods/create` outranks `/mods/:slug`
 * (react-router prefers the static segment), so no mod can be reached under the slug `create`.
 */
export const modsRoutes: FeatureRoutes = {
  public: [
    {
      path: rel(paths.mods.path),
      lazy: () => import('./pages/mods-page.tsx').then((m) => ({ Component: m.ModsPage })),
    },
    {
      path: rel(paths.mods.detail.path),
      lazy: () => import('./pages/mod-page.tsx').then((m) => ({ Component: m.ModPage })),
    },
  ],
  signedIn: [
    { path: rel(paths.mods.create.path), lazy: createPage },
    { path: rel(paths.mods.editNew.path), lazy: createPage },
    {
      path: rel(paths.mods.edit.path),
      lazy: () => import('./pages/mod-edit-page.tsx').then((m) => ({ Component: m.ModEditPage })),
    },
  ],
};
