import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../error-alert.tsx';
import { SavePublishRow } from '../save-publish-row.tsx';
import type { ItemEditActions } from './use-item-edit-form.ts';

/** Props of {@link ItemEditForm}. */
export interface ItemEditFormProps {
  /** The answer of `useItemEditForm`. */
  edit: ItemEditActions;
  /** The form's accessible name, e.g. "Edit beatmap". */
  label: string;
  /** Show Publish (the item is not published yet). */
  showPublish: boolean;
  /** The kind's fields. */
  children: ReactNode;
}

/**
 * The card every edit page puts its form in: the kind's fields, then the save failure (spec §8
 * message and validation lines), then Save / Publish ({@link SavePublishRow}, blocked as
 * `useItemEditForm` says) with "Unsaved changes" while something differs from the saved item.
 */
export function ItemEditForm({ edit, label, showPublish, children }: ItemEditFormProps) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Stack component="form" noValidate spacing={2} onSubmit={edit.onSave} aria-label={label}>
        {children}
        <ErrorAlert error={edit.error} />
        <SavePublishRow
          pending={edit.pending}
          saveDisabled={!edit.canSave}
          showPublish={showPublish}
          publishDisabled={edit.blocked}
          onPublish={edit.onPublish}
        >
          {edit.dirty && !edit.pending && (
            <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
              Unsaved changes
            </Typography>
          )}
        </SavePublishRow>
      </Stack>
    </Paper>
  );
}
