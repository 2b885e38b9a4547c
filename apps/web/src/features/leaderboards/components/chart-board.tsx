import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BOARD_PAGE_SIZE } from '@synthhub/shared/leaderboards/board.schemas';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Delayed } from '../../../components/delayed.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { useBoard } from '../api/get-board.ts';
import { type BoardFilterState, NO_BOARD_FILTERS } from '../board-state.ts';
import type { Chart } from '../chart-state.ts';
import { AdminScoreActions } from './admin-score-actions.tsx';
import { BoardFilters } from './board-filters.tsx';
import { BoardMe } from './board-me.tsx';
import { type BoardRowActions, BoardTable, boardRowId } from './board-table.tsx';
import { type ChartChange, ChartFilters } from './chart-filters.tsx';
import { useModifierSets } from './chart-scores.tsx';
import { ScoreTableSkeleton } from './score-table.tsx';

/** A board view as the URL holds it: chart, modifiers, player filters and page. */
export type BoardChange = ChartChange & { filters: BoardFilterState; page?: number };

/**
 * A leaderboard's board (spec §2 `/leaderboards/{id}`; docs/decisions/0054 "Boards"): difficulty
 * chips, mode switch and modifiers, the player filters (country, players I follow, platform), the
 * signed-in player's own row pinned with "Jump to me", then the page of rows from
 * `GET /api/leaderboards/{id}/board` with loading, empty ("No scores yet" or "No scores match
 * these filters" with Clear filters), error (Retry) and page links. `rowActions` renders controls
 * in each row; by default an admin gets AdminScoreActions (remove a score). Every choice is a URL from `hrefFor`.
 */
export function ChartBoard({
  charts,
  current,
  modifiers,
  filters,
  page,
  hrefFor,
  rowActions,
}: {
  charts: readonly Chart[];
  current: Chart;
  modifiers: number;
  filters: BoardFilterState;
  page: number;
  hrefFor: (change: BoardChange) => string;
  rowActions?: BoardRowActions;
}) {
  const navigate = useNavigate();
  const viewer = useCurrentUser();
  const sets = useModifierSets(current.id);
  const query = useBoard({
    leaderboardId: current.id,
    modifiers,
    page,
    limit: BOARD_PAGE_SIZE,
    country: filters.country,
    followed: filters.followed && viewer !== null,
    platform: filters.platform,
    viewerId: viewer?.id ?? null,
  });
  const data = query.data;
  // An admin removes a score from its row (docs/decisions/0054 "Honest scores"); the board reloads.
  const adminActions: BoardRowActions = (row) => (
    <AdminScoreActions scoreId={row.id} playerName={row.player.name} onRemoved={() => void query.refetch()} />
  );
  const [jumpTo, setJumpTo] = useState<number | null>(null);
  const filtered = filters.country !== null || filters.followed || filters.platform !== null;
  const to = (change: Partial<BoardChange>) =>
    hrefFor({ chart: current, modifiers, filters, page: 1, ...change });

  // "Jump to me": once the page holding the row is shown (not the previous page kept meanwhile),
  // scroll to the row and focus it; it is highlighted as the own row (BoardTable).
  useEffect(() => {
    if (jumpTo === null || !data || query.isPlaceholderData) return;
    const row = document.getElementById(boardRowId(jumpTo));
    if (!row) return;
    row.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    row.focus({ preventScroll: true });
    setJumpTo(null);
  }, [jumpTo, data, query.isPlaceholderData]);

  const handleJump = () => {
    const me = data?.me;
    if (!me || me.page === null) return;
    if (me.page !== page) void navigate(to({ page: me.page }), { preventScrollReset: true });
    setJumpTo(me.row.id);
  };

  return (
    <Stack spacing={2}>
      <ChartFilters
        charts={charts}
        current={current}
        modifiers={modifiers}
        sets={sets}
        hrefFor={(change) => hrefFor({ ...change, filters, page: 1 })}
      />
      <BoardFilters
        value={filters}
        signedIn={viewer !== null}
        onChange={(next) => void navigate(to({ filters: next }))}
      />
      {data?.me && <BoardMe me={data.me} onJump={handleJump} />}
      {query.isError && !data && (
        <RetryAlert title="Could not load scores" error={query.error} onRetry={() => query.refetch()} />
      )}
      {query.isPending && (
        <Delayed>
          <ScoreTableSkeleton />
        </Delayed>
      )}
      {data && data.rows.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h6" component="p">
            {data.total > 0
              ? 'There are no scores on this page'
              : filtered
                ? 'No scores match these filters'
                : 'No scores yet'}
          </Typography>
          {data.total > 0 ? (
            <Button component={RouterLink} to={to({})} sx={{ mt: 2 }}>
              Go to the first page
            </Button>
          ) : filtered ? (
            <Button onClick={() => void navigate(to({ filters: NO_BOARD_FILTERS }))} sx={{ mt: 2 }}>
              Clear filters
            </Button>
          ) : (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Scores posted from the game show up here.
            </Typography>
          )}
        </Box>
      )}
      {data && data.rows.length > 0 && (
        <Box
          sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={query.isPlaceholderData}
        >
          <BoardTable
            rows={data.rows}
            label="Scores"
            ownScoreId={data.me?.row.id ?? null}
            rowActions={rowActions ?? (viewer?.admin ? adminActions : undefined)}
          />
        </Box>
      )}
      {data && data.pageCount > 1 && (
        <Stack sx={{ alignItems: 'center', pt: 2 }}>
          <Pagination
            page={Math.min(page, data.pageCount)}
            count={data.pageCount}
            color="primary"
            siblingCount={1}
            boundaryCount={1}
            renderItem={(item) => (
              <PaginationItem component={RouterLink} to={to({ page: item.page ?? 1 })} {...item} />
            )}
          />
        </Stack>
      )}
    </Stack>
  );
}
