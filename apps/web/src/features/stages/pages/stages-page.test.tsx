import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listResponse, renderPage } from '../../../testing/page-test-utils.tsx';
import { stageFixture } from '../testing/stage-fixture.ts';
import { StagesPage } from './stages-page.tsx';

// Several interactions per test on a shared 2-core CI machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

describe('StagesPage filters', () => {
  it('filters on a platform from the Filters panel and on a tag clicked on a card', async () => {
    const { requests, router } = renderPage(<StagesPage />, '/models/stages?platform=quest', () =>
      listResponse([stageFixture({ published: true, tags: ['Neon', 'City'] })]),
    );
    const card = await screen.findByRole('article', { name: 'Neon City' });
    expect(JSON.parse(requests()[0]!.searchParams.get('s')!)).toEqual({ platform: 'quest' });
    expect((screen.getByRole('combobox', { name: 'Platform' }) as HTMLElement).textContent).toBe('Quest');

    await userEvent.click(within(card).getByRole('link', { name: '#Neon: stages with this tag' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('tag')).toBe('Neon'));
    await waitFor(() =>
      expect(JSON.parse(requests().at(-1)!.searchParams.get('s')!)).toEqual({ tag: { $eqL: 'Neon' } }),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Tag: Neon, remove this filter' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
