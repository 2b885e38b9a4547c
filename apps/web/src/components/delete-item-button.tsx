import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../lib/api-client.ts';
import { errorLines } from '../lib/api-error.ts';

/** Props of {@link DeleteItemButton}. */
export interface DeleteItemButtonProps {
  /** What is deleted, for the texts: "beatmap", "playlist", "stage", "avatar". */
  what: string;
  /** The item's name, shown in the confirmation. */
  name: string;
  /** The API path that answers DELETE (`/api/beatmaps/12`). */
  url: string;
  /** The query key to drop afterwards, the kind's `all` key (`beatmapKeys.all`): its lists and details. */
  queryKey: readonly unknown[];
  /** Where to go once deleted (the uploader's My Uploads tab). */
  afterHref: string;
}

/**
 * "Delete" with a confirmation dialog for an uploader (or admin) on an edit page: sends
 * `DELETE url` (server: uploader or admin, 403/404 otherwise), then drops the kind's cached
 * queries, says "<What> deleted." and goes to `afterHref`. A failure keeps the dialog open with
 * "Could not delete the <what>: <reason>". Escape or Cancel closes it without deleting.
 */
export function DeleteItemButton({ what, name, url, queryKey, afterHref }: DeleteItemButtonProps) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useMutation({
    mutationFn: () => api.request<unknown>(url, { method: 'DELETE' }),
    onSuccess: async () => {
      setOpen(false);
      queryClient.removeQueries({ queryKey });
      enqueueSnackbar(`${what[0]!.toUpperCase()}${what.slice(1)} deleted.`, { variant: 'success' });
      await navigate(afterHref);
    },
  });
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        Delete
      </Button>
      <Dialog
        open={open}
        onClose={() => !remove.isPending && setOpen(false)}
        aria-labelledby="delete-item-title"
      >
        <DialogTitle id="delete-item-title">Delete this {what}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            “{name}” and its files are removed from Synthhub for everyone. This cannot be undone.
          </DialogContentText>
          {remove.isError && (
            <DialogContentText color="error" sx={{ mt: 2 }} role="alert">
              Could not delete the {what}: {errorLines(remove.error)[0]}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={remove.isPending} autoFocus>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            loading={remove.isPending}
            onClick={() => remove.mutate()}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
