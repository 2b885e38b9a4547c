import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { LeaderboardDetail } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { useParams, useSearchParams } from 'react-router';
import { ErrorPage } from '../../../components/error-page.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { parsePage } from '../../../lib/parse-page.ts';
import { parseRouteId } from '../../../lib/route-id.ts';
import { useLeaderboard } from '../api/get-leaderboard.ts';
import { boardQuery, parseBoardFilters } from '../board-state.ts';
import { parseModifiers } from '../chart-state.ts';
import { ChartBoard } from '../components/chart-board.tsx';
import { MapHeader } from '../components/map-header.tsx';
import { ScoreTableSkeleton } from '../components/score-table.tsx';
import { WhatIfPanel } from '../components/what-if-panel.tsx';
import { difficultyName, modeName } from '../format.ts';

/**
 * `/leaderboards/{id}?modifiers=none|combined|<mask>&country=CC&followed=1&platform=pc|quest&page=N`
 * (spec §2; docs/decisions/0054 "Boards"): the map header (beatmap and mapper linked), difficulty
 * chips and mode switch (each chart is its own leaderboard id, so they change the path), the
 * modifiers and player filters and the page (in the query), then the board.
 */
export function LeaderboardPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <ErrorPage status={404} />;
  return <LeaderboardDetailRoute id={id} />;
}

function LeaderboardDetailRoute({ id }: { id: number }) {
  const query = useLeaderboard(id);
  const title = query.data ? (query.data.beatmap?.title ?? query.data.song_name) : null;
  useDocumentTitle(title ? `${title} — Leaderboard` : 'Leaderboard');
  if (query.isPending) {
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="rounded" height={140} sx={{ maxWidth: 600 }} />
        <ScoreTableSkeleton />
      </Stack>
    );
  }
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  return <LeaderboardView leaderboard={query.data} />;
}

function LeaderboardView({ leaderboard }: { leaderboard: LeaderboardDetail }) {
  const [params] = useSearchParams();
  const modifiers = parseModifiers(params.get('modifiers'));
  const page = parsePage(params.get('page'));
  const filters = parseBoardFilters(params);
  const charts = leaderboard.charts.some((c) => c.id === leaderboard.id)
    ? leaderboard.charts
    : [...leaderboard.charts, leaderboard];
  const current = charts.find((c) => c.id === leaderboard.id)!;
  return (
    <Stack spacing={3}>
      <MapHeader leaderboard={leaderboard}>
        <Chip
          size="small"
          label={`${difficultyName(leaderboard.difficulty)} · ${modeName(leaderboard.mode)}`}
        />
      </MapHeader>
      <ChartBoard
        key={leaderboard.id}
        charts={charts}
        current={current}
        modifiers={modifiers}
        filters={filters}
        page={page}
        hrefFor={(change) =>
          paths.leaderboards.detail.getHref(
            change.chart.id,
            boardQuery({ ...change.filters, modifiers: change.modifiers, page: change.page }),
          )
        }
      />
      <WhatIfPanel key={`${leaderboard.id}-${modifiers}`} leaderboard={leaderboard} modifiers={modifiers} />
    </Stack>
  );
}
