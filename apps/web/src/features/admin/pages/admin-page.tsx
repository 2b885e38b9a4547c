import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ErrorPage } from '../../../components/error-page.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { type AdminCounts, useAdminCounts } from '../api/get-admin-counts.ts';

const FIGURES: { key: keyof AdminCounts; label: string }[] = [
  { key: 'users', label: 'Users' },
  { key: 'beatmaps', label: 'Beatmaps' },
  { key: 'playlists', label: 'Playlists' },
  { key: 'stages', label: 'Stages' },
  { key: 'avatars', label: 'Avatars' },
];

/**
 * `/admin` and below (spec §2 "Admin area"): for anyone but an admin the error page with
 * "Unauthorized" (spec §6 guard; the Admin menu entry is shown to admins only); for an admin the
 * site's totals, drafts included (`GET /api/admin/counts`), with loading and retry states.
 */
export function AdminPage() {
  const user = useCurrentUser();
  const admin = user?.admin === true;
  const counts = useAdminCounts(admin);
  if (!admin) return <ErrorPage status={403} message="Unauthorized" />;
  return <AdminDashboard counts={counts} />;
}

function AdminDashboard({ counts }: { counts: ReturnType<typeof useAdminCounts> }) {
  useDocumentTitle('Admin');
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Admin
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Everything on the site, drafts included.
      </Typography>
      {counts.isError ? (
        <RetryAlert
          title="The totals could not be loaded"
          error={counts.error}
          onRetry={() => void counts.refetch()}
        />
      ) : (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(auto-fill, minmax(160px, 1fr))' },
          }}
        >
          {FIGURES.map(({ key, label }) => (
            <Paper key={key} variant="outlined" sx={{ p: 2 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                {counts.data ? counts.data[key].toLocaleString('en') : <Skeleton width={60} />}
              </Typography>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
