import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { SxProps, Theme } from '@mui/material/styles';

/** One button of a {@link ChoiceToggle}: the value it stands for and its visible label. */
export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

/**
 * One exclusive choice as a small MUI toggle group (the rankings' view, mode, difficulty and
 * modifiers): a group named `label` for screen readers, one button per choice, the selected one
 * pressed. Clicking the pressed button keeps it (a choice is never empty); any other calls
 * `onChange` with its value. `describedBy` links a line that explains the choice; the buttons
 * wrap on narrow screens so a row of five never scrolls sideways at 390 px.
 */
export function ChoiceToggle<T extends string | number>({
  label,
  value,
  choices,
  onChange,
  describedBy,
  sx,
}: {
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  describedBy?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={label}
      aria-describedby={describedBy}
      onChange={(_, next: T | null) => next !== null && onChange(next)}
      sx={[{ flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {choices.map((c) => (
        <ToggleButton key={String(c.value)} value={c.value}>
          {c.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** The labels of a constant list (`LEADERBOARD_MODES`, `LEADERBOARD_DIFFICULTIES`) as choices valued by index. */
export const indexChoices = (labels: readonly string[]): Choice<number>[] =>
  labels.map((label, value) => ({ value, label }));
