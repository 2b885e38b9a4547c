import type { UseMutationResult } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { fileError } from '../file-field.tsx';
import type { UploadKind } from './upload-kinds.ts';

/** Why an upload dialog closed: Cancel/Escape, a successful upload, or a kind's own link (it navigates). */
export type UploadCloseReason = 'cancel' | 'uploaded' | 'create-empty';

/** The part of a TanStack mutation the dialog drives: the kind's upload, answering the new item's `{id}`. */
export type UploadMutation<TVars> = Pick<
  UseMutationResult<{ id: number }, Error, TVars, unknown>,
  'mutate' | 'reset' | 'isPending' | 'error'
>;

/** The props every kind's upload dialog takes: shown while `open`; `onClose` says why it closed. */
export interface UploadDialogOpenProps {
  open: boolean;
  onClose: (reason: UploadCloseReason) => void;
}

/** What {@link useUploadFlow} needs from a kind. */
export interface UploadFlowOptions<TVars> {
  /** The kind's texts, file rule (spec §5 "Upload file fields") and edit page. */
  kind: UploadKind;
  /** The kind's upload mutation (it invalidates its own queries). */
  mutation: UploadMutation<TVars>;
  /** The mutation's variables for the chosen file, with the kind's extra fields; absent: the file itself. */
  variables?: (file: File) => TVars;
  onClose: (reason: UploadCloseReason) => void;
  /** Resets the kind's extra fields when the dialog closes. */
  onReset?: () => void;
  /** The success snackbar (spec §8 success messages); "{noun} uploaded!" when absent. */
  successMessage?: string;
}

/**
 * The upload dialog's state machine (spec §4 "Upload dialog": closed, open, submitting, then
 * success — close and navigate to the edit page — or error, shown in the dialog with loading off).
 * Holds the chosen file; `invalid` is the spec §5 file rule ("Required", wrong extension, too
 * large), and `submit` refuses while it fails or while an upload runs (Enter in the form submits
 * even when the button is disabled). `cancel` is the Dialog's `onClose`: a backdrop click never
 * closes (the dialogs are persistent, spec §2), Escape and Cancel only while idle.
 */
export function useUploadFlow<TVars>(options: UploadFlowOptions<TVars>) {
  const { kind, mutation, variables, onClose, onReset } = options;
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const invalid = fileError(file, kind.rule) !== null;
  const pending = mutation.isPending;

  const close = (reason: UploadCloseReason) => {
    setFile(null);
    setTouched(false);
    mutation.reset();
    onReset?.();
    onClose(reason);
  };

  const cancel = (_event?: unknown, reason?: 'backdropClick' | 'escapeKeyDown') => {
    if (pending || reason === 'backdropClick') return;
    close('cancel');
  };

  const choose = (next: File | null) => {
    setFile(next);
    setTouched(true);
    mutation.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!file || invalid || pending) return;
    mutation.mutate(variables ? variables(file) : (file as TVars), {
      onSuccess: ({ id }) => {
        enqueueSnackbar(options.successMessage ?? `${kind.noun} uploaded!`, { variant: 'success' });
        close('uploaded');
        navigate(kind.editHref(id));
      },
    });
  };

  return { file, touched, invalid, pending, error: mutation.error, choose, cancel, close, submit };
}
