import Chip from '@mui/material/Chip';
import { accuracyPercent } from '@synthhub/shared/leaderboards/leaderboards.constants';
import { formatPercent } from '../format.ts';

/** The hit percents (0–100) of a score or of a ranking's averages. */
export interface Hits {
  perfect_hit_percent: number;
  good_hit_percent: number;
  poor_hit_percent: number;
}

/** The colour of an accuracy: 95 % and up success, 85 % and up primary, else default. */
const colourOf = (accuracy: number) => (accuracy >= 95 ? 'success' : accuracy >= 85 ? 'primary' : 'default');

/**
 * Accuracy in a 60 px chip (spec §9): `perfect% + good% × 0.5 + poor% × 0.25` (formats.md §6.2)
 * with one decimal; the hit split is in its title and accessible name.
 */
export function AccuracyChip({ hits, dense = false }: { hits: Hits; dense?: boolean }) {
  const accuracy = accuracyPercent(hits);
  const split = `Perfect ${formatPercent(hits.perfect_hit_percent)}, good ${formatPercent(hits.good_hit_percent)}, poor ${formatPercent(hits.poor_hit_percent)}`;
  return (
    <Chip
      label={formatPercent(accuracy)}
      size="small"
      color={colourOf(accuracy)}
      variant={accuracy >= 85 ? 'filled' : 'outlined'}
      title={split}
      aria-label={`Accuracy ${formatPercent(accuracy)} (${split})`}
      sx={{
        width: 60,
        height: dense ? 22 : 24,
        '& .MuiChip-label': { px: 0.5 },
        fontVariantNumeric: 'tabular-nums',
      }}
    />
  );
}
