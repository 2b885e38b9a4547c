import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BoardMe as BoardMeData } from '@synthhub/shared/leaderboards/board.schemas';
import { formatPercent, formatPoints, formatRank } from '../format.ts';

/**
 * The signed-in player's own standing, pinned above a board (docs/decisions/0054 "Boards"):
 * "You: #412 · 95.1 %" and the points, with "Jump to me", which calls `onJump` (the board loads
 * the page the row is on, scrolls to it, highlights and focuses it). When the filters leave the
 * player out (`me.page` null) the button is disabled and says why.
 */
export function BoardMe({ me, onJump }: { me: BoardMeData; onJump: () => void }) {
  const outside = me.page === null;
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label="Your score"
      sx={{ px: 2, py: 1, borderColor: 'primary.main' }}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          You: {formatRank(me.rank)} · {formatPercent(me.row.accuracy)}
        </Typography>
        <Typography color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatPoints(me.row.points)} points
        </Typography>
        <Button size="small" variant="outlined" onClick={onJump} disabled={outside} sx={{ ml: 'auto' }}>
          {outside ? 'Not in these filters' : 'Jump to me'}
        </Button>
      </Stack>
    </Paper>
  );
}
