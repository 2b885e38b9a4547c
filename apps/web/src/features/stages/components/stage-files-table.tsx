import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatSize } from '@synthhub/shared/format/size';
import {
  STAGE_FILE_MODE_LABELS,
  STAGE_FILE_MODES,
  STAGE_FILE_TYPE_LABELS,
  STAGE_PLATFORM_LABELS,
  STAGE_PLATFORMS,
} from '@synthhub/shared/stages/stages.constants';
import type { Stage, StageFile } from '@synthhub/shared/stages/stages.types';
import { StageFileDownloadButton } from './stage-file-download-button.tsx';

const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Files in reading order: PC before Quest, then Normal, Spin Mode, Experience, newest first within. */
export function sortFiles(files: StageFile[]): StageFile[] {
  const rank = (f: StageFile) => STAGE_PLATFORMS.indexOf(f.platform) * 10 + STAGE_FILE_MODES.indexOf(f.mode);
  return [...files].sort((a, b) => rank(a) - rank(b) || b.id - a.id);
}

/**
 * The files of a stage (spec §3 "Stage file" with its labels: PC/Quest, Normal/Spin Mode/
 * Experience, Default/No Sound FX/Performance Optimized/Alternate), each with a Download button.
 * Version and size hide on phones; the description and experience tag sit under the mode.
 */
export function StageFilesTable({
  stage,
  files,
}: {
  stage: Pick<Stage, 'download_url'>;
  files: StageFile[];
}) {
  if (files.length === 0) {
    return <Typography color="text.secondary">This stage has no files to download yet.</Typography>;
  }
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
      <Table size="small" aria-label="Stage files">
        <TableHead>
          <TableRow>
            <TableCell>Platform</TableCell>
            <TableCell>Mode</TableCell>
            <TableCell>Type</TableCell>
            <TableCell sx={wide}>Version</TableCell>
            <TableCell sx={wide}>Size</TableCell>
            <TableCell align="right">File</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sortFiles(files).map((file) => (
            <TableRow key={file.id}>
              <TableCell>{STAGE_PLATFORM_LABELS[file.platform]}</TableCell>
              <TableCell>
                {STAGE_FILE_MODE_LABELS[file.mode]}
                {!file.published && <Chip label="Unpublished" size="small" color="warning" sx={{ ml: 1 }} />}
                {file.experience_tag && (
                  <Typography variant="caption" component="div" color="text.secondary">
                    <code>{file.experience_tag}</code>
                  </Typography>
                )}
                {file.description && (
                  <Typography
                    variant="caption"
                    component="div"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {file.description}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{STAGE_FILE_TYPE_LABELS[file.type]}</TableCell>
              <TableCell sx={wide}>{file.version}</TableCell>
              <TableCell sx={wide}>{formatSize(file.file.filesize)}</TableCell>
              <TableCell align="right">
                <StageFileDownloadButton stage={stage} file={file} compact />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
