import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { UploadBeatmapDialog, type UploadDialogCloseReason } from '../components/upload-beatmap-dialog.tsx';
import { parseRouteId } from '../../../lib/route-id.ts';

/**
 * `/user/beatmaps/upload` (signed in): opens the upload dialog straight away. `?beatmap_id=N`
 * uploads a version of beatmap N. Cancelling goes back (or to `/beatmaps`).
 */
export function UploadBeatmapPage() {
  useDocumentTitle('Upload Beatmap');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const beatmapId = parseRouteId(params.get('beatmap_id') ?? undefined);

  const handleClose = (reason: UploadDialogCloseReason) => {
    if (reason !== 'cancel') return;
    if (window.history.state?.idx > 0) navigate(-1);
    else navigate(paths.beatmaps.list.getHref());
  };

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Upload Beatmap
      </Typography>
      <UploadBeatmapDialog open onClose={handleClose} beatmapId={beatmapId} />
    </>
  );
}
