import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  STAGE_FILE_MODE_LABELS,
  STAGE_FILE_MODES,
  STAGE_PLATFORM_LABELS,
  STAGE_PLATFORMS,
} from '@synthhub/shared/stages/stages.constants';
import type { StageFile } from '@synthhub/shared/stages/stages.types';

/**
 * Chips for the platforms (PC, Quest) and the extra modes (Spin Mode, Experience) a stage's files
 * offer, with the spec §3 labels. Normal is not shown: every stage has it or a variant of it.
 */
export function StageChips({
  files,
  size = 'small',
}: {
  files: Pick<StageFile, 'platform' | 'mode'>[];
  size?: 'small' | 'medium';
}) {
  const platforms = STAGE_PLATFORMS.filter((p) => files.some((f) => f.platform === p));
  const modes = STAGE_FILE_MODES.filter((m) => m !== 'normal' && files.some((f) => f.mode === m));
  if (platforms.length + modes.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {platforms.map((p) => (
        <Chip key={p} label={STAGE_PLATFORM_LABELS[p]} size={size} color="info" variant="outlined" />
      ))}
      {modes.map((m) => (
        <Chip key={m} label={STAGE_FILE_MODE_LABELS[m]} size={size} variant="outlined" />
      ))}
    </Stack>
  );
}
