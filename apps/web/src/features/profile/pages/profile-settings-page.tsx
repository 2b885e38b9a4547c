import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { QueryError } from '../../../components/query-error.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useProfile } from '../api/get-profile.ts';
import { DeleteAccountSection, SessionsSection } from '../components/account-danger-zone.tsx';
import { EmailSection, PasswordSection, UsernameSection } from '../components/account-forms.tsx';
import { ApiTokensSection } from '../components/api-tokens-section.tsx';
import { AvatarSection } from '../components/avatar-section.tsx';
import { CountrySection } from '../components/country-section.tsx';

/** Props of {@link ProfileSettingsPage}. */
export interface ProfileSettingsPageProps {
  /**
   * The linked third-party accounts (spec §2 "/user/profile"; the auth feature's
   * LinkedAccountsSection): a whole section with its own heading, placed by `app/` since features
   * never import each other. Left out, nothing is shown there.
   */
  linkedAccounts?: ReactNode;
}

/**
 * `/user/profile`, "Profile Settings" (spec §2, signed in): picture, username, country
 * (docs/decisions/0054), e-mail, password,
 * linked accounts, API tokens, sign out everywhere and delete account, one section each in a single
 * column that fits a phone. Shows skeletons while loading and the error page when loading fails.
 */
export function ProfileSettingsPage({ linkedAccounts }: ProfileSettingsPageProps) {
  useDocumentTitle('Profile Settings');
  const profile = useProfile();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Typography variant="h4" component="h1">
        Profile Settings
      </Typography>
      {profile.isPending && (
        <Stack spacing={3} aria-label="Loading your settings">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={140} />
          ))}
        </Stack>
      )}
      {profile.isError && <QueryError error={profile.error} onRetry={() => profile.refetch()} />}
      {profile.data && (
        <>
          <AvatarSection profile={profile.data} />
          <UsernameSection profile={profile.data} />
          <CountrySection profile={profile.data} />
          <EmailSection profile={profile.data} />
          <PasswordSection profile={profile.data} />
          {/* A section of its own, with its heading (features/auth LinkedAccountsSection). */}
          {linkedAccounts}
          <ApiTokensSection />
          <SessionsSection />
          <DeleteAccountSection profile={profile.data} />
        </>
      )}
    </Stack>
  );
}
