import Chip from '@mui/material/Chip';
import { amber, green, lightGreen, lime, orange, red } from '@mui/material/colors';
import { accuracyPercent } from '@synthhub/shared/leaderboards/leaderboards.constants';
import { formatPercent } from '../format.ts';

/** The hit percents (0–100) of a score or of a ranking's averages. */
export interface Hits {
  perfect_hit_percent: number;
  good_hit_percent: number;
  poor_hit_percent: number;
}

/**
 * The accuracy scale, best band first: each band's lower bound (%) and its fill, green for the
 * best through lime and amber to red for the lowest (MUI colours), so a board reads at a glance
 * and no accuracy borrows the brand pink. Every fill carries the chip's dark text at 4.5:1 or
 * more (WCAG 1.4.3; accuracy-chip.test.tsx checks each), and the number is always written, so
 * the colour is never the only cue (WCAG 1.4.1). Bands: docs/decisions/0053.
 */
export const ACCURACY_SCALE: readonly { min: number; fill: string }[] = [
  { min: 99, fill: green[400] },
  { min: 95, fill: lightGreen[400] },
  { min: 90, fill: lime[400] },
  { min: 85, fill: amber[400] },
  { min: 80, fill: orange[400] },
  { min: 0, fill: red[300] },
];

/** The chip's text on every fill of {@link ACCURACY_SCALE}: MUI's dark text (87 % black). */
export const ACCURACY_TEXT = 'rgba(0, 0, 0, 0.87)';

/** The fill of an accuracy (0–100 %): the first band of {@link ACCURACY_SCALE} it reaches. */
export function accuracyFill(accuracy: number): string {
  return (ACCURACY_SCALE.find((band) => accuracy >= band.min) ?? ACCURACY_SCALE.at(-1)!).fill;
}

/**
 * Accuracy in a 60 px chip (spec §9): `perfect% + good% × 0.5 + poor% × 0.25` (formats.md §6.2)
 * with one decimal, filled by {@link accuracyFill}; the hit split is in its title and accessible name.
 */
export function AccuracyChip({ hits, dense = false }: { hits: Hits; dense?: boolean }) {
  const accuracy = accuracyPercent(hits);
  const split = `Perfect ${formatPercent(hits.perfect_hit_percent)}, good ${formatPercent(hits.good_hit_percent)}, poor ${formatPercent(hits.poor_hit_percent)}`;
  return (
    <Chip
      label={formatPercent(accuracy)}
      size="small"
      title={split}
      aria-label={`Accuracy ${formatPercent(accuracy)} (${split})`}
      sx={{
        bgcolor: accuracyFill(accuracy),
        color: ACCURACY_TEXT,
        width: 60,
        height: dense ? 22 : 24,
        '& .MuiChip-label': { px: 0.5 },
        fontVariantNumeric: 'tabular-nums',
      }}
    />
  );
}
