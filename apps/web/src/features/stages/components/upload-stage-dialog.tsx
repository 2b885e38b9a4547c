import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { UploadDialog } from '../../../components/upload-dialog/upload-dialog.tsx';
import { uploadKinds } from '../../../components/upload-dialog/upload-kinds.ts';
import { type StageUploadStep, useUploadStage } from '../api/upload-stage.ts';

/** The info text of the dialog, word for word (spec §2 "Upload New Stage File"). */
export const STAGE_FILES_V2_INFO = 'Stage Files V2: All new stage uploads must be in the .stagepkg format.';

const STEP_TEXT: Record<StageUploadStep, string> = {
  ticket: 'Preparing the upload…',
  sending: 'Sending the file…',
  importing: 'Reading the stage package…',
};

/** Props of {@link UploadStageDialog}. */
export interface UploadStageDialogProps {
  open: boolean;
  /** Called when the dialog closes: after Cancel, or after a successful upload (navigation began). */
  onClose: () => void;
  /** Add the package's files to this stage (its edit page) instead of making a new stage. */
  stageId?: number | null;
  /** Whether files added to `stageId` are published (new stages always start unpublished). */
  publishFiles?: boolean;
}

/**
 * "Upload New Stage File" (spec §2, §4, §7, §8) on the shared {@link UploadDialog}, with the
 * "Stage Files V2" info text and the required `.stagepkg`. The upload runs the three steps of
 * spec §7 (signed URL), each named in the progress line; success goes to `/models/stages/edit/{id}`.
 */
export function UploadStageDialog({
  stageId = null,
  publishFiles = false,
  ...props
}: UploadStageDialogProps) {
  const upload = useUploadStage();
  const [step, setStep] = useState<StageUploadStep | null>(null);
  const published = stageId ? publishFiles : false;
  return (
    <UploadDialog
      {...props}
      kind={uploadKinds.stage}
      mutation={upload}
      variables={(file) => ({ file, stageId, published, onStep: setStep })}
      successMessage={stageId ? 'Stage files added!' : undefined}
      onReset={() => setStep(null)}
      intro={
        <Alert severity="info" role="note">
          {STAGE_FILES_V2_INFO}
        </Alert>
      }
      progressText={step ? STEP_TEXT[step] : undefined}
    />
  );
}
