import type { AdminReview } from '@synthhub/shared/admin/reviews.schemas';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import {
  type AdminReviewFilters,
  adminReviewKeys,
  getAdminReviews,
  reviewActions,
} from '../api/get-admin-reviews.ts';
import { AdminGrid } from '../components/admin-grid.tsx';
import { ReviewRowActions } from '../components/review-row-actions.tsx';
import { TriStateFilter } from '../components/tri-state-filter.tsx';

const when = (iso: string) => new Date(iso).toLocaleDateString('en', { dateStyle: 'medium' });
const stop = (event: React.MouseEvent) => event.stopPropagation();

const COLUMNS: GridColDef<AdminReview>[] = [
  { field: 'created_at', headerName: 'Written', width: 120, valueFormatter: (v: string) => when(v) },
  {
    field: 'beatmap',
    headerName: 'Beatmap',
    flex: 1,
    minWidth: 170,
    sortable: false,
    valueGetter: (_v, row) => `${row.beatmap.artist} - ${row.beatmap.title}`,
    renderCell: ({ row, value }) => (
      <Link component={RouterLink} to={paths.beatmaps.reviews.getHref(row.beatmap.id)} onClick={stop}>
        {String(value)}
      </Link>
    ),
  },
  {
    field: 'user',
    headerName: 'Author',
    width: 140,
    sortable: false,
    valueGetter: (_v, row) => row.user.username,
    renderCell: ({ row, value }) => (
      <Link component={RouterLink} to={`/admin/users/${row.user.id}`} onClick={stop}>
        {String(value)}
      </Link>
    ),
  },
  {
    field: 'text',
    headerName: 'Review',
    flex: 2,
    minWidth: 240,
    sortable: false,
    renderCell: ({ row }) => <span title={row.text}>{row.text}</span>,
  },
  {
    field: 'recommend',
    headerName: 'Recommends',
    width: 110,
    sortable: false,
    valueFormatter: (v: boolean) => (v ? 'Yes' : 'No'),
  },
  {
    field: 'hidden_at',
    headerName: 'Status',
    width: 100,
    sortable: false,
    renderCell: ({ row }) =>
      row.hidden_at ? <Chip size="small" color="warning" label="Hidden" /> : 'Visible',
  },
  {
    field: 'actions',
    headerName: 'Actions',
    width: 170,
    sortable: false,
    renderCell: ({ row }) => <ReviewRowActions review={row} />,
  },
];

/**
 * `/admin/reviews` (spec §2 "Admin area" reviews; docs/decisions/0027): every beatmap review,
 * newest first, searched in its text, author and beatmap title, filtered by hidden or visible. A row
 * opens the review's detail (its whole text and history). Each row links to the beatmap's Reviews tab and the author's account, and can be hidden, shown again
 * or deleted; hiding and deleting ask for the reason the author is sent. Checked rows can be hidden
 * or deleted together.
 */
export function AdminReviewsPage() {
  useDocumentTitle('Reviews · Admin');
  const [filters, setFilters] = useState<AdminReviewFilters>({});
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Reviews
      </Typography>
      <AdminGrid<AdminReview>
        label="Reviews"
        columns={COLUMNS}
        queryKey={adminReviewKeys.list(filters)}
        fetchPage={(query, signal) => getAdminReviews(query, filters, signal)}
        searchLabel="Search text, author or beatmap"
        initialSort={{ field: 'created_at', order: 'DESC' }}
        getRowHref={(row) => `/admin/reviews/${row.id}`}
        filters={
          <TriStateFilter
            label="Status"
            options={['All reviews', 'Hidden', 'Visible']}
            value={filters.hidden}
            onChange={(hidden) => setFilters({ hidden })}
          />
        }
        bulkActions={[
          {
            label: 'Hide',
            reason: true,
            confirm: 'Hide the selected reviews?',
            action: async (rows, reason) => {
              for (const row of rows.filter((r) => !r.hidden_at))
                await reviewActions.hide(row.id, reason ?? '');
            },
          },
          {
            label: 'Delete',
            reason: true,
            confirm: 'Delete the selected reviews?',
            action: async (rows, reason) => {
              for (const row of rows) await reviewActions.remove(row.id, reason ?? '');
            },
          },
        ]}
      />
    </Stack>
  );
}
