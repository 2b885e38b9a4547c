import { useSearchParams } from 'react-router';
import { UploadRoutePage } from '../../../components/upload-dialog/upload-route-page.tsx';
import { paths } from '../../../config/paths.ts';
import { parseRouteId } from '../../../lib/route-id.ts';
import { UploadBeatmapDialog } from '../components/upload-beatmap-dialog.tsx';

/**
 * `/user/beatmaps/upload` (signed in): opens the upload dialog straight away. `?beatmap_id=N`
 * uploads a version of beatmap N. Cancelling goes back (or to `/beatmaps`).
 */
export function UploadBeatmapPage() {
  const [params] = useSearchParams();
  const beatmapId = parseRouteId(params.get('beatmap_id') ?? undefined);
  return (
    <UploadRoutePage
      title="Upload Beatmap"
      fallbackHref={paths.beatmaps.list.getHref()}
      dialog={(onClose) => <UploadBeatmapDialog open onClose={onClose} beatmapId={beatmapId} />}
    />
  );
}
