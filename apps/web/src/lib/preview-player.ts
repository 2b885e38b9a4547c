import { useSyncExternalStore } from 'react';

/** The preview playing now: which one (a caller-chosen key, e.g. `beatmap:12`) and its element. */
export interface PreviewPlaying {
  key: string;
  audio: HTMLAudioElement;
}

/**
 * The page's one preview player: at most one audio preview plays at a time across the whole page
 * (beatmap cards of every list, the beatmap page). Starting one pauses the one before and rewinds
 * it; components learn which one plays through `subscribe`/`current` (useSyncExternalStore).
 */
export interface PreviewPlayer {
  current(): PreviewPlaying | null;
  /** Pauses and rewinds the previous preview, then plays `audio`; rejects as `audio.play()` does (autoplay refused, no source). */
  play(key: string, audio: HTMLAudioElement): Promise<void>;
  /** Pauses the preview with this key when it is the current one (it keeps its position). */
  pause(key: string): void;
  /** Forgets `audio` if it is the current one (its component unmounts): pauses it. */
  release(audio: HTMLAudioElement): void;
  subscribe(listener: () => void): () => void;
}

/** Creates a {@link PreviewPlayer}; the app uses {@link previewPlayer}, tests their own. */
export function createPreviewPlayer(): PreviewPlayer {
  let playing: PreviewPlaying | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    current: () => playing,
    async play(key, audio) {
      if (playing && playing.audio !== audio) {
        playing.audio.pause();
        playing.audio.currentTime = 0;
      }
      playing = { key, audio };
      emit();
      try {
        await audio.play();
      } catch (error) {
        if (playing?.audio === audio) playing = null;
        emit();
        throw error;
      }
    },
    pause(key) {
      if (playing?.key !== key) return;
      playing.audio.pause();
      emit();
    },
    release(audio) {
      if (playing?.audio !== audio) return;
      audio.pause();
      playing = null;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's preview player. */
export const previewPlayer = createPreviewPlayer();

/** The preview playing now (re-renders when it changes), from `player` (default the page's). */
export function usePreviewPlaying(player: PreviewPlayer = previewPlayer): PreviewPlaying | null {
  return useSyncExternalStore(player.subscribe, player.current, player.current);
}
