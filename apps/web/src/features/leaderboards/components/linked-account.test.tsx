import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkedAccount } from './linked-account.tsx';

afterEach(cleanup);

describe('LinkedAccount (docs/decisions/0054 "Accounts own profiles")', () => {
  it('links a claimed profile back to its account', () => {
    render(
      <MemoryRouter>
        <LinkedAccount user={{ id: 3, username: 'Dubu Rider', avatar_filename: null, avatar_url: null }} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Linked to/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dubu Rider' }).getAttribute('href')).toBe(
      '/profile/Dubu%20Rider',
    );
    expect(screen.queryByText('Not linked to a Synthhub account.')).toBeNull();
  });

  it('says when no account has claimed the profile', () => {
    render(
      <MemoryRouter>
        <LinkedAccount user={null} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Not linked to a Synthhub account.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
