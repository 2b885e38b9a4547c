import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PlayerName, playerPageHref } from './player-name.tsx';

const linked = {
  id: 7,
  name: 'kai',
  country: 'SE',
  user: { id: 3, username: 'kai', avatar_filename: 'a.webp', avatar_url: '/api/user/avatars/a.webp' },
};
const unlinked = { id: 9, name: 'Rider', country: null, user: null };

afterEach(cleanup);

describe('PlayerName', () => {
  it("shows the account's picture, the flag and the name linking to the account's page", () => {
    const { container } = render(
      <MemoryRouter>
        <PlayerName player={linked} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'kai' }).getAttribute('href')).toBe('/profile/kai');
    expect(screen.getByRole('img', { name: 'Sweden' }).getAttribute('src')).toBe('/api/flags/SE.svg');
    expect(container.querySelector('img[src$="/api/user/avatars/a.webp"]')).not.toBeNull();
  });

  it('without an account: the first letter, no flag, the leaderboard profile page', () => {
    render(
      <MemoryRouter>
        <PlayerName player={unlinked} />
      </MemoryRouter>,
    );
    expect(screen.getByText('R')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /./ })).toBeNull();
    expect(playerPageHref(unlinked)).toBe('/leaderboards/profile/9');
  });
});
