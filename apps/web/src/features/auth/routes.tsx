import { paths } from '../../config/paths.ts';
import { type FeatureRoutes, rel } from '../../lib/feature-routes.ts';

/**
 * Third-party sign-in pages (spec §2; docs/decisions/0015): `/auth/{provider}` (the provider's
 * way back) and `/user/register` (a first sign-in picks its username) for everyone. The linked
 * accounts section is placed on `/user/profile` by app/routes/profile-settings.tsx; `/login` stays
 * in app/router.tsx.
 */
export const authRoutes: FeatureRoutes = {
  public: [
    {
      path: rel(paths.auth.provider.path),
      lazy: () =>
        import('./pages/provider-callback-page.tsx').then((m) => ({ Component: m.ProviderCallbackPage })),
    },
    {
      path: rel(paths.user.register.path),
      lazy: () =>
        import('./pages/register-identity-page.tsx').then((m) => ({ Component: m.RegisterIdentityPage })),
    },
  ],
  signedIn: [],
};
