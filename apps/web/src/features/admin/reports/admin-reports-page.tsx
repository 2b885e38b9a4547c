import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { REPORT_STATUSES, type Report, type ReportStatus } from '@synthhub/shared/reports/reports.schemas';
import { useState } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { AdminGrid } from '../components/admin-grid.tsx';
import { adminKeys } from '../api/keys.ts';
import { getAdminReports, setReportStatus } from './admin-reports-api.ts';
import {
  filedAt,
  ReportStatusChip,
  ReportTargetLink,
  reportKindLabel,
  reporterLabel,
} from './report-fields.tsx';

const COLUMNS: GridColDef<Report>[] = [
  {
    field: 'kind',
    headerName: 'Kind',
    width: 110,
    sortable: false,
    valueGetter: (_v, row) => reportKindLabel(row),
  },
  {
    field: 'target',
    headerName: 'About',
    width: 170,
    sortable: false,
    renderCell: ({ row }) => <ReportTargetLink report={row} />,
  },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 220, sortable: false },
  {
    field: 'reporter',
    headerName: 'Reporter',
    width: 170,
    sortable: false,
    valueGetter: (_v, row) => reporterLabel(row),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 110,
    sortable: false,
    renderCell: ({ row }) => <ReportStatusChip status={row.status} />,
  },
  {
    field: 'created_at',
    headerName: 'Filed',
    width: 170,
    sortable: false,
    valueFormatter: (v: string) => filedAt(v),
  },
];

/** Sets every row's status, one audited request each; throws after the first refusal. */
const setAll = async (rows: Report[], status: ReportStatus) => {
  for (const row of rows) await setReportStatus(row.id, status);
};

/**
 * `/admin/reports` (docs/decisions/0028): copyright and abuse reports, and held scores
 * (docs/decisions/0054), newest first — kind, what it
 * is about (linked), the message, who filed it, status and date; filtered by status (open by
 * default); the checked ones resolved or dismissed at once; a row opens its detail view.
 */
export function AdminReportsPage() {
  useDocumentTitle('Reports · Admin');
  const [status, setStatus] = useState<ReportStatus | ''>('open');
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Reports
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Copyright and abuse reports filed from the Report action and the copyright page, and scores the site
        held for review (open one to release or remove the score).
      </Typography>
      <AdminGrid<Report>
        label="Reports"
        columns={COLUMNS}
        queryKey={adminKeys.screen('reports', 'list', status)}
        fetchPage={(q, signal) => getAdminReports(q, status || undefined, signal)}
        getRowHref={(row) => `/admin/reports/${row.id}`}
        filters={
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={(event) => setStatus(event.target.value as ReportStatus | '')}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">Every status</MenuItem>
            {REPORT_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {s[0]!.toUpperCase() + s.slice(1)}
              </MenuItem>
            ))}
          </TextField>
        }
        bulkActions={[
          {
            label: 'Resolve',
            confirm: 'Mark the selected reports resolved?',
            action: (rows) => setAll(rows, 'resolved'),
            done: (rows) => `${rows.length} resolved.`,
          },
          {
            label: 'Dismiss',
            confirm: 'Dismiss the selected reports?',
            action: (rows) => setAll(rows, 'dismissed'),
            done: (rows) => `${rows.length} dismissed.`,
          },
        ]}
      />
    </Box>
  );
}
