import { paths } from '../../config/paths.ts';
import { type FeatureRoutes, itemRoutes, lazyPage } from '../../lib/feature-routes.ts';

/**
 * The avatars pages (spec §2): list and detail for everyone; the edit page and the upload page
 * (where the Upload menu's Avatar item goes) when signed in.
 */
export const avatarsRoutes: FeatureRoutes = itemRoutes(
  paths.models.avatars,
  {
    list: () => import('./pages/avatars-page.tsx').then((m) => m.AvatarsPage),
    detail: () => import('./pages/avatar-page.tsx').then((m) => m.AvatarPage),
    edit: () => import('./pages/avatar-edit-page.tsx').then((m) => m.AvatarEditPage),
  },
  [
    lazyPage(paths.user.uploadAvatar.path, () =>
      import('./pages/upload-avatar-page.tsx').then((m) => m.UploadAvatarPage),
    ),
  ],
);
