import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { RankHistoryPoint } from '@synthhub/shared/leaderboards/profile-story.schemas';

const dayLabel = (d: Date) => d.toLocaleDateString('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * The two history charts of a profile (docs/decisions/0054 "Snapshots"): overall rank (axis
 * reversed, so climbing draws upwards) and average accuracy (%), one point per UTC day. Loaded on
 * demand (React.lazy in rank-history.tsx): the charts library stays out of the page's first
 * JavaScript. The charts are pictures for sighted readers; the same data is in the caller's text
 * summary and hidden table, so they are hidden from screen readers, and their keyboard navigation
 * is off (a focusable point inside an aria-hidden chart would be a stop with nothing to hear).
 */
export default function RankHistoryCharts({ history }: { history: RankHistoryPoint[] }) {
  const days = history.map((h) => new Date(`${h.day}T00:00:00Z`));
  const xAxis = [{ data: days, scaleType: 'time' as const, valueFormatter: dayLabel }];
  return (
    <Box
      aria-hidden="true"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2">Overall rank</Typography>
        <LineChart
          height={220}
          xAxis={xAxis}
          yAxis={[{ reverse: true, tickMinStep: 1, width: 48, valueFormatter: (v: number) => `#${v}` }]}
          series={[
            {
              data: history.map((h) => h.rank),
              label: 'Rank',
              showMark: history.length < 40,
              color: '#ec407a',
            },
          ]}
          hideLegend
          disableKeyboardNavigation
          margin={{ left: 8, right: 16 }}
        />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2">Accuracy</Typography>
        <LineChart
          height={220}
          xAxis={xAxis}
          yAxis={[{ width: 60, valueFormatter: (v: number) => `${v.toFixed(1)}%` }]}
          series={[
            {
              data: history.map((h) => h.accuracy),
              label: 'Accuracy',
              showMark: history.length < 40,
              color: '#ffc107',
              valueFormatter: (v: number | null) => (v === null ? '' : `${v.toFixed(1)}%`),
            },
          ]}
          hideLegend
          disableKeyboardNavigation
          margin={{ left: 8, right: 16 }}
        />
      </Box>
    </Box>
  );
}
