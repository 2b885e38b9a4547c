import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import {
  MOD_GAME_VERSIONS_MAX,
  MOD_PLATFORM_LABELS,
  MOD_PLATFORMS,
} from '@synthhub/shared/mods/mods.constants';
import {
  type ModVersionInput,
  type ModVersionInputRaw,
  modVersionInputSchema,
} from '@synthhub/shared/mods/mods.schemas';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { UploadProgress } from '../../../components/upload-dialog/upload-progress.tsx';
import { useUploadModVersion } from '../api/mod-versions.ts';
import { ChipsField } from '../../../components/edit-form/chips-field.tsx';
import { DependencyRows } from './dependency-rows.tsx';
import { ModFileField, modFileError } from './mod-file-field.tsx';

const EMPTY: ModVersionInputRaw = {
  version: '',
  changelog: '',
  game_versions: [],
  platforms: ['pc'],
  dependencies: [],
};

/** Props of {@link UploadVersionDialog}. */
export interface UploadVersionDialogProps {
  mod: { id: number; name: string };
  open: boolean;
  onClose: () => void;
}

/**
 * "Upload a version" of a mod (spec §2 "Upload dialogs": persistent, at most 600 px wide): the
 * .zip/.dll file, the semantic version, a Markdown changelog, platforms, game versions and
 * dependencies, checked with `modVersionInputSchema` before anything is sent; then multipart `file`
 * + `data` JSON. While sending, a progress line and Cancel disabled; a failure shows the server's
 * message and validation lines in the dialog (spec §8 "Upload errors"); success closes it with
 * "Version {v} uploaded!".
 */
export function UploadVersionDialog({ mod, open, onClose }: UploadVersionDialogProps) {
  const titleId = useId();
  const upload = useUploadModVersion();
  const { enqueueSnackbar } = useSnackbar();
  const [file, setFile] = useState<File | null>(null);
  const [fileTouched, setFileTouched] = useState(false);
  const form = useForm<ModVersionInputRaw, unknown, ModVersionInput>({
    resolver: zodResolver(modVersionInputSchema),
    defaultValues: EMPTY,
    // Checked as a field changes and on submit, not on blur: a message appearing on blur moves the
    // button being clicked (seen on phones: "Add dependency" missed).
    mode: 'onChange',
  });
  const pending = upload.isPending;

  const close = () => {
    if (pending) return;
    form.reset(EMPTY);
    setFile(null);
    setFileTouched(false);
    upload.reset();
    onClose();
  };

  const submit = form.handleSubmit(
    (data) => {
      setFileTouched(true);
      if (!file || modFileError(file)) return;
      upload.mutate(
        { modId: mod.id, file, data },
        {
          // 409: the mod has this version already; the message belongs to the Version field.
          onError: (error) => {
            if (error instanceof ApiError && error.status === 409)
              form.setError('version', { message: error.message });
          },
          onSuccess: () => {
            enqueueSnackbar(`Version ${data.version} uploaded!`, { variant: 'success' });
            form.reset(EMPTY);
            setFile(null);
            setFileTouched(false);
            upload.reset();
            onClose();
          },
        },
      );
    },
    () => setFileTouched(true),
  );

  const listError =
    form.formState.errors.dependencies?.root?.message ?? form.formState.errors.dependencies?.message;
  return (
    <Dialog
      open={open}
      onClose={(_e, reason) => reason !== 'backdropClick' && close()}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 600 } } }}
    >
      <form noValidate aria-label="Upload a version" onSubmit={submit} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>Upload a version of {mod.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <ModFileField
              file={file}
              onChange={(next) => {
                setFile(next);
                setFileTouched(true);
                upload.reset();
              }}
              showError={fileTouched}
              disabled={pending}
            />
            <FormTextField
              control={form.control}
              name="version"
              label="Version"
              placeholder="1.0.0"
              required
              disabled={pending}
              helperText="A semantic version such as 1.2.0"
            />
            <FormTextField
              control={form.control}
              name="changelog"
              label="Changelog (Markdown)"
              multiline
              minRows={3}
              disabled={pending}
            />
            <Controller
              control={form.control}
              name="platforms"
              render={({ field, fieldState }) => (
                <FormControl error={!!fieldState.error} component="fieldset" disabled={pending}>
                  <FormLabel component="legend">Platforms</FormLabel>
                  <FormGroup row>
                    {MOD_PLATFORMS.map((p) => (
                      <FormControlLabel
                        key={p}
                        label={MOD_PLATFORM_LABELS[p]}
                        control={
                          <Checkbox
                            checked={field.value.includes(p)}
                            onChange={(_e, on) =>
                              field.onChange(on ? [...field.value, p] : field.value.filter((v) => v !== p))
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
                </FormControl>
              )}
            />
            <ChipsField
              unique
              control={form.control}
              name="game_versions"
              label="Game versions"
              helperText={`Press Enter after each, e.g. 2.1.0; at most ${MOD_GAME_VERSIONS_MAX}`}
              disabled={pending}
            />
            <DependencyRows control={form.control} listError={listError} disabled={pending} />
            {pending && <UploadProgress />}
            <ErrorAlert
              error={upload.error instanceof ApiError && upload.error.status === 409 ? null : upload.error}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={pending} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="mods" loading={pending}>
            Upload
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
