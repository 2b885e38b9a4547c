import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminEventRow } from '@synthhub/shared/events/events.admin.schemas';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { AdminGrid } from '../components/admin-grid.tsx';
import { getAdminEvents } from './api/get-admin-events.ts';
import { adminEventKeys } from './api/keys.ts';
import { VotingStateChip, formatWhen } from './voting-state.tsx';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

const COLUMNS: GridColDef<AdminEventRow>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'slug', headerName: 'Slug', width: 160 },
  {
    field: 'voting_state',
    headerName: 'Voting',
    width: 110,
    sortable: false,
    renderCell: ({ row }) => <VotingStateChip state={row.voting_state} />,
  },
  {
    field: 'voting_start_date',
    headerName: 'Opens',
    width: 170,
    valueFormatter: (v: string) => formatWhen(v),
  },
  {
    field: 'voting_end_date',
    headerName: 'Closes',
    width: 170,
    valueFormatter: (v: string) => formatWhen(v),
  },
  { field: 'published', headerName: 'Published', width: 100, valueFormatter: yesNo },
  {
    field: 'featured',
    headerName: 'Featured',
    width: 100,
    renderCell: ({ row }) => (row.featured ? <Chip size="small" color="secondary" label="Featured" /> : 'No'),
  },
  { field: 'category_count', headerName: 'Categories', width: 100, sortable: false, type: 'number' },
  { field: 'voter_count', headerName: 'Voters', width: 90, sortable: false, type: 'number' },
];

/**
 * `/admin/events` (spec §2 Admin area "events"): every event, drafts too, in the admin grid
 * (server-side paging, sorting, search by title or slug); a row opens its page; "New event" opens
 * the form at `/admin/events/new`.
 */
export function AdminEventsPage() {
  useDocumentTitle('Events · Admin');
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        useFlexGap
      >
        <Typography variant="h4" component="h1">
          Events
        </Typography>
        <Button component={RouterLink} to="/admin/events/new" variant="contained" startIcon={<AddIcon />}>
          New event
        </Button>
      </Stack>
      <AdminGrid<AdminEventRow>
        label="Events"
        columns={COLUMNS}
        queryKey={adminEventKeys.list()}
        fetchPage={getAdminEvents}
        searchLabel="Search title or slug"
        getRowHref={(row) => `/admin/events/${row.id}`}
        initialSort={{ field: 'voting_start_date', order: 'DESC' }}
      />
    </Stack>
  );
}
