import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PROFILE_AVATAR_EXTENSIONS } from '@synthhub/shared/profile/profile.constants';
import type { Profile } from '@synthhub/shared/profile/profile.schemas';
import { useSnackbar } from 'notistack';
import { useRef } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { apiUrl } from '../../../config/env.ts';
import { useRemoveProfileAvatar, useUploadProfileAvatar } from '../api/profile-avatar.ts';
import { SettingsSection } from './settings-section.tsx';

/**
 * The profile picture (spec §3 User.avatar_url): shown at 96 px, replaced by choosing an image
 * (PNG, JPEG, WebP or GIF up to 5 MiB; the server stores a 256 px square) or removed.
 */
export function AvatarSection({ profile }: { profile: Profile }) {
  const input = useRef<HTMLInputElement>(null);
  const { enqueueSnackbar } = useSnackbar();
  const upload = useUploadProfileAvatar();
  const remove = useRemoveProfileAvatar();
  const busy = upload.isPending || remove.isPending;

  const handleFile = (file: File | undefined) => {
    if (!file) return;
    remove.reset();
    upload.mutate(file, {
      onSuccess: () => enqueueSnackbar('Profile picture updated', { variant: 'success' }),
    });
  };

  return (
    <SettingsSection
      id="avatar"
      title="Profile picture"
      description="Shown next to your name across the site."
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Avatar
          src={profile.avatar_url ? apiUrl(profile.avatar_url) : undefined}
          alt={profile.avatar_url ? `Profile picture of ${profile.username}` : ''}
          sx={{ width: 96, height: 96, fontSize: 40, bgcolor: 'primary.main' }}
        >
          {profile.username.charAt(0).toUpperCase()}
        </Avatar>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <input
            ref={input}
            type="file"
            hidden
            aria-label="Profile picture file"
            accept={PROFILE_AVATAR_EXTENSIONS.join(',')}
            onChange={(event) => {
              handleFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button
            variant="contained"
            startIcon={<PhotoCameraIcon />}
            loading={upload.isPending}
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            Upload picture
          </Button>
          {profile.avatar_url && (
            <Button
              color="inherit"
              loading={remove.isPending}
              disabled={busy}
              onClick={() => {
                upload.reset();
                remove.mutate();
              }}
            >
              Remove
            </Button>
          )}
        </Stack>
      </Stack>
      <ErrorAlert error={upload.error ?? remove.error} />
    </SettingsSection>
  );
}
