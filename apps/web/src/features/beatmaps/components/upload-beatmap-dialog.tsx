import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { UploadMode } from '@synthhub/shared/beatmaps/beatmaps.constants';
import { useState } from 'react';
import { UploadDialog } from '../../../components/upload-dialog/upload-dialog.tsx';
import type { UploadCloseReason } from '../../../components/upload-dialog/use-upload-flow.ts';
import { paths } from '../../../config/paths.ts';
import { useUploadBeatmap } from '../api/upload-beatmap.ts';
import { SYNTH_RULE } from './synth-file-field.tsx';
import { UploadModeSelect } from './upload-mode-select.tsx';

/** Props of {@link UploadBeatmapDialog}. */
export interface UploadBeatmapDialogProps {
  open: boolean;
  onClose: (reason: UploadCloseReason) => void;
  /** Upload a new version of this beatmap; enables the "Alternate Version" mode. */
  beatmapId?: number | null;
}

/**
 * "Upload New Beatmap File" (spec §2, §4, §8) on the shared {@link UploadDialog}: the required
 * `.synth`, the "Upload As..." mode and (unless Draft) the Published switch, sent as the upload
 * record of spec §4's modes. Success goes to `/beatmaps/edit/{id}`.
 */
export function UploadBeatmapDialog({ open, onClose, beatmapId }: UploadBeatmapDialogProps) {
  const upload = useUploadBeatmap();
  const [mode, setMode] = useState<UploadMode>('default');
  const [published, setPublished] = useState(false);
  const busy = upload.isPending;
  return (
    <UploadDialog
      open={open}
      onClose={onClose}
      title="Upload New Beatmap File"
      formLabel="Upload beatmap"
      fileLabel="Beatmap file"
      rule={SYNTH_RULE}
      mutation={upload}
      variables={(file) => ({ file, mode, published, beatmapId })}
      successMessage="Beatmap uploaded!"
      editHref={paths.beatmaps.edit.getHref}
      onReset={() => {
        setMode('default');
        setPublished(false);
      }}
    >
      <UploadModeSelect value={mode} onChange={setMode} beatmapId={beatmapId} disabled={busy} />
      {mode !== 'draft' && (
        <FormControlLabel
          control={<Switch checked={published} onChange={(_, checked) => setPublished(checked)} />}
          label="Published"
          disabled={busy}
        />
      )}
    </UploadDialog>
  );
}
