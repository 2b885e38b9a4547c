import type { UserPage } from '@synthhub/shared/users/users.schemas';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountPlayerLine } from './account-player-line.tsx';

afterEach(cleanup);

const user = (over: Partial<UserPage> = {}): UserPage => ({
  id: 3,
  username: 'kai',
  avatar_filename: null,
  avatar_url: null,
  admin: false,
  created_at: '2026-01-01T00:00:00.000Z',
  country: null,
  leaderboard_profile: null,
  ...over,
});

const show = (u: UserPage) =>
  render(
    <MemoryRouter>
      <AccountPlayerLine user={u} />
    </MemoryRouter>,
  );

describe('AccountPlayerLine (docs/decisions/0054 "Accounts own profiles")', () => {
  it('links the account to its leaderboard profile and shows its country', () => {
    show(user({ country: 'SE', leaderboard_profile: { id: 42, name: 'KaiVR' } }));
    const link = screen.getByRole('link', { name: 'Leaderboard profile KaiVR' });
    expect(link.getAttribute('href')).toBe('/leaderboards/profile/42');
    expect(link.textContent).toBe('Leaderboard profile →');
    expect(screen.getByRole('img', { name: 'Sweden' }).getAttribute('src')).toBe('/api/flags/SE.svg');
    expect(screen.getByText('Sweden')).toBeTruthy();
  });

  it('shows only what the account has: no link without a profile, nothing at all without either', () => {
    show(user({ country: 'JP' }));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Japan')).toBeTruthy();
    cleanup();
    const { container } = show(user());
    expect(container.textContent).toBe('');
  });
});
