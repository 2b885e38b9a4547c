import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { parsePage } from '../../../lib/parse-page.ts';
import { useBeatmapCharts } from '../api/get-leaderboards.ts';
import { boardQuery, parseBoardFilters } from '../board-state.ts';
import { parseModifiers, pickChart, readIndex } from '../chart-state.ts';
import { ChartBoard } from './chart-board.tsx';
import { ScoreTableSkeleton } from './score-table.tsx';

/**
 * The Leaderboards tab of `/beatmaps/{id}` (spec §2 child `leaderboards`): the beatmap's charts
 * (`GET /api/leaderboards?s={"beatmap_id":N,"challenge":0}`) and the chosen chart's board
 * (docs/decisions/0054 "Boards"), with the difficulty, mode, modifiers, player filters and page in
 * the URL query (`?difficulty=3&mode=0&modifiers=combined&country=DE&page=2`), so a view is a link.
 */
export function BeatmapLeaderboards({ beatmapId }: { beatmapId: number }) {
  const [params] = useSearchParams();
  const charts = useBeatmapCharts(beatmapId);
  if (charts.isPending) return <ScoreTableSkeleton />;
  if (charts.isError) {
    return (
      <RetryAlert
        title="Could not load the leaderboards"
        error={charts.error}
        onRetry={() => charts.refetch()}
      />
    );
  }
  const current = pickChart(
    charts.data.data,
    readIndex(params.get('difficulty')),
    readIndex(params.get('mode')),
  );
  if (!current) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h6" component="p">
          No scores yet
        </Typography>
        <Typography color="text.secondary">Nobody has posted a score on this beatmap yet.</Typography>
      </Box>
    );
  }
  const href = (query: string) =>
    `${paths.beatmaps.leaderboards.getHref(beatmapId)}${query ? `?${query}` : ''}`;
  return (
    <Box>
      <ChartBoard
        charts={charts.data.data}
        current={current}
        modifiers={parseModifiers(params.get('modifiers'))}
        filters={parseBoardFilters(params)}
        page={parsePage(params.get('page'))}
        hrefFor={({ chart, modifiers, filters, page }) =>
          href(boardQuery({ ...filters, difficulty: chart.difficulty, mode: chart.mode, modifiers, page }))
        }
      />
      <Link
        component={RouterLink}
        to={paths.leaderboards.detail.getHref(current.id)}
        sx={{ display: 'inline-block', mt: 2 }}
      >
        Open the full leaderboard
      </Link>
    </Box>
  );
}
