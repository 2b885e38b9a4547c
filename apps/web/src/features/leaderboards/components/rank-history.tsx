import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { RankHistoryPoint } from '@synthhub/shared/leaderboards/profile-story.schemas';
import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useProfileHistory } from '../api/get-profile-history.ts';
import { formatPercent, formatPoints, formatRank } from '../format.ts';

/** The charts, in their own chunk (the page's first JavaScript must not carry @mui/x-charts). */
const RankHistoryCharts = lazy(() => import('./rank-history-charts.tsx'));

/** The windows a reader can pick, in days (the API allows 1–365). */
export const HISTORY_WINDOWS = [30, 90, 365] as const;

const DAY_MS = 86_400_000;

/** Read by screen readers, not drawn (the usual visually-hidden rule). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * The history in one sentence (what the charts show, for everyone and for screen readers):
 * "Rank #120 → #87 over 30 days · accuracy 93.1% → 94.0%", or the one day there is. The span is
 * counted from the first to the last snapshot's UTC day. Empty history → "".
 */
export function historySummary(history: RankHistoryPoint[]): string {
  const first = history[0];
  const last = history.at(-1);
  if (!first || !last) return '';
  if (history.length === 1) {
    return `Rank ${formatRank(first.rank)} and accuracy ${formatPercent(first.accuracy)} on ${first.day}`;
  }
  const days = Math.round((Date.parse(last.day) - Date.parse(first.day)) / DAY_MS);
  return (
    `Rank ${formatRank(first.rank)} → ${formatRank(last.rank)} over ${days} ${days === 1 ? 'day' : 'days'}` +
    ` · accuracy ${formatPercent(first.accuracy)} → ${formatPercent(last.accuracy)}`
  );
}

function HistoryTable({ history }: { history: RankHistoryPoint[] }) {
  return (
    // Tables ignore `overflow`, so the hiding box is a div around it (else its cells widen the page).
    <Box sx={visuallyHidden}>
      <Table size="small" aria-label="Rank history by day">
        <TableHead>
          <TableRow>
            <TableCell>Day</TableCell>
            <TableCell>Rank</TableCell>
            <TableCell>Country rank</TableCell>
            <TableCell>Points</TableCell>
            <TableCell>Accuracy</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {history.map((h) => (
            <TableRow key={h.day}>
              <TableCell>{h.day}</TableCell>
              <TableCell>{formatRank(h.rank)}</TableCell>
              <TableCell>{formatRank(h.country_rank)}</TableCell>
              <TableCell>{formatPoints(h.points)}</TableCell>
              <TableCell>{formatPercent(h.accuracy)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * Rank history and accuracy over time (docs/decisions/0054 "Snapshots"): a window picker (30, 90,
 * 365 days), a one-line summary, the charts (lazy), and the data as a table only screen readers
 * see. Empty: "History starts after the first daily snapshot."; loading skeleton; error with Retry.
 */
export function RankHistory({ profileId }: { profileId: number }) {
  const [days, setDays] = useState<number>(90);
  const query = useProfileHistory(profileId, days);
  const skeleton = <Skeleton variant="rounded" height={240} aria-label="Loading the history" />;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="history-heading"
      sx={{ p: 2, position: 'relative' }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography id="history-heading" variant="h6" component="h2">
          History
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={days}
          aria-label="History window"
          onChange={(_, v: number | null) => v && setDays(v)}
        >
          {HISTORY_WINDOWS.map((d) => (
            <ToggleButton key={d} value={d} aria-label={`Last ${d} days`}>
              {d === 365 ? '1y' : `${d}d`}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {query.isPending ? (
        skeleton
      ) : query.isError ? (
        <RetryAlert title="Could not load the history" error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <Typography color="text.secondary">History starts after the first daily snapshot.</Typography>
      ) : (
        <Box>
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="history-summary">
            {historySummary(query.data)}
          </Typography>
          {/* If the charts' chunk fails to load (offline, a new deploy), the summary and table remain. */}
          <ErrorBoundary
            fallback={
              <Typography variant="body2" color="text.secondary">
                The charts could not load.
              </Typography>
            }
          >
            <Suspense fallback={skeleton}>
              <RankHistoryCharts history={query.data} />
            </Suspense>
          </ErrorBoundary>
          <HistoryTable history={query.data} />
        </Box>
      )}
    </Paper>
  );
}
