import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import MergeIcon from '@mui/icons-material/MergeType';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { errorLines } from '../../../lib/api-error.ts';
import { AdminActionDialog } from '../components/admin-action-dialog.tsx';
import { AdminGrid } from '../components/admin-grid.tsx';
import { type AdminTagRow, adminTagsKey, deleteTag, getAdminTags } from './admin-tags-api.ts';
import { MergeTagDialog, TagNameDialog } from './tag-dialogs.tsx';

type Open = { kind: 'create' } | { kind: 'rename' | 'merge' | 'delete'; tag: AdminTagRow } | null;

/** Deletes unused tags one by one; throws naming those the server refused (in use since). */
async function deleteUnused(rows: AdminTagRow[]): Promise<void> {
  const refused: string[] = [];
  for (const row of rows.filter((r) => r.total === 0)) {
    await deleteTag(row.name).catch((error: unknown) => refused.push(`${row.name}: ${errorLines(error)[0]}`));
  }
  if (refused.length) throw new Error(refused.join('; '));
}

/**
 * `/admin/tags` (spec §2 "Admin area" tags, §5 "Tags"; docs/decisions/0031-tags.md): every tag in
 * the registry or on an item with its beatmap, stage and total counts; search by name; sort by any
 * count; create, rename, merge (pick the tag to keep) and delete an unused tag per row; delete the
 * checked unused tags at once. Every change is audited by the server.
 */
export function AdminTagsPage() {
  useDocumentTitle('Tags · Admin');
  const [open, setOpen] = useState<Open>(null);
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [deleting, setDeleting] = useState(false);
  const close = () => setOpen(null);
  const columns: GridColDef<AdminTagRow>[] = [
    // The actions come right after the name so a phone shows them without scrolling sideways.
    { field: 'name', headerName: 'Tag', flex: 1, minWidth: 120 },
    {
      field: 'actions',
      headerName: 'Actions',
      sortable: false,
      width: 120,
      renderCell: ({ row }) => (
        <Box
          onClick={(event) => event.stopPropagation()}
          sx={{ display: 'flex', height: '100%', alignItems: 'center' }}
        >
          <Tooltip title="Rename">
            <IconButton
              size="small"
              aria-label={`Rename ${row.name}`}
              onClick={() => setOpen({ kind: 'rename', tag: row })}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Merge into another tag">
            <IconButton
              size="small"
              aria-label={`Merge ${row.name}`}
              onClick={() => setOpen({ kind: 'merge', tag: row })}
            >
              <MergeIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={row.total === 0 ? 'Delete' : 'In use: merge it instead'}>
            <span>
              <IconButton
                size="small"
                aria-label={`Delete ${row.name}`}
                disabled={row.total > 0}
                onClick={() => setOpen({ kind: 'delete', tag: row })}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      ),
    },
    { field: 'beatmaps', headerName: 'Beatmaps', type: 'number', width: 100 },
    { field: 'stages', headerName: 'Stages', type: 'number', width: 80 },
    { field: 'total', headerName: 'Total', type: 'number', width: 80 },
  ];
  const removeOne = async (name: string) => {
    setDeleting(true);
    try {
      await deleteTag(name);
      enqueueSnackbar(`Tag “${name}” deleted.`, { variant: 'success' });
      close();
    } catch (error) {
      enqueueSnackbar(`Could not delete “${name}”: ${errorLines(error)[0]}`, { variant: 'error' });
    } finally {
      setDeleting(false);
      await queryClient.invalidateQueries({ queryKey: adminTagsKey });
    }
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Tags
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'create' })}>
          New tag
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Tags on beatmaps and stages, and those created here ahead of use. Merge a duplicate into the tag to
        keep; only an unused tag can be deleted.
      </Typography>
      <AdminGrid<AdminTagRow>
        label="Tags"
        columns={columns}
        queryKey={adminTagsKey}
        fetchPage={getAdminTags}
        searchLabel="Search tags"
        initialSort={{ field: 'total', order: 'DESC' }}
        bulkActions={[
          {
            label: 'Delete unused',
            confirm: 'Delete the selected tags no item uses?',
            action: (rows) => deleteUnused(rows),
            done: (rows) => `${rows.filter((r) => r.total === 0).length} unused tags deleted.`,
          },
        ]}
      />
      {open?.kind === 'create' && <TagNameDialog onClose={close} />}
      {open?.kind === 'rename' && <TagNameDialog from={open.tag.name} onClose={close} />}
      {open?.kind === 'merge' && <MergeTagDialog from={open.tag} onClose={close} />}
      {open?.kind === 'delete' && (
        <AdminActionDialog
          title={`Delete the tag “${open.tag.name}”?`}
          text="No beatmap or stage uses it."
          confirmLabel="Delete"
          busy={deleting}
          onConfirm={() => void removeOne(open.tag.name)}
          onClose={close}
        />
      )}
    </Box>
  );
}
