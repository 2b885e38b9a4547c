import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Ranking } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { useSeasons } from '../api/get-seasons.ts';
import { difficultyName, formatRank, modeName, modifiersLabel } from '../format.ts';
import { AccuracyChip } from './accuracy-chip.tsx';
import { tableSx } from './score-table.tsx';

/** Every ranking list a profile is in: season (0 = all time), mode, difficulty, modifiers, rank, points. */
export function ProfileRankings({ rankings }: { rankings: Ranking[] }) {
  const seasons = useSeasons();
  const seasonName = (id: number) =>
    id === 0 ? 'All time' : (seasons.data?.find((s) => s.id === id)?.name ?? `Season ${id}`);
  if (rankings.length === 0) return <Typography color="text.secondary">Not in any ranking yet.</Typography>;
  const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
  return (
    <Table size="small" aria-label="Rankings" sx={tableSx(false)}>
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
        {rankings.map((r) => (
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
  );
}
