import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { LinkedAccountsSection } from '../components/linked-accounts-section.tsx';

/**
 * `/user/profile` for now: the Linked accounts section alone (spec §2). The full profile settings
 * page takes its place and places {@link LinkedAccountsSection} among its sections.
 */
export function ProfilePage() {
  useDocumentTitle('Profile settings');
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', py: 3 }}>
      <Typography variant="h4" component="h1">
        Profile settings
      </Typography>
      <LinkedAccountsSection />
    </Stack>
  );
}
