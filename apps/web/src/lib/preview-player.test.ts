import { describe, expect, it, vi } from 'vitest';
import { createPreviewPlayer } from './preview-player.ts';

/** The part of an audio element the player touches. */
function fakeAudio(playResult: Promise<void> = Promise.resolve()) {
  const audio = {
    paused: true,
    currentTime: 12,
    play: vi.fn(() => {
      audio.paused = false;
      return playResult;
    }),
    pause: vi.fn(() => {
      audio.paused = true;
    }),
  };
  return audio as typeof audio & HTMLAudioElement;
}

describe('the page preview player (one preview at a time)', () => {
  it('plays one, and starting another pauses and rewinds the first', async () => {
    const player = createPreviewPlayer();
    const first = fakeAudio();
    const second = fakeAudio();
    await player.play('beatmap:1', first);
    expect(player.current()).toEqual({ key: 'beatmap:1', audio: first });
    await player.play('beatmap:2', second);
    expect(first.pause).toHaveBeenCalled();
    expect(first.currentTime).toBe(0);
    expect(second.paused).toBe(false);
    expect(player.current()?.key).toBe('beatmap:2');
  });

  it('pauses only the current key, and tells subscribers about changes', async () => {
    const player = createPreviewPlayer();
    const listener = vi.fn();
    const unsubscribe = player.subscribe(listener);
    const audio = fakeAudio();
    await player.play('a', audio);
    player.pause('b');
    expect(audio.paused).toBe(false);
    player.pause('a');
    expect(audio.paused).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    player.release(audio);
    expect(player.current()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('forgets a preview whose play() is refused, and passes the error on', async () => {
    const player = createPreviewPlayer();
    const refused = fakeAudio(Promise.reject(new DOMException('no', 'NotAllowedError')));
    await expect(player.play('a', refused)).rejects.toThrow('no');
    expect(player.current()).toBeNull();
  });
});
