import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { errorLines } from '../../../lib/api-error.ts';
import { AdminGrid } from '../components/admin-grid.tsx';
import { getOstBeatmaps } from './api/get-ost-beatmaps.ts';
import { ostListKey } from './api/keys.ts';
import { setOst } from './api/set-ost.ts';

const COLUMNS: GridColDef<Beatmap>[] = [
  { field: 'id', headerName: 'ID', width: 80, type: 'number' },
  {
    field: 'title',
    headerName: 'Title',
    flex: 1,
    minWidth: 180,
    renderCell: ({ row }) => (
      <Link
        component={RouterLink}
        to={paths.beatmaps.detail.getHref(row.id)}
        onClick={(e) => e.stopPropagation()}
      >
        {row.title}
      </Link>
    ),
  },
  { field: 'artist', headerName: 'Artist', flex: 1, minWidth: 140 },
  { field: 'mapper', headerName: 'Mapper', width: 150, sortable: false },
  {
    field: 'created_at',
    headerName: 'Added',
    width: 130,
    valueFormatter: (v: string) => new Date(v).toLocaleDateString(),
  },
];

/**
 * `/admin/ost` (spec §2 Admin area "ost"): the official soundtrack beatmaps — left out of the
 * global search, listed with the OST leaderboards — in the admin grid; "Remove from OST" on the
 * checked rows, "Add by id" for an existing beatmap, and "Upload OST beatmap" (`/admin/ost/new`).
 */
export function AdminOstPage() {
  useDocumentTitle('Official soundtrack · Admin');
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [id, setId] = useState('');
  const flag = async () => {
    try {
      const beatmap = await setOst(Number(id), true);
      enqueueSnackbar(`${beatmap.title} is now an OST entry`, { variant: 'success' });
      setId('');
      await client.invalidateQueries({ queryKey: ostListKey() });
    } catch (error) {
      enqueueSnackbar(errorLines(error).join(' '), { variant: 'error' });
    }
  };
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        useFlexGap
      >
        <Typography variant="h4" component="h1">
          Official soundtrack
        </Typography>
        <Button component={RouterLink} to="/admin/ost/new" variant="contained" startIcon={<UploadIcon />}>
          Upload OST beatmap
        </Button>
      </Stack>
      <Typography color="text.secondary">
        Songs that ship with the game: they have leaderboards here but stay out of the site search.
      </Typography>
      <AdminGrid<Beatmap>
        label="OST beatmaps"
        columns={COLUMNS}
        queryKey={ostListKey()}
        fetchPage={getOstBeatmaps}
        searchLabel="Search title or artist"
        initialSort={{ field: 'title', order: 'ASC' }}
        filters={
          <Stack
            component="form"
            direction="row"
            spacing={1}
            onSubmit={(e) => {
              e.preventDefault();
              if (/^\d+$/.test(id)) void flag();
            }}
          >
            <TextField
              size="small"
              label="Beatmap id"
              value={id}
              onChange={(e) => setId(e.target.value.trim())}
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
              sx={{ width: 130 }}
            />
            <Button type="submit" variant="outlined" disabled={!/^\d+$/.test(id)}>
              Add by id
            </Button>
          </Stack>
        }
        bulkActions={[
          {
            label: 'Remove from OST',
            confirm: 'Remove the selected beatmaps from the official soundtrack?',
            action: async (rows) => {
              for (const row of rows) await setOst(row.id, false);
            },
            done: (rows) => `${rows.length} removed from the OST`,
          },
        ]}
      />
    </Stack>
  );
}
