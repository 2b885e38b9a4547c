import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  UPLOAD_MODE_LABELS,
  UPLOAD_MODES,
  type UploadMode,
} from '@synthhub/shared/beatmaps/beatmaps.constants';

/** The modes offered: "Alternate Version" only when a beatmap id is given (spec §2). */
export function availableUploadModes(beatmapId: number | null | undefined): UploadMode[] {
  return UPLOAD_MODES.filter((mode) => mode !== 'alternate' || !!beatmapId);
}

/** Props of {@link UploadModeSelect}. */
export interface UploadModeSelectProps {
  value: UploadMode;
  onChange: (mode: UploadMode) => void;
  beatmapId?: number | null;
  disabled?: boolean;
}

/** The "Upload As..." menu: each mode with its help line (spec §2, `UPLOAD_MODE_LABELS`). */
export function UploadModeSelect({ value, onChange, beatmapId, disabled }: UploadModeSelectProps) {
  return (
    <TextField
      select
      fullWidth
      label="Upload As..."
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as UploadMode)}
      helperText={UPLOAD_MODE_LABELS[value].help}
      slotProps={{ select: { renderValue: (v) => UPLOAD_MODE_LABELS[v as UploadMode].label } }}
    >
      {availableUploadModes(beatmapId).map((mode) => (
        <MenuItem key={mode} value={mode}>
          <ListItemText
            primary={UPLOAD_MODE_LABELS[mode].label}
            secondary={UPLOAD_MODE_LABELS[mode].help}
            slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }}
          />
        </MenuItem>
      ))}
    </TextField>
  );
}
