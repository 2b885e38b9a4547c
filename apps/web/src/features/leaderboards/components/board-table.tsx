import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { BoardRow, ScorePlatform } from '@synthhub/shared/leaderboards/board.schemas';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import {
  formatDate,
  formatPoints,
  formatRank,
  formatScore,
  modifiersLabel,
  modifiersShort,
} from '../format.ts';
import { AccuracyChip } from './accuracy-chip.tsx';
import { PlayerName } from './player-name.tsx';
import { tableSx } from './score-table.tsx';

/** What a board row shows for its platform (docs/decisions/0054 "Platform"); "—" when unknown. */
export const PLATFORM_LABELS: Record<ScorePlatform, string> = { pc: 'PC', quest: 'Quest' };

/** Renders a row's extra controls (e.g. an admin's score actions) in a last column. */
export type BoardRowActions = (row: BoardRow) => ReactNode;

/** The DOM id of a board row, so "Jump to me" can scroll to and focus it. */
export const boardRowId = (scoreId: number) => `board-score-${scoreId}`;

const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A modifiers mask in short names, the full names in its title and accessible name. */
export function ModifiersShort({ modifiers }: { modifiers: number }) {
  if (modifiers === 0) return null;
  const full = modifiersLabel(modifiers);
  return (
    <Box component="abbr" title={full} sx={{ textDecoration: 'none', cursor: 'help' }}>
      <span aria-hidden="true">{modifiersShort(modifiers)}</span>
      <VisuallyHidden>{full}</VisuallyHidden>
    </Box>
  );
}

/** Points, short modifiers and platform on one small line: the phone's view of the hidden columns. */
function PhoneDetails({ row }: { row: BoardRow }) {
  const parts: ReactNode[] = [`${formatPoints(row.points)} pts`];
  if (row.modifiers !== 0) parts.push(<ModifiersShort key="m" modifiers={row.modifiers} />);
  if (row.platform) parts.push(PLATFORM_LABELS[row.platform]);
  return (
    <Box
      sx={{
        display: { xs: 'block', sm: 'none' },
        fontSize: 12,
        color: 'text.secondary',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        maxWidth: 150,
      }}
    >
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && ' · '}
          {part}
        </span>
      ))}
    </Box>
  );
}

/**
 * A board's rows (spec §1, §9; docs/decisions/0054 "Boards"): rank, player (picture, flag, link),
 * score, accuracy chip, points, modifiers (short names), max combo, platform and date, 50 px rows.
 * Below the `sm` breakpoint only rank, player, score and accuracy keep columns; points, modifiers
 * and platform go on a small line under the player, so the table fits 390 px without scrolling
 * sideways. The row of `ownScoreId` is highlighted and focusable (the target of "Jump to me").
 * `rowActions` adds a last column of controls per row (an admin's score actions).
 */
export function BoardTable({
  rows,
  label,
  ownScoreId,
  rowActions,
}: {
  rows: BoardRow[];
  label: string;
  ownScoreId?: number | null;
  rowActions?: BoardRowActions;
}) {
  return (
    <Table size="small" aria-label={label} sx={tableSx(false)}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: { xs: 44, sm: 64 } }}>Rank</TableCell>
          <TableCell>Player</TableCell>
          <TableCell sx={num}>Score</TableCell>
          <TableCell sx={{ width: 76 }}>Accuracy</TableCell>
          <TableCell sx={{ ...wide, ...num }}>Points</TableCell>
          <TableCell sx={wide}>Modifiers</TableCell>
          <TableCell sx={{ ...wide, ...num }}>Combo</TableCell>
          <TableCell sx={wide}>Platform</TableCell>
          <TableCell sx={wide}>Date</TableCell>
          {rowActions && (
            <TableCell>
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const own = row.id === ownScoreId;
          return (
            <TableRow
              key={row.id}
              id={boardRowId(row.id)}
              hover
              selected={own}
              tabIndex={own ? -1 : undefined}
              aria-current={own ? 'true' : undefined}
              data-testid="score-row"
              sx={
                own
                  ? { outlineOffset: -2, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }
                  : undefined
              }
            >
              <TableCell sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {formatRank(row.rank)}
              </TableCell>
              <TableCell sx={{ maxWidth: { xs: 150, sm: 'none' } }}>
                <PlayerName player={row.player} />
                <PhoneDetails row={row} />
              </TableCell>
              <TableCell sx={num}>{formatScore(row.modified_score)}</TableCell>
              <TableCell>
                <AccuracyChip hits={row} />
              </TableCell>
              <TableCell sx={{ ...wide, ...num }}>{formatPoints(row.points)}</TableCell>
              <TableCell sx={wide}>
                <ModifiersShort modifiers={row.modifiers} />
              </TableCell>
              <TableCell sx={{ ...wide, ...num }}>{formatScore(row.max_combo)}</TableCell>
              <TableCell sx={wide}>{row.platform ? PLATFORM_LABELS[row.platform] : '—'}</TableCell>
              <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{formatDate(row.created_at)}</TableCell>
              {rowActions && <TableCell sx={{ whiteSpace: 'nowrap' }}>{rowActions(row)}</TableCell>}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
