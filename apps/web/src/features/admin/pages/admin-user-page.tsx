import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorPage } from '../../../components/error-page.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { errorStatus } from '../../../lib/api-error.ts';
import { parseRouteId } from '../../../lib/route-id.ts';
import { useAdminUser } from '../api/get-admin-user.ts';
import { AuditLog } from '../components/audit-log.tsx';
import { UserActionsBar } from '../components/user-actions-bar.tsx';
import { UserLeaderboardProfile } from '../components/user-leaderboard-profile.tsx';
import { ReportList, UserUploads } from '../components/user-uploads.tsx';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short', hour12: false });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * `/admin/users/{id}` (spec §2 "Admin area" users): one account — status, e-mail, joined, the
 * suspension reason — with its actions (admin role, suspend/unsuspend, delete), its leaderboard
 * profile (link/unlink, docs/decisions/0054), its uploads per
 * kind, the reports it filed and those about it or its uploads, and its audit history.
 */
export function AdminUserPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <ErrorPage status={404} message="No account has this id." />;
  return <AdminUserDetailView id={id} />;
}

function AdminUserDetailView({ id }: { id: number }) {
  const detail = useAdminUser(id);
  const user = detail.data?.user;
  useDocumentTitle(user ? `${user.username} · Users · Admin` : 'User · Admin');
  if (detail.isError && errorStatus(detail.error) === 404)
    return <ErrorPage status={404} message={`User ${id} was not found.`} />;
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/admin/users" variant="body2">
        ← Users
      </Link>
      {detail.isError ? (
        <RetryAlert
          title="The account could not be loaded"
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : null}
      {!user ? (
        detail.isError ? null : (
          <Skeleton variant="rounded" height={160} />
        )
      ) : (
        <>
          <Box>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {user.username}
              </Typography>
              {user.admin ? <Chip size="small" color="primary" label="Admin" /> : null}
              {user.suspended_at ? <Chip size="small" color="warning" label="Suspended" /> : null}
              {user.deleted_at ? <Chip size="small" label="Deleted" /> : null}
            </Stack>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email ?? 'No e-mail'} · joined {when(user.created_at)} · {user.uploads} uploads
              {user.deleted_at ? ` · deleted ${when(user.deleted_at)}` : ''}
            </Typography>
          </Box>
          {user.suspended_at ? (
            <Alert severity="warning">
              Suspended {when(user.suspended_at)}: {user.suspended_reason ?? 'no reason given'}
            </Alert>
          ) : null}
          <UserActionsBar user={user} />
          <Section title="Leaderboard profile">
            <UserLeaderboardProfile user={user} profile={detail.data!.leaderboard_profile} />
          </Section>
          <Section title="Uploads">
            <UserUploads uploads={detail.data!.uploads} />
          </Section>
          <Section title="Reports about this account or its uploads">
            <ReportList reports={detail.data!.reports_about} />
          </Section>
          <Section title="Reports filed by this account">
            <ReportList reports={detail.data!.reports_by} />
          </Section>
          <Section title="History">
            <AuditLog fixed={{ targetKind: 'user', targetId: String(id) }} />
          </Section>
        </>
      )}
    </Stack>
  );
}
