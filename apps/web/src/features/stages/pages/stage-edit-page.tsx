import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import { lazy, Suspense, useState } from 'react';
import { CoverImage } from '../../../components/cover-image.tsx';
import { EditColumns } from '../../../components/edit-form/edit-columns.tsx';
import type { EditKind } from '../../../components/edit-form/edit-kind.ts';
import { ItemEditHeader } from '../../../components/edit-form/item-edit-header.tsx';
import { ItemEditRoute } from '../../../components/edit-form/item-edit-route.tsx';
import { paths } from '../../../config/paths.ts';
import { useStage } from '../api/get-stage.ts';
import { stageKeys } from '../api/keys.ts';
import { StageCoverButton } from '../components/stage-cover-button.tsx';
import { StageEditForm } from '../components/stage-edit-form.tsx';
import { StageFileEditor } from '../components/stage-file-editor.tsx';
import { sortFiles } from '../components/stage-files-table.tsx';

// The upload dialog (and the form code it needs) loads only when someone opens it.
const UploadStageDialog = lazy(() =>
  import('../components/upload-stage-dialog.tsx').then((m) => ({ default: m.UploadStageDialog })),
);

const kind: EditKind = { noun: 'Stage', routes: paths.models.stages, keys: stageKeys };

/** `/models/stages/edit/{id}` (signed in, uploader or admin): edit, publish, manage files and cover. */
export function StageEditPage() {
  return <ItemEditRoute kind={kind} useItem={useStage} render={(stage) => <StageEditView stage={stage} />} />;
}

function StageEditView({ stage }: { stage: Stage }) {
  const [uploadOpen, setUploadOpen] = useState(false);
  const aside = (
    <Stack spacing={1.5} sx={{ maxWidth: 280 }}>
      <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
        <CoverImage item={stage} size={500} alt={`Cover of ${stage.name}`} eager />
      </Box>
      <Box>
        <StageCoverButton stage={stage} />
      </Box>
    </Stack>
  );
  return (
    <Stack spacing={3}>
      <ItemEditHeader
        kind={kind}
        item={stage}
        name={stage.name}
        actions={
          <Button onClick={() => setUploadOpen(true)} startIcon={<UploadIcon />}>
            Add files
          </Button>
        }
      />
      <EditColumns aside={aside}>
        <StageEditForm stage={stage} />
      </EditColumns>
      <Box component="section" aria-labelledby="stage-files-heading">
        <Typography id="stage-files-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Files
        </Typography>
        {stage.files.length === 0 ? (
          <Typography color="text.secondary">No files yet: add a .stagepkg with “Add files”.</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {sortFiles(stage.files).map((file) => (
              <StageFileEditor key={`${file.id}-${file.description ?? ''}`} stage={stage} file={file} />
            ))}
          </Stack>
        )}
      </Box>
      {uploadOpen && (
        <Suspense fallback={null}>
          <UploadStageDialog
            open
            onClose={() => setUploadOpen(false)}
            stageId={stage.id}
            publishFiles={stage.published}
          />
        </Suspense>
      )}
    </Stack>
  );
}
