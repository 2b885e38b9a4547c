import ImageIcon from '@mui/icons-material/Image';
import Button from '@mui/material/Button';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import { useSnackbar } from 'notistack';
import { errorLines } from '../../../lib/api-error.ts';
import { useUploadStageCover } from '../api/upload-stage-cover.ts';

/** "Change cover": picks a PNG or JPEG and makes it the stage's cover at once (uploader or admin). */
export function StageCoverButton({ stage }: { stage: Pick<Stage, 'id'> }) {
  const { enqueueSnackbar } = useSnackbar();
  const upload = useUploadStageCover();
  return (
    <Button
      component="label"
      variant="outlined"
      size="small"
      startIcon={<ImageIcon />}
      loading={upload.isPending}
      sx={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineOffset: 2 } }}
    >
      Change cover
      <input
        type="file"
        accept="image/png,image/jpeg"
        aria-label="Cover image (PNG or JPEG)"
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          upload.mutate(
            { id: stage.id, file },
            {
              onSuccess: () => enqueueSnackbar('Cover changed!', { variant: 'success' }),
              onError: (error) => enqueueSnackbar(errorLines(error)[0], { variant: 'error' }),
            },
          );
        }}
      />
    </Button>
  );
}
