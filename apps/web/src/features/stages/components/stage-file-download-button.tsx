import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { STAGE_FILE_MODE_LABELS, STAGE_PLATFORM_LABELS } from '@synthhub/shared/stages/stages.constants';
import type { Stage, StageFile } from '@synthhub/shared/stages/stages.types';
import { useSnackbar } from 'notistack';
import { type MouseEvent, useState } from 'react';
import { errorLines } from '../../../lib/api-error.ts';
import { downloadStageFile, stageFileDownloadHref } from '../api/download-stage-file.ts';

/**
 * Downloads one stage file (spec §7 "Downloads": fetched as a blob, named from Content-Disposition).
 * It is a real link to the file, so it can be copied or opened; a plain click fetches with the
 * session instead, so uploaders reach their unpublished files too. Failures show as a snackbar.
 */
export function StageFileDownloadButton({
  stage,
  file,
  compact = false,
}: {
  stage: Pick<Stage, 'download_url'>;
  file: StageFile;
  /** Icon only on phones (the accessible name stays). */
  compact?: boolean;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    downloadStageFile(stage, file)
      .catch((error: unknown) =>
        enqueueSnackbar(`Download failed: ${errorLines(error)[0]}`, { variant: 'error' }),
      )
      .finally(() => setBusy(false));
  };
  const what = `${STAGE_PLATFORM_LABELS[file.platform]} ${STAGE_FILE_MODE_LABELS[file.mode]}`;
  return (
    <Button
      component="a"
      href={stageFileDownloadHref(stage, file)}
      download={file.file.filename}
      onClick={handleClick}
      loading={busy}
      variant="contained"
      size="small"
      startIcon={<DownloadIcon />}
      aria-label={`Download ${file.file.filename} (${what})`}
      sx={
        compact
          ? { minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } } }
          : {}
      }
    >
      {compact ? (
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Download
        </Box>
      ) : (
        'Download'
      )}
    </Button>
  );
}
