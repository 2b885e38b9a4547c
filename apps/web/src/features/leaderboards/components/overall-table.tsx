import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { OverallRankingRow } from '@synthhub/shared/leaderboards/overall-ranking.schemas';
import { formatPercent, formatPoints, formatRank } from '../format.ts';
import { ACCURACY_TEXT, accuracyFill } from './accuracy-chip.tsx';
import { PlayerName } from './player-name.tsx';
import { RankChange } from './rank-change.tsx';
import { tableSx } from './score-table.tsx';

const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The average accuracy of a player's counted scores, coloured like a score's accuracy chip. */
function AverageAccuracy({ accuracy }: { accuracy: number }) {
  return (
    <Chip
      label={formatPercent(accuracy)}
      size="small"
      aria-label={`Average accuracy ${formatPercent(accuracy)}`}
      sx={{
        bgcolor: accuracyFill(accuracy),
        color: ACCURACY_TEXT,
        width: 60,
        height: 24,
        '& .MuiChip-label': { px: 0.5 },
        fontVariantNumeric: 'tabular-nums',
      }}
    />
  );
}

/**
 * The overall ranking's rows (docs/decisions/0054): rank with the change since yesterday under it,
 * player (picture, flag, name), points, average accuracy; from the `sm` breakpoint also the
 * change since last week, plays and #1s, and — in a country's list (`byCountry`), where the first
 * column is the country rank — the global rank. A phone shows four columns, so 390 px never
 * scrolls sideways.
 */
export function OverallTable({ rows, byCountry }: { rows: OverallRankingRow[]; byCountry: boolean }) {
  return (
    <Table size="small" aria-label={byCountry ? 'Country ranking' : 'Overall ranking'} sx={tableSx(false)}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: { xs: 52, sm: 72 } }}>Rank</TableCell>
          <TableCell>Player</TableCell>
          <TableCell sx={num}>Points</TableCell>
          <TableCell sx={{ width: 76 }}>Accuracy</TableCell>
          <TableCell sx={wide}>Week</TableCell>
          {byCountry && <TableCell sx={{ ...wide, ...num }}>Global</TableCell>}
          <TableCell sx={{ ...wide, ...num }}>Plays</TableCell>
          <TableCell sx={{ ...wide, ...num }}>#1s</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.player.id} hover data-testid="overall-row">
            <TableCell sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              <Box>{formatRank(byCountry ? row.country_rank : row.rank)}</Box>
              <RankChange change={row.rank_change_day} since="yesterday" />
            </TableCell>
            <TableCell sx={{ maxWidth: { xs: 150, sm: 'none' } }}>
              <PlayerName player={row.player} />
            </TableCell>
            <TableCell sx={num}>{formatPoints(row.points)}</TableCell>
            <TableCell>
              <AverageAccuracy accuracy={row.accuracy} />
            </TableCell>
            <TableCell sx={wide}>
              <RankChange change={row.rank_change_week} since="last week" />
            </TableCell>
            {byCountry && <TableCell sx={{ ...wide, ...num }}>{formatRank(row.rank)}</TableCell>}
            <TableCell sx={{ ...wide, ...num }}>{row.plays.toLocaleString('en')}</TableCell>
            <TableCell sx={{ ...wide, ...num }}>{row.first_places.toLocaleString('en')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
