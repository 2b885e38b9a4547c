import Typography from '@mui/material/Typography';
import { UploadDialog } from '../../../components/upload-dialog/upload-dialog.tsx';
import { uploadKinds } from '../../../components/upload-dialog/upload-kinds.ts';
import type { UploadDialogOpenProps } from '../../../components/upload-dialog/use-upload-flow.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { PcOnlyNote } from './pc-only-note.tsx';

/**
 * "Upload Avatar File" on the shared {@link UploadDialog} (spec §2 `/user/models/avatars/upload`,
 * §4, §8): what is read from the file, the required `.vrm` (rules as `avatarFileError`), and the
 * PC-only note. Success goes to `/models/avatars/edit/{id}`.
 */
export function UploadAvatarDialog(props: UploadDialogOpenProps) {
  const upload = useUploadAvatar();
  const intro = (
    <Typography variant="body2" color="text.secondary">
      Choose a VRM avatar (VRM 0.x or 1.0). Its name, authors, licence and thumbnail are read from the file;
      you can edit the name and add a description before publishing.
    </Typography>
  );
  return (
    <UploadDialog {...props} kind={uploadKinds.avatar} mutation={upload} intro={intro}>
      <PcOnlyNote />
    </UploadDialog>
  );
}
