import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { NewsPostSummary } from '@synthhub/shared/news/news.schemas';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { AdminGrid } from '../components/admin-grid.tsx';
import { adminKeys } from '../api/keys.ts';
import { deleteNewsPost, getAdminNews, updateNewsPost } from './admin-news-api.ts';

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en', { dateStyle: 'medium' }) : '—';

const COLUMNS: GridColDef<NewsPostSummary>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200, sortable: false },
  { field: 'slug', headerName: 'Slug', width: 190, sortable: false },
  {
    field: 'status',
    headerName: 'Status',
    width: 150,
    sortable: false,
    renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', height: '100%' }}>
        <Chip
          size="small"
          variant="outlined"
          label={row.published_at ? 'published' : 'draft'}
          color={row.published_at ? 'success' : 'warning'}
        />
        {row.official && <Chip size="small" variant="outlined" label="official" />}
      </Box>
    ),
  },
  {
    field: 'published_at',
    headerName: 'Published',
    width: 130,
    sortable: false,
    valueFormatter: (v: string | null) => day(v),
  },
  {
    field: 'author',
    headerName: 'Author',
    width: 130,
    sortable: false,
    valueGetter: (_v, row) => row.author?.username ?? '—',
  },
];

/** Runs `change` on every checked post in turn (each audited by the server). */
const each = async (rows: NewsPostSummary[], change: (id: number) => Promise<unknown>) => {
  for (const row of rows) await change(row.id);
};

/**
 * `/admin/news` (docs/decisions/0028): every news post, drafts included, newest first — title,
 * slug, draft/published and official, date, author; "New post"; a row opens its edit form; the
 * checked posts published, unpublished or deleted at once.
 */
export function AdminNewsPage() {
  useDocumentTitle('News · Admin');
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          News
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/admin/news/new">
          New post
        </Button>
      </Box>
      <AdminGrid<NewsPostSummary>
        label="News posts"
        columns={COLUMNS}
        queryKey={adminKeys.screen('news', 'list')}
        fetchPage={getAdminNews}
        getRowHref={(row) => `/admin/news/${row.id}`}
        bulkActions={[
          {
            label: 'Publish',
            action: (rows) => each(rows, (id) => updateNewsPost(id, { published: true })),
            done: (rows) => `${rows.length} published.`,
          },
          {
            label: 'Unpublish',
            confirm: 'Make the selected posts drafts again?',
            action: (rows) => each(rows, (id) => updateNewsPost(id, { published: false })),
            done: (rows) => `${rows.length} made drafts.`,
          },
          {
            label: 'Delete',
            confirm: 'Delete the selected posts? This cannot be undone.',
            action: (rows) => each(rows, deleteNewsPost),
            done: (rows) => `${rows.length} deleted.`,
          },
        ]}
      />
    </Box>
  );
}
