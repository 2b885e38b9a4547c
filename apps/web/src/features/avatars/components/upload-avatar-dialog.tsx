import Typography from '@mui/material/Typography';
import { AVATAR_EXTENSION, AVATAR_MAX_BYTES } from '@synthhub/shared/avatars/avatars.constants';
import { UploadDialog } from '../../../components/upload-dialog/upload-dialog.tsx';
import type { UploadCloseReason } from '../../../components/upload-dialog/use-upload-flow.ts';
import { paths } from '../../../config/paths.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { PcOnlyNote } from './pc-only-note.tsx';

/** Props of {@link UploadAvatarDialog}. */
export interface UploadAvatarDialogProps {
  open: boolean;
  onClose: (reason: UploadCloseReason) => void;
}

/**
 * "Upload Avatar File" on the shared {@link UploadDialog} (spec §2 `/user/models/avatars/upload`,
 * §4, §8): the required `.vrm` (up to `AVATAR_MAX_BYTES`; rules in `avatarFileError`), what is read
 * from it, and the PC-only note. Success goes to `/models/avatars/edit/{id}`.
 */
export function UploadAvatarDialog({ open, onClose }: UploadAvatarDialogProps) {
  const upload = useUploadAvatar();
  return (
    <UploadDialog
      open={open}
      onClose={onClose}
      title="Upload Avatar File"
      formLabel="Upload avatar"
      fileLabel="Avatar file"
      rule={{ extension: AVATAR_EXTENSION, maxBytes: AVATAR_MAX_BYTES }}
      mutation={upload}
      variables={(file) => file}
      successMessage="Avatar uploaded!"
      editHref={paths.models.avatars.edit.getHref}
      intro={
        <Typography variant="body2" color="text.secondary">
          Choose a VRM avatar (VRM 0.x or 1.0). Its name, authors, licence and thumbnail are read from the
          file; you can edit the name and add a description before publishing.
        </Typography>
      }
    >
      <PcOnlyNote />
    </UploadDialog>
  );
}
