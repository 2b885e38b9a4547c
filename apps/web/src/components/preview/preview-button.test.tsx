import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPreviewPlayer } from '../../lib/preview-player.ts';
import { PreviewButton } from './preview-button.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function stubMedia() {
  // jsdom has no media playback: play() and pause() only fire the events a browser would.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
}

function renderTwo() {
  const player = createPreviewPlayer();
  render(
    <>
      <PreviewButton src="/a.ogg" title="Artist - One" previewKey="beatmap:1" player={player} />
      <PreviewButton src="/b.ogg" title="Artist - Two" previewKey="beatmap:2" player={player} />
    </>,
  );
  return player;
}

describe('PreviewButton', () => {
  it('waits with preload="none" and is named "Play preview of <title>"', () => {
    renderTwo();
    const button = screen.getByRole('button', { name: 'Play preview of Artist - One' });
    expect(button.parentElement?.querySelector('audio')?.getAttribute('preload')).toBe('none');
  });

  it('plays on click, becomes "Pause preview", and the other one stops when it starts', async () => {
    stubMedia();
    const player = renderTwo();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Play preview of Artist - One' })),
    );
    expect(screen.getByRole('button', { name: 'Pause preview' })).toBeTruthy();
    expect(player.current()?.key).toBe('beatmap:1');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Play preview of Artist - Two' })),
    );
    expect(player.current()?.key).toBe('beatmap:2');
    // Only one pause button: the first went back to Play.
    expect(screen.getAllByRole('button', { name: 'Pause preview' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Play preview of Artist - One' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pause preview' })));
    expect(screen.queryByRole('button', { name: 'Pause preview' })).toBeNull();
  });

  it('says when the audio cannot be played', async () => {
    renderTwo();
    const audio = screen
      .getByRole('button', { name: 'Play preview of Artist - One' })
      .parentElement!.querySelector('audio')!;
    act(() => {
      audio.dispatchEvent(new Event('error'));
    });
    const button = screen.getByRole('button', { name: 'The preview of Artist - One could not be played' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });
});
