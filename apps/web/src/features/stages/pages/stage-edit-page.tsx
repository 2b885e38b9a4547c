import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import { useState } from 'react';
import { CoverImage } from '../../../components/cover-image.tsx';
import { EditPageHeader } from '../../../components/edit-page-header.tsx';
import { ItemDetailRoute } from '../../../components/item-detail-route.tsx';
import { OwnerOnly } from '../../../components/owner-only.tsx';
import { paths } from '../../../config/paths.ts';
import { useStage } from '../api/get-stage.ts';
import { stageKeys } from '../api/keys.ts';
import { StageCoverButton } from '../components/stage-cover-button.tsx';
import { StageEditForm } from '../components/stage-edit-form.tsx';
import { StageFileEditor } from '../components/stage-file-editor.tsx';
import { sortFiles } from '../components/stage-files-table.tsx';
import { UploadStageDialog } from '../components/upload-stage-dialog.tsx';

/** `/models/stages/edit/{id}` (signed in, uploader or admin): edit, publish, manage files and cover. */
export function StageEditPage() {
  return (
    <ItemDetailRoute
      useItem={useStage}
      title={(stage) => `Edit ${stage.name}`}
      fallbackTitle="Edit Stage"
      skeleton={<Skeleton variant="rectangular" height={480} aria-label="Loading stage" />}
      render={(stage) => (
        <OwnerOnly ownerId={stage.user.id}>
          {/* The key remounts the form when another stage loads, so its defaults follow. */}
          <StageEditView key={stage.id} stage={stage} />
        </OwnerOnly>
      )}
    />
  );
}

function StageEditView({ stage }: { stage: Stage }) {
  const [uploadOpen, setUploadOpen] = useState(false);
  return (
    <Stack spacing={3}>
      <EditPageHeader
        title="Edit Stage"
        published={stage.published}
        viewHref={paths.models.stages.detail.getHref(stage.id)}
        actions={
          <Button onClick={() => setUploadOpen(true)} startIcon={<UploadIcon />}>
            Add files
          </Button>
        }
        remove={{
          what: 'stage',
          name: stage.name,
          url: `/api/models/stages/${stage.id}`,
          queryKey: stageKeys.all,
          afterHref: paths.user.uploads.getHref('stages'),
        }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '280px 1fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={1.5} sx={{ minWidth: 0, maxWidth: 280 }}>
          <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
            <CoverImage item={stage} size={500} alt={`Cover of ${stage.name}`} eager />
          </Box>
          <Box>
            <StageCoverButton stage={stage} />
          </Box>
        </Stack>
        <Paper sx={{ p: { xs: 2, sm: 3 } }}>
          <StageEditForm stage={stage} />
        </Paper>
      </Box>
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
      <UploadStageDialog
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        stageId={stage.id}
        publishFiles={stage.published}
      />
    </Stack>
  );
}
