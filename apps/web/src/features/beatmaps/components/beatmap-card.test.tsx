import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { beatmapFixture } from '../../../testing/beatmap-fixture.ts';
import { renderRoutes } from '../../../testing/test-utils.tsx';
import { BeatmapCard } from './beatmap-card.tsx';

const now = Date.parse('2026-01-04T00:00:00.000Z');

function renderCard(overrides: Parameters<typeof beatmapFixture>[0] = {}) {
  renderRoutes([{ path: '/', element: <BeatmapCard beatmap={beatmapFixture(overrides)} now={now} /> }]);
  return screen.findByRole('article', { name: 'The Rebels - I Am Han Solo' });
}

describe('BeatmapCard', () => {
  it('shows "artist - title" as the link to the beatmap, and the mapper', async () => {
    const card = await renderCard();
    const link = within(card).getByRole('link', { name: 'The Rebels - I Am Han Solo' });
    expect(link.getAttribute('href')).toBe('/beatmaps/1');
    expect(within(card).getByText('Chewie')).toBeTruthy();
  });

  it('shows short difficulty chips named in full with their note counts', async () => {
    const card = await renderCard();
    const chips = within(card).getByLabelText('Difficulties');
    expect(chips.textContent).toBe('EEXC');
    expect(within(chips).getByLabelText('Expert, 812 notes')).toBeTruthy();
    expect(within(chips).getByLabelText('Custom: Kessel Run, 999 notes')).toBeTruthy();
  });

  it('shows duration, bpm, compact age and the counts', async () => {
    const card = await renderCard();
    expect(within(card).getByText('03:56')).toBeTruthy();
    expect(within(card).getByText('128 BPM')).toBeTruthy();
    expect(within(card).getByText('3d').getAttribute('datetime')).toBe('2026-01-01T00:00:00.000Z');
    expect(within(card).getByText('1234 downloads')).toBeTruthy();
    expect(within(card).getByText('1.2K')).toBeTruthy();
    expect(within(card).getByText('56 upvotes')).toBeTruthy();
    expect(within(card).getByText('3 downvotes')).toBeTruthy();
  });

  it('loads the 250 px cover and falls back to a gradient when it fails', async () => {
    const card = await renderCard();
    const cover = within(card).getByTestId('cover-image');
    const img = cover.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/api/beatmaps/1/cover?size=250&v=1');
    fireEvent.error(img);
    expect(cover.querySelector('img')).toBeNull();
    expect(cover.dataset.fallback).toBe('true');
  });

  it('uses the gradient when there is no cover at all', async () => {
    const card = await renderCard({ cover_url: '' });
    expect(within(card).getByTestId('cover-image').dataset.fallback).toBe('true');
  });
});
