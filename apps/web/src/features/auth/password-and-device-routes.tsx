import { paths } from '../../config/paths.ts';
import { type FeatureRoutes, rel } from '../../lib/feature-routes.ts';

/**
 * The password reset pages (public) and `/activate` for device-code sign-in (signed in; the guard
 * sends a visitor to sign in and back, `?user_code=` kept); docs/decisions/0018.
 */
export const passwordAndDeviceRoutes: FeatureRoutes = {
  public: [
    {
      path: rel(paths.user.forgotPassword.path),
      lazy: () =>
        import('./pages/forgot-password-page.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
    },
    {
      path: rel(paths.user.resetPassword.path),
      lazy: () => import('./pages/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
    },
  ],
  signedIn: [
    {
      path: rel(paths.activate.path),
      lazy: () => import('./pages/activate-page.tsx').then((m) => ({ Component: m.ActivatePage })),
    },
  ],
};
