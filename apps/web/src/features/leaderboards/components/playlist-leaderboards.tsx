import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MODIFIERS_COMBINED } from '@synthhub/shared/leaderboards/leaderboards.constants';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { useBeatmapCharts } from '../api/get-leaderboards.ts';
import { useScores } from '../api/get-scores.ts';
import { difficultyName, modeName } from '../format.ts';
import { chartScoresParams } from './chart-scores.tsx';
import { scoreRow } from './score-list.tsx';
import { type ScoreRowView, ScoreTable, ScoreTableSkeleton } from './score-table.tsx';

/** A map of a playlist that is on Synthhub. */
export interface PlaylistMap {
  beatmapId: number;
  title: string;
  artist: string;
}

/** Maps per page of the playlist's Leaderboards tab. */
export const PLAYLIST_MAPS_PAGE_SIZE = 10;
/** Rows shown per map. */
const TOP_ROWS = 3;

/** One map's most played chart with its top combined rows (dense), linked to the full leaderboard. */
function MapTopRows({ map }: { map: PlaylistMap }) {
  const charts = useBeatmapCharts(map.beatmapId);
  const chart = [...(charts.data?.data ?? [])].sort((a, b) => b.scores - a.scores)[0];
  const scores = useScores(
    { ...chartScoresParams(chart?.id ?? 0, MODIFIERS_COMBINED, 1, TOP_ROWS) },
    !!chart,
  );
  const error = charts.error ?? scores.error;
  const rows = (scores.data?.data ?? [])
    .map((s) => scoreRow(s, 'rank_combined'))
    .filter((r): r is ScoreRowView => !!r);
  return (
    <Paper variant="outlined" component="section" aria-label={map.title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {chart ? (
          <Link component={RouterLink} to={paths.leaderboards.detail.getHref(chart.id, 'modifiers=combined')}>
            {map.title}
          </Link>
        ) : (
          map.title
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {map.artist}
        {chart && ` · ${difficultyName(chart.difficulty)} · ${modeName(chart.mode)} · combined`}
      </Typography>
      {error ? (
        <RetryAlert
          title="Could not load the scores"
          error={error}
          onRetry={() => (charts.error ? charts.refetch() : scores.refetch())}
        />
      ) : charts.isPending || (chart && scores.isPending) ? (
        <ScoreTableSkeleton rows={TOP_ROWS} dense />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          No scores yet
        </Typography>
      ) : (
        <ScoreTable rows={rows} dense label={`Top scores of ${map.title}`} />
      )}
    </Paper>
  );
}

/**
 * The Leaderboards tab of `/playlists/{id}` (spec §2 child `leaderboards`): the playlist's maps that
 * are on Synthhub, ten per page, each with the top rows of its most played chart.
 */
export function PlaylistLeaderboards({
  maps,
  page,
  hrefForPage,
}: {
  maps: readonly PlaylistMap[];
  page: number;
  hrefForPage: (page: number) => string;
}) {
  if (maps.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        None of this playlist’s songs is on Synthhub, so there are no leaderboards to show.
      </Typography>
    );
  }
  const pageCount = Math.ceil(maps.length / PLAYLIST_MAPS_PAGE_SIZE);
  const current = Math.min(page, pageCount);
  const shown = maps.slice((current - 1) * PLAYLIST_MAPS_PAGE_SIZE, current * PLAYLIST_MAPS_PAGE_SIZE);
  return (
    <Stack spacing={2}>
      {shown.map((map) => (
        <MapTopRows key={map.beatmapId} map={map} />
      ))}
      {pageCount > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination
            page={current}
            count={pageCount}
            color="primary"
            renderItem={(item) => (
              <PaginationItem component={RouterLink} to={hrefForPage(item.page ?? 1)} {...item} />
            )}
          />
        </Box>
      )}
    </Stack>
  );
}
