import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DIFFICULTIES, type Difficulty } from '@synthhub/shared/beatmaps/beatmaps.constants';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { lazy, Suspense, useState } from 'react';
import { usePreviewPlaying } from '../../../../lib/preview-player.ts';
import { errorLines } from '../../../../lib/api-error.ts';
import { useBeatmapChart } from '../../api/get-beatmap-chart.ts';
import { beatmapPreviewKey } from '../beatmap-preview-button.tsx';
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

/** The difficulty shown first: Expert when the map has it (the most played), else its hardest. */
function firstDifficulty(list: Difficulty[]): Difficulty | undefined {
  return list.includes('Expert') ? 'Expert' : list.at(-1);
}

/**
 * The beatmap page's map preview: a difficulty picker (only the map's difficulties), and a canvas
 * that draws the chosen difficulty's notes, rails and walls coming toward the player, in time with
 * the page's preview audio (the `<audio>` playing under `beatmap:<id>` in lib/preview-player.ts).
 * With prefers-reduced-motion nothing scrolls: a slider picks the moment shown. Loading, error
 * (with Retry) and "no notes" states; the legend names the hand colours.
 */
export function MapPreview({
  beatmap,
}: {
  beatmap: Pick<Beatmap, 'id' | 'title' | 'difficulties' | 'custom_difficulty_name'>;
}) {
  const difficulties = DIFFICULTIES.filter((d) => beatmap.difficulties.includes(d));
  const [chosen, setChosen] = useState<Difficulty | undefined>(() => firstDifficulty(difficulties));
  const still = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [staticTimeMs, setStaticTimeMs] = useState(0);
  const playing = usePreviewPlaying();
  const audio = playing?.key === beatmapPreviewKey(beatmap.id) ? playing.audio : null;

  if (!chosen) return null;
  const label = (d: Difficulty) => (d === 'Custom' && beatmap.custom_difficulty_name) || d;
  return (
    <Stack component="section" aria-labelledby="map-preview-title" spacing={1.5}>
      <Typography id="map-preview-title" variant="h6" component="h2">
        Map preview
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={chosen}
        aria-label="Difficulty of the map preview"
        onChange={(_, value: Difficulty | null) => value && setChosen(value)}
        sx={{ flexWrap: 'wrap' }}
      >
        {difficulties.map((d) => (
          <ToggleButton key={d} value={d}>
            {label(d)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ChartView
        beatmapId={beatmap.id}
        difficulty={chosen}
        still={still}
        staticTimeMs={staticTimeMs}
        onStaticTime={setStaticTimeMs}
        timeMs={() => (audio ? audio.currentTime * 1000 : 0)}
        title={beatmap.title}
        difficultyLabel={label(chosen)}
      />
      {!still && (
        <Typography variant="body2" color="text.secondary">
          Press Play preview to hear the song; the notes move with it.
        </Typography>
      )}
    </Stack>
  );
}

function ChartView(props: {
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
