import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Leaderboard } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { difficultyName, modeName } from '../format.ts';
import { tableSx } from './score-table.tsx';

const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Leaderboards as rows: map (linked to `/leaderboards/{id}`), artist, difficulty, mode and players. */
export function LeaderboardTable({ leaderboards, label }: { leaderboards: Leaderboard[]; label: string }) {
  return (
    <Table size="small" aria-label={label} sx={tableSx(false)}>
      <TableHead>
        <TableRow>
          <TableCell>Map</TableCell>
          <TableCell sx={wide}>Artist</TableCell>
          <TableCell>Difficulty</TableCell>
          <TableCell sx={wide}>Mode</TableCell>
          <TableCell sx={{ textAlign: 'right' }}>Players</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {leaderboards.map((lb) => (
          <TableRow key={lb.id} hover data-testid="leaderboard-row">
            <TableCell>
              <Link
                component={RouterLink}
                to={paths.leaderboards.detail.getHref(lb.id)}
                sx={{ fontWeight: 600 }}
              >
                {lb.beatmap?.title ?? lb.song_name}
              </Link>
            </TableCell>
            <TableCell sx={wide}>{lb.beatmap?.artist ?? lb.song_author_name}</TableCell>
            <TableCell>{difficultyName(lb.difficulty)}</TableCell>
            <TableCell sx={wide}>{modeName(lb.mode)}</TableCell>
            <TableCell sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {lb.scores.toLocaleString('en')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
