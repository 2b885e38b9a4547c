import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { UploadMode } from '@synthhub/shared/beatmaps/beatmaps.constants';
import { useState } from 'react';
import { UploadDialog } from '../../../components/upload-dialog/upload-dialog.tsx';
import { uploadKinds } from '../../../components/upload-dialog/upload-kinds.ts';
import type { UploadDialogOpenProps } from '../../../components/upload-dialog/use-upload-flow.ts';
import { useUploadBeatmap } from '../api/upload-beatmap.ts';
import { UploadModeSelect } from './upload-mode-select.tsx';

/** Props of {@link UploadBeatmapDialog}. */
export interface UploadBeatmapDialogProps extends UploadDialogOpenProps {
  /** Upload a new version of this beatmap; enables the "Alternate Version" mode. */
  beatmapId?: number | null;
}

/**
 * "Upload New Beatmap File" (spec §2, §4, §8) on the shared {@link UploadDialog}: the required
 * `.synth`, the "Upload As..." mode and (unless Draft) the Published switch, sent as the upload
 * record of spec §4's modes. Success goes to `/beatmaps/edit/{id}`.
 */
export function UploadBeatmapDialog({ beatmapId, ...props }: UploadBeatmapDialogProps) {
  const upload = useUploadBeatmap();
  const [mode, setMode] = useState<UploadMode>('default');
  const [published, setPublished] = useState(false);
  const reset = () => {
    setMode('default');
    setPublished(false);
  };
  return (
    <UploadDialog
      {...props}
      kind={uploadKinds.beatmap}
      mutation={upload}
      variables={(file) => ({ file, mode, published, beatmapId })}
      onReset={reset}
    >
      <UploadModeSelect value={mode} onChange={setMode} beatmapId={beatmapId} disabled={upload.isPending} />
      {mode !== 'draft' && (
        <FormControlLabel
          control={<Switch checked={published} onChange={(_, checked) => setPublished(checked)} />}
          label="Published"
          disabled={upload.isPending}
        />
      )}
    </UploadDialog>
  );
}
