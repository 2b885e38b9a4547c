import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider.tsx';
import { jsonResponse } from '../../../testing/test-utils.tsx';
import { FeaturedEvent } from './featured-event.tsx';

function renderWith(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter>
        <FeaturedEvent />
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('FeaturedEvent (home)', () => {
  it('links the featured event with "Vote now" while voting is open', async () => {
    renderWith(() =>
      jsonResponse(200, {
        id: 1,
        title: 'Best of 2023',
        slug: 'best-of-2023',
        description: '',
        published: true,
        featured: true,
        voting_start_date: '2023-12-01T00:00:00.000Z',
        voting_end_date: '2099-01-01T00:00:00.000Z',
        voting_state: 'open',
      }),
    );
    const link = await screen.findByRole('link', { name: 'Vote now: Best of 2023' });
    expect(link.getAttribute('href')).toBe('/events/best-of-2023');
    expect(screen.getByRole('heading', { name: 'Featured event' })).toBeTruthy();
  });

  it('is hidden when there is no featured event', async () => {
    const { container } = renderWith(() => jsonResponse(200, null));
    await waitFor(() => expect(screen.queryByTestId('featured-event-skeleton')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Featured event' })).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('offers Retry when the call fails', async () => {
    renderWith(() => jsonResponse(500, { statusCode: 500, message: 'Boom' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
