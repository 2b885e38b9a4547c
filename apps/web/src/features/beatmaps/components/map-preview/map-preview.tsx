import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DIFFICULTIES, type Difficulty } from '@synthhub/shared/beatmaps/beatmaps.constants';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { useState } from 'react';
import { usePreviewPlaying } from '../../../../lib/preview-player.ts';
import { beatmapPreviewKey } from '../beatmap-preview-button.tsx';
import { ChartView } from './chart-view.tsx';

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
