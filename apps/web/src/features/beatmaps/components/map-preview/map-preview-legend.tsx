import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type BeatmapChart, NOTE_HANDS } from '@synthhub/shared/beatmaps/beatmap-chart.schemas';
import { HAND_COLORS, HAND_LABELS, WALL_STROKE } from './chart-colors.ts';

/**
 * Under the map preview: the note and wall counts, a colour key of the hands the chart uses
 * (chart-colors.ts) and walls, and a note when the chart was cut at the server's cap.
 */
export function MapPreviewLegend({ chart, summary }: { chart: BeatmapChart; summary: string }) {
  const hands = NOTE_HANDS.filter((h) => chart.notes.some((n) => n.hand === h));
  const key = (color: string, text: string) => (
    <Stack key={text} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color }} />
      <Typography variant="caption">{text}</Typography>
    </Stack>
  );
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        {summary}
        {chart.truncated && ' (only the first part is shown)'}
      </Typography>
      {hands.map((h) => key(HAND_COLORS[h], HAND_LABELS[h]))}
      {chart.walls.length > 0 && key(WALL_STROKE, 'Walls')}
    </Stack>
  );
}
