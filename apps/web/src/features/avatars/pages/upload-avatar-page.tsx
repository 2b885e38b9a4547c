import { UploadRoutePage } from '../../../components/upload-dialog/upload-route-page.tsx';
import { paths } from '../../../config/paths.ts';
import { UploadAvatarDialog } from '../components/upload-avatar-dialog.tsx';

/**
 * `/user/models/avatars/upload` (signed in; the Avatar item of the Upload menu, spec §2): the
 * avatar upload dialog, open straight away. Cancel goes back (or to `/models/avatars`).
 */
export function UploadAvatarPage() {
  return (
    <UploadRoutePage
      title="Upload Avatar"
      fallbackHref={paths.models.avatars.list.getHref()}
      dialog={(onClose) => <UploadAvatarDialog open onClose={onClose} />}
    />
  );
}
