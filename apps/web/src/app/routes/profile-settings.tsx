import { ProfileSettingsPage } from '../../features/profile/pages/profile-settings-page.tsx';

/**
 * `/user/profile` (spec §2, signed in): the profile feature's settings page, with the auth
 * feature's linked third-party accounts in its slot. The two features meet here (features never
 * import each other).
 */
export function ProfileSettingsRoute() {
  // MERGE (third-party sign-in, docs/decisions/0015): pass linkedAccounts={<LinkedAccountsSection />}
  // from features/auth once that component exists on this branch.
  return <ProfileSettingsPage />;
}
