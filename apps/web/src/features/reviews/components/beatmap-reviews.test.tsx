import type { Review, ReviewsPage } from '@synthhub/shared/reviews/reviews.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { beatmapFixture } from '../../../testing/beatmap-fixture.ts';
import { jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import { BeatmapReviews } from './beatmap-reviews.tsx';

// The fixture beatmap (id 1) is uploaded by user 7 ("mapper7").
const beatmap = beatmapFixture({ review_count: 2, recommend_count: 1 });

function review(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    beatmap_id: 1,
    user: { id: 20, username: 'reviewer20', avatar_filename: null, avatar_url: null },
    text: 'Great flow in the chorus.\nSecond line.',
    recommend: true,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    reply: null,
    reply_at: null,
    ...overrides,
  };
}

function pageOf(data: Review[], mine: Review | null = null, total = data.length): ReviewsPage {
  return {
    data,
    count: data.length,
    total,
    page: 1,
    pageCount: Math.max(1, Math.ceil(total / 10)),
    mine,
    review_count: total,
    recommend_count: data.filter((r) => r.recommend).length,
  };
}

/** Serves `answer` for the reviews list and records every request; other calls answer `write`. */
function setup(
  answer: () => Response,
  write: (init: RequestInit, url: URL) => Response = () => jsonResponse(404, {}),
) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'GET' && url.pathname === '/api/beatmaps/1/reviews') return answer();
      return write(init, url);
    }),
  );
  renderRoutes(
    [
      {
        path: '/beatmaps/:id/reviews',
        element: (
          <BeatmapReviews beatmap={beatmap} page={1} hrefForPage={(p) => `/beatmaps/1/reviews?page=${p}`} />
        ),
      },
    ],
    '/beatmaps/1/reviews',
  );
  return { calls, user: userEvent.setup() };
}

describe('BeatmapReviews', () => {
  it('lists reviews with author, recommend chip, text as plain text and the mapper reply', async () => {
    const evil = review({
      id: 2,
      text: '<script>alert(1)</script>',
      recommend: false,
      user: { ...review().user, id: 21, username: 'evil' },
    });
    setup(() =>
      jsonResponse(200, pageOf([evil, review({ reply: 'Thanks!', reply_at: '2026-03-02T10:00:00.000Z' })])),
    );
    const cards = await screen.findAllByTestId('review');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('<script>alert(1)</script>')).toBeTruthy();
    expect(document.querySelector('article script')).toBeNull();
    expect(within(cards[0]!).getByText('Not recommended')).toBeTruthy();
    expect(within(cards[1]!).getByText('Recommended')).toBeTruthy();
    expect(within(cards[1]!).getByText(/Great flow in the chorus\.\s+Second line\./)).toBeTruthy();
    expect(within(cards[1]!).getByRole('group', { name: 'Reply from mapper7' }).textContent).toContain(
      'Thanks!',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fbeatmaps%2F1%2Freviews',
    );
    expect(screen.getByTestId('review-summary').textContent).toBe('1 of 2 reviewers recommend this beatmap');
  });

  it('shows the empty state, and Retry after a failed load', async () => {
    let fail = true;
    const { user } = setup(() =>
      fail ? jsonResponse(500, { statusCode: 500, message: 'Boom' }) : jsonResponse(200, pageOf([])),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load reviews');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(screen.getByText('Be the first to review this beatmap.')).toBeTruthy();
  });

  it('lets a signed-in user post a review checked by the shared schema', async () => {
    sessionStore.set(testSession({ id: 30, username: 'fan30' }));
    const { calls, user } = setup(
      () => jsonResponse(200, pageOf([])),
      () => jsonResponse(201, review({ user: { ...review().user, id: 30, username: 'fan30' } })),
    );
    const text = await screen.findByRole('textbox', { name: 'Your review' });
    await user.type(text, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Review text must be at least 10 characters')).toBeTruthy();
    expect(screen.getByText('Choose Yes or No')).toBeTruthy();
    // The first field to fix takes the focus, so a keyboard user lands on it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(text, ' but now long enough.');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByText('30/2000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      text: 'Too short but now long enough.',
      recommend: true,
    });
  });

  it("shows the server's refusal in the form", async () => {
    sessionStore.set(testSession({ id: 30, username: 'fan30' }));
    const { user } = setup(
      () => jsonResponse(200, pageOf([])),
      () => jsonResponse(409, { statusCode: 409, message: 'You have already reviewed this beatmap.' }),
    );
    await user.type(
      await screen.findByRole('textbox', { name: 'Your review' }),
      'A long enough review text.',
    );
    await user.click(screen.getByRole('button', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You have already reviewed this beatmap.',
    );
  });

  it("puts the user's own review first with Edit and Delete (after a confirmation)", async () => {
    sessionStore.set(testSession({ id: 20, username: 'reviewer20' }));
    const mine = review();
    const other = review({ id: 3, user: { ...review().user, id: 22, username: 'other22' } });
    const { calls, user } = setup(
      () => jsonResponse(200, pageOf([other, mine], mine)),
      () => jsonResponse(204, null),
    );
    const cards = await screen.findAllByTestId('review');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Your review' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your review' })).toBeNull();

    await user.click(within(cards[0]!).getByRole('button', { name: 'Edit' }));
    expect((screen.getByRole('textbox', { name: 'Your review' }) as HTMLTextAreaElement).value).toBe(
      mine.text,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(within(screen.getAllByTestId('review')[0]!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(screen.getAllByTestId('review')[0]!).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'DELETE')!.url.pathname).toBe('/api/beatmaps/1/reviews/1');
  });

  it('gives the mapper Reply on each review and no review form', async () => {
    sessionStore.set(testSession({ id: 7, username: 'mapper7' }));
    const { calls, user } = setup(
      () => jsonResponse(200, pageOf([review()])),
      () => jsonResponse(200, review({ reply: 'Thanks!' })),
    );
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    expect(screen.queryByRole('button', { name: 'Post review' })).toBeNull();
    expect(screen.getByText(/you can reply to its reviews/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/beatmaps/1/reviews/1/reply' }),
      body: { text: 'Thanks!' },
    });
  });
});
