import { render, within } from '@testing-library/react';
import type { Paginated } from '@synthhub/shared/api/pagination';
import type { UseQueryResult } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PagedResults } from './paged-results.tsx';

/** A settled list query answering `envelope` (only the fields PagedResults reads). */
function settled(envelope: Paginated<string>): UseQueryResult<Paginated<string>> {
  return {
    data: envelope,
    isError: false,
    isPending: false,
    isPlaceholderData: false,
    error: null,
    refetch: async () => ({}) as never,
  } as unknown as UseQueryResult<Paginated<string>>;
}

function renderPage(envelope: Paginated<string>, page: number) {
  const { container } = render(
    <MemoryRouter>
      <PagedResults
        query={settled(envelope)}
        page={page}
        hrefForPage={(p) => `/beatmaps?page=${p}`}
        noun="beatmaps"
        renderItems={(items) => (
          <ul>
            {items.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        )}
        skeleton={<p>Loading</p>}
      />
    </MemoryRouter>,
  );
  return within(container);
}

describe('PagedResults', () => {
  it('past the end of the list links to the first and to the real last page', () => {
    const screen = renderPage({ data: [], count: 0, total: 1654, page: 200, pageCount: 69 }, 200);
    expect(screen.getByText('There are no beatmaps on this page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe(
      '/beatmaps?page=1',
    );
    expect(screen.getByRole('link', { name: 'Go to the last page (69)' }).getAttribute('href')).toBe(
      '/beatmaps?page=69',
    );
  });

  it('says the list is empty, with no page links, when nothing is listed at all', () => {
    const screen = renderPage({ data: [], count: 0, total: 0, page: 1, pageCount: 0 }, 1);
    expect(screen.getByText('No beatmaps yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Go to the/ })).toBeNull();
  });

  it('shows the items and the pagination on a page inside the list', () => {
    const screen = renderPage({ data: ['Alpha', 'Beta'], count: 2, total: 50, page: 2, pageCount: 3 }, 2);
    expect(screen.getByText('Alpha')).toBeTruthy();
    expect(screen.queryByText('There are no beatmaps on this page')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to page 3' }).getAttribute('href')).toBe('/beatmaps?page=3');
  });
});
