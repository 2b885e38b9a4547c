import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { type AdminCounts, useAdminCounts } from '../api/get-admin-counts.ts';
import { AuditLog } from '../components/audit-log.tsx';

const FIGURES: { key: keyof AdminCounts; label: string }[] = [
  { key: 'users', label: 'Users' },
  { key: 'beatmaps', label: 'Beatmaps' },
  { key: 'playlists', label: 'Playlists' },
  { key: 'stages', label: 'Stages' },
  { key: 'avatars', label: 'Avatars' },
];

/**
 * `/admin` (spec §2 "Admin area"), inside AdminLayout (which shows "Unauthorized" to non-admins):
 * the site's totals, drafts included (`GET /api/admin/counts`), and the audit log of every admin
 * action with its filters (docs/decisions/0030).
 */
export function AdminPage() {
  useDocumentTitle('Admin');
  const counts = useAdminCounts(true);
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
            mb: 4,
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
      <Typography variant="h5" component="h2" gutterBottom>
        Audit log
      </Typography>
      <AuditLog />
    </Box>
  );
}
