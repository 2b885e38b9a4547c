import { type RefObject, useEffect, useState } from 'react';

/** What a preview button shows of its audio element. */
export interface AudioState {
  /** Playing (not paused). */
  playing: boolean;
  /** Asked to play but waiting for data. */
  waiting: boolean;
  /** The source could not be loaded or decoded. */
  failed: boolean;
  /** currentTime / duration, 0..1 (0 while the duration is unknown). */
  progress: number;
}

const INITIAL: AudioState = { playing: false, waiting: false, failed: false, progress: 0 };

function progressOf(audio: HTMLAudioElement): number {
  return Number.isFinite(audio.duration) && audio.duration > 0
    ? Math.min(1, audio.currentTime / audio.duration)
    : 0;
}

/**
 * Follows an `<audio>` element's media events (play, pause, waiting, playing, ended, error,
 * emptied) and, while it plays, its position once per animation frame (smoother than
 * `timeupdate`, which fires about 4 times a second). Rewinding at the end keeps the ring honest.
 */
export function useAudioState(ref: RefObject<HTMLAudioElement | null>): AudioState {
  const [state, setState] = useState<AudioState>(INITIAL);
  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    let frame = 0;
    const tick = () => {
      setState((s) => ({ ...s, progress: progressOf(audio) }));
      frame = requestAnimationFrame(tick);
    };
    const on: Record<string, () => void> = {
      play: () => setState((s) => ({ ...s, playing: true, waiting: audio.readyState < 3, failed: false })),
      playing: () => {
        setState((s) => ({ ...s, playing: true, waiting: false }));
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(tick);
      },
      waiting: () => setState((s) => ({ ...s, waiting: true })),
      pause: () => {
        cancelAnimationFrame(frame);
        setState((s) => ({ ...s, playing: false, waiting: false, progress: progressOf(audio) }));
      },
      ended: () => {
        audio.currentTime = 0;
      },
      seeked: () => setState((s) => ({ ...s, progress: progressOf(audio) })),
      error: () => {
        cancelAnimationFrame(frame);
        setState({ ...INITIAL, failed: true });
      },
    };
    for (const [name, handler] of Object.entries(on)) audio.addEventListener(name, handler);
    return () => {
      cancelAnimationFrame(frame);
      for (const [name, handler] of Object.entries(on)) audio.removeEventListener(name, handler);
    };
  }, [ref]);
  return state;
}
