import { LinkedAccountsSection } from '../../features/auth/components/linked-accounts-section.tsx';
import { ProfileSettingsPage } from '../../features/profile/pages/profile-settings-page.tsx';

/**
 * `/user/profile` (spec §2, signed in): the profile feature's settings page, with the auth
 * feature's linked third-party accounts (docs/decisions/0015) in its slot. The two features meet
 * here (features never import each other).
 */
export function ProfileSettingsRoute() {
  return <ProfileSettingsPage linkedAccounts={<LinkedAccountsSection />} />;
}
