import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Leaderboard, ScoreProfile } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { difficultyName, formatDate, formatRank, formatScore, modeName, modifiersLabel } from '../format.ts';
import { AccuracyChip, type Hits } from './accuracy-chip.tsx';
import { PlayerLink } from './player-link.tsx';

/** One row of a {@link ScoreTable}: a score, or a profile's standing in a ranking list. */
export interface ScoreRowView {
  key: number | string;
  rank: number;
  profile: ScoreProfile;
  /** The score (modified score) or the ranking's points. */
  score: number;
  hits: Hits;
  modifiers?: number;
  leaderboard?: Leaderboard | null;
  date?: string;
  /** Extra text in a last column (e.g. plays of a ranking). */
  extra?: ReactNode;
}

/** Which optional columns a table shows; on a 390 px phone only rank, player, score and accuracy stay. */
export interface ScoreColumns {
  /** `false` leaves out the player (one profile's own scores); the map then stays on a phone. */
  player?: boolean;
  map?: boolean;
  modifiers?: boolean;
  date?: boolean;
  /** Header of the `extra` column. */
  extra?: string;
  /** Header of the score column ("Score" by default, "Points" for rankings). */
  scoreLabel?: string;
}

/** Height of a row (spec §9): 50 px, 35 px dense. */
export const rowHeight = (dense: boolean) => (dense ? 35 : 50);

/** Row height, and tighter cells on a phone so four columns fit in 390 px. */
export const tableSx = (dense: boolean) =>
  ({
    '& tbody tr': { height: rowHeight(dense) },
    '& td, & th': { px: { xs: 0.75, sm: 2 } },
    '& td': { py: 0 },
  }) as const;

/**
 * On a phone the map column is hidden, so the map goes on a small second line under the player,
 * cut to 150 px: at 180 px the four columns came to 397 px and the page scrolled sideways in a
 * 390 px window (e2e leaderboards-mobile.spec.ts).
 */
const phoneOnlyMap = {
  display: { xs: 'block', sm: 'none' },
  fontSize: 12,
  maxWidth: 150,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The map of a score: "Title (Expert, Rhythm)" linked to its leaderboard. */
function MapCell({ leaderboard }: { leaderboard: Leaderboard }) {
  const title = leaderboard.beatmap?.title ?? leaderboard.song_name;
  return (
    <Link component={RouterLink} to={paths.leaderboards.detail.getHref(leaderboard.id)}>
      {title} ({difficultyName(leaderboard.difficulty)}, {modeName(leaderboard.mode)})
    </Link>
  );
}

/**
 * Leaderboard rows (spec §1, §9): rank, player (linked), score, accuracy chip, and optionally the
 * map, modifiers, date and one extra column; rows 50 px high (35 px dense). Optional columns hide
 * below the `sm` breakpoint so a phone shows four columns.
 */
export function ScoreTable({
  rows,
  columns = {},
  dense = false,
  label,
}: {
  rows: ScoreRowView[];
  columns?: ScoreColumns;
  dense?: boolean;
  label: string;
}) {
  const showPlayer = columns.player !== false;
  const mapSx = showPlayer ? wide : {};
  return (
    <Table size="small" aria-label={label} sx={tableSx(dense)}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: { xs: 44, sm: 64 } }}>Rank</TableCell>
          {showPlayer && <TableCell>Player</TableCell>}
          {columns.map && <TableCell sx={mapSx}>Map</TableCell>}
          <TableCell sx={num}>{columns.scoreLabel ?? 'Score'}</TableCell>
          <TableCell sx={{ width: 76 }}>Accuracy</TableCell>
          {columns.modifiers && <TableCell sx={wide}>Modifiers</TableCell>}
          {columns.date && <TableCell sx={wide}>Date</TableCell>}
          {columns.extra && <TableCell sx={{ ...wide, ...num }}>{columns.extra}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} hover data-testid="score-row">
            <TableCell sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {formatRank(row.rank)}
            </TableCell>
            {showPlayer && (
              <TableCell>
                <PlayerLink profile={row.profile} />
                {columns.map && row.leaderboard && (
                  <Box sx={phoneOnlyMap}>
                    <MapCell leaderboard={row.leaderboard} />
                  </Box>
                )}
              </TableCell>
            )}
            {columns.map && (
              <TableCell sx={mapSx}>{row.leaderboard && <MapCell leaderboard={row.leaderboard} />}</TableCell>
            )}
            <TableCell sx={num}>{formatScore(row.score)}</TableCell>
            <TableCell>
              <AccuracyChip hits={row.hits} dense={dense} />
            </TableCell>
            {columns.modifiers && <TableCell sx={wide}>{modifiersLabel(row.modifiers ?? 0)}</TableCell>}
            {columns.date && <TableCell sx={wide}>{row.date ? formatDate(row.date) : ''}</TableCell>}
            {columns.extra && <TableCell sx={{ ...wide, ...num }}>{row.extra}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Placeholder rows of a score table while it loads (announced as busy). */
export function ScoreTableSkeleton({ rows = 10, dense = false }: { rows?: number; dense?: boolean }) {
  return (
    <div aria-busy="true" aria-label="Loading scores" role="status">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton
          key={i}
          variant="rectangular"
          height={rowHeight(dense) - 6}
          sx={{ my: '6px', borderRadius: 1 }}
        />
      ))}
    </div>
  );
}
