import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlaylistCover, type PlaylistCoverData } from './playlist-cover.tsx';

const base: PlaylistCoverData = {
  name: 'Warm up',
  cover_url: '',
  cover_version: 1,
  gradientTop: '#24491F',
  gradientDown: '#FB5B43',
  colorTitle: '#FFFFFF',
};

describe('PlaylistCover', () => {
  it('draws the gradient with the name for the server placeholder cover_url (and for none)', () => {
    for (const cover_url of ['/api/playlists/7/cover/placeholder', '']) {
      const { unmount } = render(<PlaylistCover playlist={{ ...base, cover_url }} size={250} />);
      expect(screen.getByTestId('playlist-gradient').textContent).toContain('Warm up');
      expect(screen.queryByRole('img')).toBeNull();
      unmount();
    }
  });

  it('shows the uploaded cover as an image', () => {
    render(
      <PlaylistCover playlist={{ ...base, cover_url: '/api/playlists/7/cover' }} size={250} alt="Cover" />,
    );
    expect(screen.getByRole('img', { name: 'Cover' }).getAttribute('src')).toContain(
      '/api/playlists/7/cover',
    );
    expect(screen.queryByTestId('playlist-gradient')).toBeNull();
  });
});
