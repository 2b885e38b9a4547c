import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { type PreviewPlayer, previewPlayer } from '../../lib/preview-player.ts';
import { useAudioState } from './use-audio-state.ts';

/** Props of {@link PreviewButton}. */
export interface PreviewButtonProps {
  /** The audio URL (streamed with Range; loaded only on the first play). */
  src: string;
  /** What is previewed, for the accessible name "Play preview of <title>". */
  title: string;
  /** Identifies this preview in the page's player (e.g. `beatmap:12`). */
  previewKey: string;
  /** Diameter of the ring in px (default 40; 56 on a page). */
  size?: number;
  /** The page's player by default; tests pass their own. */
  player?: PreviewPlayer;
  sx?: SxProps<Theme>;
}

/**
 * A round play/pause button for an audio preview with a progress ring around it (the share of the
 * song played), over its own `<audio preload="none">`. The page plays one preview at a time
 * (lib/preview-player.ts): starting this one stops any other. Accessible names: "Play preview of
 * <title>" / "Pause preview"; a native button, so Enter and Space work. While the audio loads the
 * ring spins; when it cannot be played (no audio, network error) the button says so and stays off.
 */
export function PreviewButton({
  src,
  title,
  previewKey,
  size = 40,
  player = previewPlayer,
  sx,
}: PreviewButtonProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const state = useAudioState(audio);
  useEffect(() => {
    const element = audio.current;
    return () => {
      if (element) player.release(element);
    };
  }, [player]);

  const handleClick = () => {
    const element = audio.current;
    if (!element || state.failed) return;
    if (state.playing) player.pause(previewKey);
    else void player.play(previewKey, element).catch(() => undefined);
  };

  const label = state.failed
    ? `The preview of ${title} could not be played`
    : state.playing
      ? 'Pause preview'
      : `Play preview of ${title}`;
  const ring = { position: 'absolute', inset: 0, pointerEvents: 'none' } as const;
  return (
    <Box
      sx={[
        { position: 'relative', width: size, height: size, flex: 'none', zIndex: 1 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <CircularProgress
        variant="determinate"
        value={100}
        size={size}
        thickness={3}
        aria-hidden
        sx={{ ...ring, color: 'rgba(255,255,255,0.25)' }}
      />
      <CircularProgress
        variant={state.waiting ? 'indeterminate' : 'determinate'}
        value={state.progress * 100}
        size={size}
        thickness={3}
        aria-hidden
        sx={{ ...ring, color: 'primary.light', '& circle': { transition: 'none' } }}
      />
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-disabled={state.failed || undefined}
          onClick={handleClick}
          data-preview-state={state.failed ? 'failed' : state.playing ? 'playing' : 'paused'}
          sx={{
            position: 'absolute',
            inset: 3,
            bgcolor: 'rgba(0,0,0,0.6)',
            color: 'common.white',
            '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' },
          }}
        >
          {state.failed ? (
            <VolumeOffIcon fontSize="small" />
          ) : state.playing ? (
            <PauseIcon fontSize={size > 48 ? 'medium' : 'small'} />
          ) : (
            <PlayArrowIcon fontSize={size > 48 ? 'medium' : 'small'} />
          )}
        </IconButton>
      </Tooltip>
      <audio ref={audio} src={src} preload="none" data-preview-key={previewKey} />
    </Box>
  );
}
