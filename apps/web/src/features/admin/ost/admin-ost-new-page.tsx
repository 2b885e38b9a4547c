import { UploadDialog } from '../../../components/upload-dialog/upload-dialog.tsx';
import { uploadKinds } from '../../../components/upload-dialog/upload-kinds.ts';
import { UploadRoutePage } from '../../../components/upload-dialog/upload-route-page.tsx';
import { useUploadOst } from './api/upload-ost.ts';

/** The site's beatmap upload kind, titled for the OST and returning to the OST list. */
const OST_KIND = { ...uploadKinds.beatmap, title: 'Upload OST Beatmap', editHref: () => '/admin/ost' };

/**
 * `/admin/ost/new` (spec §2 Admin area "ost/new"): the site's upload dialog (required `.synth`
 * field, spec §5 "Required"; progress; the server's message and validation lines on failure) sending
 * to `POST /api/admin/ost`; on success "OST beatmap uploaded!" and back to `/admin/ost`.
 */
export function AdminOstNewPage() {
  const upload = useUploadOst();
  return (
    <UploadRoutePage
      title="Upload OST beatmap"
      fallbackHref="/admin/ost"
      dialog={(onClose) => (
        <UploadDialog<File>
          open
          kind={OST_KIND}
          mutation={upload}
          onClose={onClose}
          successMessage="OST beatmap uploaded!"
        />
      )}
    />
  );
}
