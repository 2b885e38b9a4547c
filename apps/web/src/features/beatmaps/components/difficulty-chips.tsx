import Chip from '@mui/material/Chip';
import { amber, blueGrey, deepOrange, green, lightBlue, purple } from '@mui/material/colors';
import Stack from '@mui/material/Stack';
import type { Difficulty } from '@synthhub/shared/beatmaps/beatmaps.constants';

/** Short chip label and colour of each difficulty (spec §3 "Difficulty"). */
export const DIFFICULTY_STYLE: Record<Difficulty, { short: string; color: string }> = {
  Easy: { short: 'E', color: green[500] },
  Normal: { short: 'N', color: lightBlue[400] },
  Hard: { short: 'H', color: amber[600] },
  Expert: { short: 'EX', color: deepOrange[400] },
  Master: { short: 'M', color: purple[300] },
  Custom: { short: 'C', color: blueGrey[300] },
};

const FALLBACK = { short: '?', color: blueGrey[500] };

/** Props of {@link DifficultyChips}. */
export interface DifficultyChipsProps {
  /** Difficulty names in slot order, as the API lists them. */
  difficulties: string[];
  /** The name of the Custom slot, shown in its tooltip. */
  customName?: string | null;
  /** `short` for cards (E, N, H, EX, M, C), `full` for the detail page. */
  variant?: 'short' | 'full';
  /**
   * Notes per difficulty name (the API's `note_counts`); when given, each chip's accessible name
   * and tooltip say "Expert, 812 notes", and `full` chips show the count ("Expert · 812").
   */
  noteCounts?: Record<string, number>;
}

/** "812 notes" (en grouping) or undefined when the count is unknown. */
export function noteCountText(count: number | undefined): string | undefined {
  if (count === undefined) return undefined;
  return `${count.toLocaleString('en')} ${count === 1 ? 'note' : 'notes'}`;
}

/**
 * The difficulty chips of a beatmap, each coloured per difficulty (spec §3 "Difficulty"); the
 * full name, with the note count when known, is its accessible name and tooltip.
 */
export function DifficultyChips({
  difficulties,
  customName,
  variant = 'short',
  noteCounts,
}: DifficultyChipsProps) {
  const names = difficulties.filter(Boolean);
  if (names.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Difficulties">
      {names.map((name) => {
        const style = DIFFICULTY_STYLE[name as Difficulty] ?? FALLBACK;
        const full = name === 'Custom' && customName ? `Custom: ${customName}` : name;
        const count = noteCounts?.[name];
        const described = [full, noteCountText(count)].filter(Boolean).join(', ');
        const label = variant === 'short' ? style.short : count === undefined ? full : `${full} · ${count}`;
        return (
          <Chip
            key={name}
            size="small"
            label={label}
            title={described}
            aria-label={described}
            sx={(theme) => ({
              bgcolor: style.color,
              color: theme.palette.getContrastText(style.color),
              fontWeight: 700,
              height: 20,
              '& .MuiChip-label': { px: 0.75 },
            })}
          />
        );
      })}
    </Stack>
  );
}
