import ImageIcon from '@mui/icons-material/Image';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatSize } from '@synthhub/shared/format/size';
import { PLAYLIST_COVER_MAX_BYTES } from '@synthhub/shared/playlists/playlists.constants';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useUploadPlaylistCover } from '../api/upload-playlist-cover.ts';

/**
 * "Upload cover" on the edit page: choosing a PNG or JPEG uploads it at once (owner or admin).
 * Without an `id` (a playlist not saved yet) the button is disabled with a hint.
 */
export function CoverUpload({ id }: { id: number | null }) {
  const inputId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const upload = useUploadPlaylistCover();
  const handleChange = (file: File | undefined) => {
    if (!file || id === null) return;
    if (file.size > PLAYLIST_COVER_MAX_BYTES) {
      enqueueSnackbar(`The image is larger than ${formatSize(PLAYLIST_COVER_MAX_BYTES)}`, {
        variant: 'error',
      });
      return;
    }
    upload.mutate(
      { id, file },
      { onSuccess: () => enqueueSnackbar('Cover updated!', { variant: 'success' }) },
    );
  };
  return (
    <Stack spacing={1}>
      <Button
        component="label"
        variant="outlined"
        startIcon={<ImageIcon />}
        disabled={id === null}
        loading={upload.isPending}
        tabIndex={-1}
        sx={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineOffset: 2 } }}
      >
        Upload cover
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,.png,.jpg,.jpeg"
          aria-label="Cover image (PNG or JPEG)"
          disabled={id === null || upload.isPending}
          onChange={(event) => {
            handleChange(event.target.files?.[0]);
            event.target.value = '';
          }}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        />
      </Button>
      <Typography variant="caption" color="text.secondary">
        {id === null
          ? 'Save the playlist first to add a cover.'
          : 'PNG or JPEG, square works best. Without one, the gradient is shown.'}
      </Typography>
      <ErrorAlert error={upload.error} />
    </Stack>
  );
}
