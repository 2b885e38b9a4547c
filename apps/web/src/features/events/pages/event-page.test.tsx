import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventDetail } from '@synthhub/shared/events/events.schemas';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { sessionStore } from '../../../lib/session-store.ts';
import { beatmapFixture } from '../../../testing/beatmap-fixture.ts';
import { stubApi } from '../../../testing/page-test-utils.tsx';
import { jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';

vi.setConfig({ testTimeout: 20_000 });

const SCRIPT = '<script>window.__pwned = 1</script> Vote & have fun';

function eventFixture(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 3,
    title: 'Best of 2023',
    slug: 'best-of-2023',
    description: SCRIPT,
    published: true,
    featured: true,
    voting_start_date: '2023-12-01T00:00:00.000Z',
    voting_end_date: '2099-01-01T00:00:00.000Z',
    voting_state: 'open',
    categories: [
      {
        id: 8,
        name: 'Map of the year',
        position: 0,
        beatmaps: [
          beatmapFixture({ id: 41, artist: 'Neon', title: 'Rise' }),
          beatmapFixture({ id: 42, artist: 'Kite', title: 'Fall' }),
        ],
        results: null,
      },
    ],
    ...overrides,
  };
}

describe('/events/{slug}', () => {
  it('shows the description as text, never as markup, and fetches no votes when signed out', async () => {
    const calls = stubApi(({ url }) =>
      url.pathname === '/api/events/published/best-of-2023' ? jsonResponse(200, eventFixture()) : undefined,
    );
    const { container } = renderRoutes(routes, '/events/best-of-2023');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Best of 2023' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('event-description').textContent).toBe(SCRIPT);
    expect(container.querySelector('main script, [data-testid="event-description"] script')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Map of the year' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fevents%2Fbest-of-2023',
    );
    expect(screen.queryByRole('button', { name: /Add .* to my picks/ })).toBeNull();
    expect(calls.some((c) => c.url.pathname.endsWith('/votes'))).toBe(false);
  });

  it('signed in: adds, reorders and removes picks with the spec §8 toasts', async () => {
    sessionStore.set(testSession());
    let votes = [{ category_id: 8, beatmap_id: 41, order: 0 }];
    const calls = stubApi(({ url, method, body }) => {
      if (url.pathname === '/api/events/published/best-of-2023') return jsonResponse(200, eventFixture());
      if (url.pathname === '/api/events/3/votes') return jsonResponse(200, votes);
      if (method === 'POST' && url.pathname === '/api/events/3/vote') {
        votes = [...votes, { ...(body as { category_id: number; beatmap_id: number }), order: 1 }];
        return jsonResponse(200, votes);
      }
      if (method === 'POST' && url.pathname === '/api/events/3/vote/move/0') {
        votes = [
          { category_id: 8, beatmap_id: 42, order: 0 },
          { category_id: 8, beatmap_id: 41, order: 1 },
        ];
        return jsonResponse(200, votes);
      }
      if (method === 'POST' && url.pathname === '/api/events/3/vote/delete')
        return jsonResponse(500, { statusCode: 500, message: 'Database down' });
      return undefined;
    });
    renderRoutes(routes, '/events/best-of-2023');
    const picks = await screen.findByRole(
      'list',
      { name: 'Your picks in Map of the year' },
      { timeout: 8000 },
    );
    expect(within(picks).getAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(
      screen.getByRole('button', { name: 'Add Kite - Fall to my picks in Map of the year' }),
    );
    expect(await screen.findByText('Vote submitted!')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname === '/api/events/3/vote')?.body).toEqual({
      category_id: 8,
      beatmap_id: 42,
      order: 1,
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Move Kite - Fall up' }));
    await waitFor(() =>
      expect(within(picks).getAllByRole('listitem')[0]!.textContent).toContain('Kite - Fall'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove Neon - Rise' }));
    expect(await screen.findByText('Failed to remove vote. Please try again')).toBeTruthy();
    // Rolled back: both picks are still listed.
    await waitFor(() => expect(within(picks).getAllByRole('listitem')).toHaveLength(2));
  });

  it('says "Failed to reorder vote" and "Failed to submit vote" and keeps the list when the server refuses', async () => {
    sessionStore.set(testSession());
    const votes = [
      { category_id: 8, beatmap_id: 41, order: 0 },
      { category_id: 8, beatmap_id: 42, order: 1 },
    ];
    const event = eventFixture();
    event.categories[0]!.beatmaps.push(beatmapFixture({ id: 43, artist: 'Owl', title: 'Night' }));
    stubApi(({ url, method }) => {
      if (url.pathname === '/api/events/published/best-of-2023') return jsonResponse(200, event);
      if (url.pathname === '/api/events/3/votes') return jsonResponse(200, votes);
      if (method === 'POST') return jsonResponse(500, { statusCode: 500, message: 'Database down' });
      return undefined;
    });
    renderRoutes(routes, '/events/best-of-2023');
    const picks = await screen.findByRole(
      'list',
      { name: 'Your picks in Map of the year' },
      { timeout: 8000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Move Kite - Fall up' }));
    expect(await screen.findByText('Failed to reorder vote. Please try again')).toBeTruthy();
    await waitFor(() =>
      expect(within(picks).getAllByRole('listitem')[0]!.textContent).toContain('Neon - Rise'),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Add Owl - Night to my picks in Map of the year' }),
    );
    expect(await screen.findByText('Failed to submit vote. Please try again')).toBeTruthy();
    await waitFor(() => expect(within(picks).getAllByRole('listitem')).toHaveLength(2));
  });

  it('after the close: no controls, the sentence and the results', async () => {
    sessionStore.set(testSession());
    const closed = eventFixture({
      voting_state: 'closed',
      voting_end_date: '2024-01-01T00:00:00.000Z',
      categories: [
        {
          ...eventFixture().categories[0]!,
          results: [
            { beatmap_id: 42, rank: 1, points: 7, voters: 3, first_places: 2 },
            { beatmap_id: 41, rank: 2, points: 1, voters: 1, first_places: 0 },
          ],
        },
      ],
    });
    stubApi(({ url }) => {
      if (url.pathname === '/api/events/published/best-of-2023') return jsonResponse(200, closed);
      if (url.pathname === '/api/events/3/votes') return jsonResponse(200, []);
      return undefined;
    });
    renderRoutes(routes, '/events/best-of-2023');
    const results = await screen.findByRole(
      'list',
      { name: 'Results of Map of the year' },
      { timeout: 8000 },
    );
    const rows = within(results)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual(['#1 Kite - Fall · 7 points · 3 voters', '#2 Neon - Rise · 1 point · 1 voter']);
    expect(screen.getByText(/^Voting closed .*These are the results\.$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /to my picks/ })).toBeNull();
    expect(screen.queryByRole('list', { name: /Your picks/ })).toBeNull();
  });

  it('shows the 404 page with the server message for an unknown event', async () => {
    stubApi(() => jsonResponse(404, { statusCode: 404, message: 'Event nope-nope was not found.' }));
    renderRoutes(routes, '/events/nope-nope');
    expect(
      await screen.findByText('Event nope-nope was not found.', undefined, { timeout: 8000 }),
    ).toBeTruthy();
  });
});
