import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Ranking } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { useId, useState } from 'react';
import { useSeasons } from '../api/get-seasons.ts';
import { difficultyName, formatRank, modeName, modifiersLabel } from '../format.ts';
import { AccuracyChip } from './accuracy-chip.tsx';
import { tableSx } from './score-table.tsx';

/** How many lists the folded table shows (docs/decisions/0054 "A profile that tells a story"). */
export const RANKINGS_FOLDED = 3;

/**
 * The lists in the order a player reads them, best standing first: rank ascending, then more
 * points, then all time before a season, then mode, difficulty and modifiers.
 */
export function bestRankingsFirst(rankings: Ranking[]): Ranking[] {
  return [...rankings].sort(
    (a, b) =>
      a.rank - b.rank ||
      b.points - a.points ||
      a.season_id - b.season_id ||
      a.mode - b.mode ||
      a.difficulty - b.difficulty ||
      b.modifiers - a.modifiers,
  );
}

/**
 * Every ranking list a profile is in (up to 40: all time and the current season × mode ×
 * difficulty × modifiers): season (0 = all time), mode, difficulty, modifiers, rank, points,
 * accuracy. Best standing first ({@link bestRankingsFirst}), folded to the best
 * {@link RANKINGS_FOLDED} with a "Show all (N)" button.
 */
export function ProfileRankings({ rankings }: { rankings: Ranking[] }) {
  const seasons = useSeasons();
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const seasonName = (id: number) =>
    id === 0 ? 'All time' : (seasons.data?.find((s) => s.id === id)?.name ?? `Season ${id}`);
  if (rankings.length === 0) return <Typography color="text.secondary">Not in any ranking yet.</Typography>;
  const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
  const sorted = bestRankingsFirst(rankings);
  const shown = open ? sorted : sorted.slice(0, RANKINGS_FOLDED);
  return (
    <>
      <Table id={tableId} size="small" aria-label="Rankings" sx={tableSx(false)}>
        <TableHead>
          <TableRow>
            <TableCell>Rank</TableCell>
            <TableCell>List</TableCell>
            <TableCell sx={wide}>Season</TableCell>
            <TableCell sx={{ textAlign: 'right' }}>Points</TableCell>
            <TableCell>Accuracy</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((r) => (
            <TableRow key={r.id}>
              <TableCell sx={{ fontWeight: 700 }}>{formatRank(r.rank)}</TableCell>
              <TableCell>
                {modeName(r.mode)} {difficultyName(r.difficulty)} · {modifiersLabel(r.modifiers)}
              </TableCell>
              <TableCell sx={wide}>{seasonName(r.season_id)}</TableCell>
              <TableCell sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                {Math.round(r.points).toLocaleString('en')}
              </TableCell>
              <TableCell>
                <AccuracyChip hits={r} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {sorted.length > RANKINGS_FOLDED && (
        <Button
          size="small"
          sx={{ mt: 1 }}
          aria-expanded={open}
          aria-controls={tableId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Show fewer' : `Show all (${sorted.length})`}
        </Button>
      )}
    </>
  );
}
