import { paths } from '../../config/paths.ts';
import { type FeatureRoutes, rel } from '../../lib/feature-routes.ts';

/**
 * The avatars pages (spec §2): list and detail for everyone; the edit page and the upload page
 * (where the Upload menu's Avatar item goes) when signed in.
 */
export const avatarsRoutes: FeatureRoutes = {
  public: [
    {
      path: rel(paths.models.avatars.list.path),
      lazy: () => import('./pages/avatars-page.tsx').then((m) => ({ Component: m.AvatarsPage })),
    },
    {
      path: rel(paths.models.avatars.detail.path),
      lazy: () => import('./pages/avatar-page.tsx').then((m) => ({ Component: m.AvatarPage })),
    },
  ],
  signedIn: [
    {
      path: rel(paths.models.avatars.edit.path),
      lazy: () => import('./pages/avatar-edit-page.tsx').then((m) => ({ Component: m.AvatarEditPage })),
    },
    {
      path: rel(paths.user.uploadAvatar.path),
      lazy: () => import('./pages/upload-avatar-page.tsx').then((m) => ({ Component: m.UploadAvatarPage })),
    },
  ],
};
