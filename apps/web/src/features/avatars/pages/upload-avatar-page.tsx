import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { avatarFileError } from '@synthhub/shared/avatars/avatars.schemas';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { PcOnlyNote } from '../components/pc-only-note.tsx';
import { VrmFileField } from '../components/vrm-file-field.tsx';

/**
 * `/user/models/avatars/upload` (signed in; the Avatar item of the Upload menu, spec §2): a form
 * with the required `.vrm` file ("Required"; submit blocked while the file is missing or wrong),
 * the PC-only note, a loading state while uploading, the error lines of spec §8 on failure, and on
 * success the edit page `/models/avatars/edit/{id}`.
 */
export function UploadAvatarPage() {
  useDocumentTitle('Upload Avatar');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const upload = useUploadAvatar();
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const invalid = avatarFileError(file) !== null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!file || invalid || upload.isPending) return;
    upload.mutate(file, {
      onSuccess: ({ id }) => {
        enqueueSnackbar('Avatar uploaded!', { variant: 'success' });
        navigate(paths.models.avatars.edit.getHref(id));
      },
    });
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 600, mx: 'auto', width: '100%' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Upload Avatar
      </Typography>
      <Paper
        component="form"
        noValidate
        onSubmit={handleSubmit}
        aria-label="Upload avatar"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Stack spacing={2.5}>
          <Typography variant="body2" color="text.secondary">
            Choose a VRM avatar (VRM 0.x or 1.0). Its name, authors, licence and thumbnail are read from the
            file; you can edit the name and add a description before publishing.
          </Typography>
          <VrmFileField
            file={file}
            onChange={(next) => {
              setFile(next);
              setTouched(true);
              upload.reset();
            }}
            showError={touched}
            disabled={upload.isPending}
          />
          <PcOnlyNote />
          <ErrorAlert error={upload.error} />
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={paths.models.avatars.list.getHref()}
              color="inherit"
              disabled={upload.isPending}
            >
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              startIcon={<UploadIcon />}
              disabled={invalid}
              loading={upload.isPending}
            >
              Upload
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Stack>
  );
}
