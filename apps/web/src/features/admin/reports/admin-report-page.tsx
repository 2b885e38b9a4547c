import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportStatus } from '@synthhub/shared/reports/reports.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { AuditLog } from '../components/audit-log.tsx';
import { adminReportsKey, setReportStatus, useAdminReport } from './admin-reports-api.ts';
import {
  filedAt,
  ReportStatusChip,
  ReportTargetLink,
  reportKindLabel,
  reporterLabel,
} from './report-fields.tsx';
import { ScoreReportPanel } from './score-report-panel.tsx';

const ACTIONS: { status: ReportStatus; label: string }[] = [
  { status: 'resolved', label: 'Resolve' },
  { status: 'dismissed', label: 'Dismiss' },
  { status: 'open', label: 'Reopen' },
];

/**
 * `/admin/reports/{id}`: one report whole — kind, status, what it is about, who filed it (with the
 * contact e-mail to reply to), the whole message — with Resolve / Dismiss / Reopen and its history.
 * A held score's report (docs/decisions/0054) also shows the score with Release and Remove.
 */
export function AdminReportPage() {
  const id = Number(useParams().id);
  useDocumentTitle(`Report ${id} · Admin`);
  const report = useAdminReport(id);
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (status: ReportStatus) => setReportStatus(id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminReportsKey }),
  });
  const r = report.data;
  return (
    <Box>
      <Link component={RouterLink} to="/admin/reports">
        ← Reports
      </Link>
      <Typography variant="h4" component="h1" sx={{ mt: 1, mb: 2 }}>
        Report {id}
      </Typography>
      {report.isError ? (
        <RetryAlert
          title="The report could not be loaded"
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : !r ? (
        <Skeleton variant="rounded" height={200} />
      ) : (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <ReportStatusChip status={r.status} />
            <Typography>
              {reportKindLabel(r)} report about <ReportTargetLink report={r} />
            </Typography>
          </Stack>
          <Typography color="text.secondary">
            Filed {filedAt(r.created_at)} by {reporterLabel(r)}
            {r.name ? ` (${r.name})` : ''}
            {r.contact_email ? (
              <>
                {' · reply to '}
                <Link href={`mailto:${r.contact_email}`}>{r.contact_email}</Link>
              </>
            ) : null}
          </Typography>
          <Paper variant="outlined" sx={{ p: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {r.message}
          </Paper>
          {r.kind === 'score' && r.target_id !== null ? <ScoreReportPanel scoreId={r.target_id} /> : null}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {ACTIONS.filter((a) => a.status !== r.status).map((a) => (
              <Button
                key={a.status}
                variant={a.status === 'resolved' ? 'contained' : 'outlined'}
                loading={change.isPending && change.variables === a.status}
                disabled={change.isPending}
                onClick={() => change.mutate(a.status)}
              >
                {a.label}
              </Button>
            ))}
          </Stack>
          <ErrorAlert error={change.error} />
          <Typography variant="h6" component="h2">
            History
          </Typography>
          <AuditLog fixed={{ targetKind: 'report', targetId: String(id) }} />
        </Stack>
      )}
    </Box>
  );
}
