import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { tagNameSchema } from '@synthhub/shared/tags/tags.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { type ReactNode, useId, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { adminKeys } from '../api/keys.ts';
import {
  type AdminTagRow,
  adminTagsKey,
  createTag,
  getAdminTags,
  mergeTags,
  renameTag,
} from './admin-tags-api.ts';

/** A dialog's form: title, body, Cancel and the submit button; the mutation's error below the body. */
function TagDialog(props: {
  title: string;
  submitLabel: string;
  busy: boolean;
  canSubmit: boolean;
  error: unknown;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Dialog
      open
      onClose={props.busy ? undefined : props.onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={id}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (props.canSubmit) props.onSubmit();
        }}
      >
        <DialogTitle id={id}>{props.title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {props.children}
          <ErrorAlert error={props.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={props.busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={props.busy} disabled={!props.canSubmit}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Runs a tag change, then refreshes the tags grid, says `done` and closes. */
function useTagChange<T>(
  run: (input: T) => Promise<unknown>,
  done: (input: T) => string,
  onClose: () => void,
) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: run,
    onSuccess: async (_r, input) => {
      await queryClient.invalidateQueries({ queryKey: adminTagsKey });
      enqueueSnackbar(done(input), { variant: 'success' });
      onClose();
    },
  });
}

/**
 * Create a tag (no `from`) or rename `from`: one name field checked with the spec §5 rule as you
 * type (tagNameSchema, lower-cased); the server's 409 ("exists: merge instead") is shown as sent.
 */
export function TagNameDialog({ from, onClose }: { from?: string; onClose: () => void }) {
  const [name, setName] = useState(from ?? '');
  const parsed = tagNameSchema.safeParse(name);
  const change = useTagChange(
    (value: string) => (from === undefined ? createTag(value) : renameTag(from, value)),
    (value) => (from === undefined ? `Tag “${value}” created.` : `Tag “${from}” renamed to “${value}”.`),
    onClose,
  );
  const touched = name !== (from ?? '');
  return (
    <TagDialog
      title={from === undefined ? 'New tag' : `Rename “${from}”`}
      submitLabel={from === undefined ? 'Create' : 'Rename'}
      busy={change.isPending}
      canSubmit={parsed.success && (from === undefined || parsed.data !== from)}
      error={change.error}
      onSubmit={() => parsed.success && change.mutate(parsed.data)}
      onClose={onClose}
    >
      {from !== undefined && (
        <DialogContentText>Every beatmap and stage tagged “{from}” gets the new name.</DialogContentText>
      )}
      <TextField
        autoFocus
        label="Tag name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={touched && !parsed.success}
        helperText={
          touched && !parsed.success
            ? parsed.error.issues[0]?.message
            : '2-30 letters, digits, hyphens or spaces; stored in lower case'
        }
        sx={{ mt: 1 }}
      />
    </TagDialog>
  );
}

/**
 * Merge tag `from` into another: pick the tag to keep (searched by name among every tag), read
 * what happens, confirm. Sends `POST /api/admin/tags/merge {from, into}`.
 */
export function MergeTagDialog({ from, onClose }: { from: AdminTagRow; onClose: () => void }) {
  const [input, setInput] = useState('');
  const [into, setInto] = useState<AdminTagRow | null>(null);
  const options = useQuery({
    queryKey: adminKeys.screen('tags', 'merge-options', input),
    queryFn: ({ signal }) =>
      getAdminTags(
        { page: 1, limit: 20, search: input.trim(), sort: { field: 'total', order: 'DESC' } },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const merge = useTagChange(
    (target: string) => mergeTags(from.name, target),
    (target) => `Tag “${from.name}” merged into “${target}”.`,
    onClose,
  );
  return (
    <TagDialog
      title={`Merge “${from.name}” into another tag`}
      submitLabel="Merge"
      busy={merge.isPending}
      canSubmit={into !== null}
      error={merge.error}
      onSubmit={() => into && merge.mutate(into.name)}
      onClose={onClose}
    >
      <Autocomplete<AdminTagRow>
        options={(options.data?.data ?? []).filter((tag) => tag.name !== from.name)}
        loading={options.isFetching}
        value={into}
        onChange={(_event, value) => setInto(value)}
        inputValue={input}
        onInputChange={(_event, value) => setInput(value)}
        filterOptions={(list) => list}
        getOptionLabel={(tag) => tag.name}
        isOptionEqualToValue={(a, b) => a.name === b.name}
        renderOption={(props, tag) => (
          <li {...props} key={tag.name}>
            {tag.name} ({tag.total} {tag.total === 1 ? 'item' : 'items'})
          </li>
        )}
        renderInput={(params) => <TextField {...params} autoFocus label="Tag to keep" sx={{ mt: 1 }} />}
      />
      <DialogContentText>
        {into
          ? `The ${from.total} ${from.total === 1 ? 'item' : 'items'} tagged “${from.name}” will be tagged “${into.name}” instead (an item that had both keeps one), and “${from.name}” is removed.`
          : `Pick the tag that stays; “${from.name}” is removed.`}
      </DialogContentText>
    </TagDialog>
  );
}
