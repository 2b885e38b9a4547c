import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import type { Difficulty } from '@synthhub/shared/beatmaps/beatmaps.constants';
import { lazy, Suspense } from 'react';
import { errorLines } from '../../../../lib/api-error.ts';
import { useBeatmapChart } from '../../api/get-beatmap-chart.ts';
import { MapPreviewLegend } from './map-preview-legend.tsx';

// The renderer is its own chunk: only a beatmap page that shows the preview loads it.
const MapPreviewCanvas = lazy(() =>
  import('./map-preview-canvas.tsx').then((m) => ({ default: m.MapPreviewCanvas })),
);

const canvasSkeleton = (
  <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 10' }} />
);

/** "m:ss" of a time in ms. */
function clock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The chosen difficulty's chart in the map preview: loads it (skeleton, error with Retry), then the
 * lazy canvas, the reduced-motion slider (the moment shown, in ms) and the legend.
 */
export function ChartView(props: {
  beatmapId: number;
  difficulty: Difficulty;
  still: boolean;
  staticTimeMs: number;
  onStaticTime: (ms: number) => void;
  timeMs: () => number;
  title: string;
  difficultyLabel: string;
}) {
  const { data: chart, error, refetch, isPending } = useBeatmapChart(props.beatmapId, props.difficulty);
  if (isPending) return canvasSkeleton;
  if (error || !chart) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        The map preview could not be loaded: {errorLines(error)[0]}
      </Alert>
    );
  }
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const summary = `${count(chart.notes.length, 'note')}, ${count(chart.walls.length, 'wall')}`;
  return (
    <Stack spacing={1}>
      <Suspense fallback={canvasSkeleton}>
        <MapPreviewCanvas
          chart={chart}
          still={props.still}
          staticTimeMs={props.staticTimeMs}
          timeMs={props.timeMs}
          label={`Notes of ${props.title}, ${props.difficultyLabel}: ${summary}`}
        />
      </Suspense>
      {props.still && (
        <Slider
          aria-label="Moment of the song shown"
          min={0}
          max={Math.max(1000, chart.length_ms)}
          step={250}
          value={props.staticTimeMs}
          onChange={(_, value) => props.onStaticTime(value as number)}
          valueLabelDisplay="auto"
          valueLabelFormat={clock}
          getAriaValueText={clock}
        />
      )}
      <MapPreviewLegend chart={chart} summary={summary} />
    </Stack>
  );
}
