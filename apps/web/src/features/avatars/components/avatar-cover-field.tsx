import ImageIcon from '@mui/icons-material/Image';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import { useSnackbar } from 'notistack';
import { CoverImage } from '../../../components/cover-image.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useUploadAvatarCover } from '../api/upload-avatar-cover.ts';

/**
 * The avatar's cover with a "Change cover" button: picking a PNG or JPEG uploads it at once
 * (`POST /api/models/avatars/{id}/cover`); the button shows its loading state and a failure shows
 * the server's message (spec §8).
 */
export function AvatarCoverField({ avatar }: { avatar: Avatar }) {
  const { enqueueSnackbar } = useSnackbar();
  const upload = useUploadAvatarCover();
  const handleFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { id: avatar.id, file },
      { onSuccess: () => enqueueSnackbar('Cover updated!', { variant: 'success' }) },
    );
  };
  return (
    <Stack spacing={1.5}>
      <Stack sx={{ borderRadius: 2, overflow: 'hidden', maxWidth: 280 }}>
        <CoverImage item={avatar} size={500} alt={`Cover of ${avatar.name}`} eager />
      </Stack>
      <Button
        component="label"
        variant="outlined"
        startIcon={<ImageIcon />}
        loading={upload.isPending}
        tabIndex={-1}
        sx={{
          alignSelf: 'flex-start',
          '&:has(input:focus-visible)': { outline: '2px solid', outlineOffset: 2 },
        }}
      >
        Change cover
        <input
          type="file"
          accept="image/png,image/jpeg"
          aria-label="Change cover (PNG or JPEG)"
          disabled={upload.isPending}
          onChange={(event) => {
            handleFile(event.target.files?.[0]);
            event.target.value = '';
          }}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        />
      </Button>
      <ErrorAlert error={upload.error} />
    </Stack>
  );
}
