import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { renderRoutes } from '../testing/test-utils.tsx';
import { CardSection, type CardSectionQuery } from './card-section.tsx';

interface Thing {
  id: number;
  name: string;
}

function show(query: CardSectionQuery<Thing>) {
  renderRoutes([
    {
      path: '/',
      element: (
        <CardSection
          title="Featured things"
          subtitle="The best ones"
          seeAllHref="/things?sort=hype"
          query={query}
          itemKey={(t) => t.id}
          renderCard={(t) => <article aria-label={t.name}>{t.name}</article>}
          skeleton={() => <div data-testid="skeleton" />}
          skeletons={4}
          empty="No things yet."
          errorTitle="Could not load the things"
        />
      ),
    },
  ]);
  return screen.getByRole('region', { name: 'Featured things' });
}

const idle = { isError: false, error: null, refetch: () => {} };

describe('CardSection', () => {
  it('shows placeholders once loading has lasted 200 ms (spec §9)', async () => {
    const section = show({ ...idle, data: undefined });
    expect(within(section).queryAllByTestId('skeleton')).toHaveLength(0);
    expect(await within(section).findAllByTestId('skeleton')).toHaveLength(4);
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Featured things');
  });

  it('shows one card per item and See all', () => {
    const section = show({
      ...idle,
      data: {
        data: [
          { id: 1, name: 'One' },
          { id: 2, name: 'Two' },
        ],
      },
    });
    expect(
      within(section)
        .getAllByRole('article')
        .map((a) => a.textContent),
    ).toEqual(['One', 'Two']);
    expect(
      within(section)
        .getByRole('link', { name: /See all/ })
        .getAttribute('href'),
    ).toBe('/things?sort=hype');
  });

  it('says so when there are no items', () => {
    const section = show({ ...idle, data: { data: [] } });
    expect(within(section).getByText('No things yet.')).toBeTruthy();
    expect(within(section).queryByRole('article')).toBeNull();
  });

  it('shows the error with a Retry that refetches', async () => {
    const refetch = vi.fn();
    const section = show({ data: undefined, isError: true, error: new ApiError(500, 'Boom'), refetch });
    expect(within(section).getByRole('alert').textContent).toContain('Could not load the things: ');
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
