import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatSize } from '@synthhub/shared/format/size';
import {
  STAGE_DESCRIPTION_MAX,
  STAGE_FILE_MODE_LABELS,
  STAGE_FILE_TYPE_LABELS,
  STAGE_FILE_TYPES,
  STAGE_PLATFORM_LABELS,
  type StageFileType,
} from '@synthhub/shared/stages/stages.constants';
import type { StageFilePatch } from '@synthhub/shared/stages/stages.schemas';
import type { Stage, StageFile } from '@synthhub/shared/stages/stages.types';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorLines } from '../../../lib/api-error.ts';
import { useUpdateStageFile } from '../api/update-stage-file.ts';
import { StageFileDownloadButton } from './stage-file-download-button.tsx';

/**
 * One file on the edit page (spec §3 "Stage file" with its labels): platform, mode, experience
 * tag, size, and its editable type, description and published flag. Each change is saved at once
 * (the description when the field is left); failures show as a snackbar and the field goes back.
 */
export function StageFileEditor({ stage, file }: { stage: Stage; file: StageFile }) {
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateStageFile();
  const [description, setDescription] = useState(file.description ?? '');
  const title = `${STAGE_PLATFORM_LABELS[file.platform]} · ${STAGE_FILE_MODE_LABELS[file.mode]}`;
  const tooLong = description.length > STAGE_DESCRIPTION_MAX;

  const save = (patch: StageFilePatch) =>
    update.mutate(
      { stageId: stage.id, fileId: file.id, patch },
      {
        onSuccess: () => enqueueSnackbar(`${title} saved`, { variant: 'success' }),
        onError: (error) => {
          setDescription(file.description ?? '');
          enqueueSnackbar(`Could not save ${title}: ${errorLines(error)[0]}`, { variant: 'error' });
        },
      },
    );

  return (
    <Paper variant="outlined" component="li" aria-label={title} sx={{ p: 2, listStyle: 'none' }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {file.file.filename} · {formatSize(file.file.filesize)} · version {file.version}
        </Typography>
      </Stack>
      {file.experience_tag && (
        <Typography variant="body2" color="text.secondary">
          Experience tag <code>{file.experience_tag}</code>
        </Typography>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 1.5, alignItems: { sm: 'center' } }}
      >
        <TextField
          select
          label="Type"
          size="small"
          value={file.type}
          disabled={update.isPending}
          onChange={(event) => save({ type: event.target.value as StageFileType })}
          sx={{ minWidth: 220 }}
        >
          {STAGE_FILE_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {STAGE_FILE_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          label="Published"
          control={
            <Switch
              checked={file.published}
              disabled={update.isPending}
              onChange={(_, checked) => save({ published: checked })}
            />
          }
        />
        <StageFileDownloadButton stage={stage} file={file} />
      </Stack>
      <TextField
        label="File description"
        size="small"
        fullWidth
        multiline
        value={description}
        error={tooLong}
        helperText={tooLong ? `At most ${STAGE_DESCRIPTION_MAX} characters` : ' '}
        onChange={(event) => setDescription(event.target.value)}
        onBlur={() => {
          if (!tooLong && description !== (file.description ?? ''))
            save({ description: description.trim() ? description : null });
        }}
        sx={{ mt: 2 }}
      />
    </Paper>
  );
}
