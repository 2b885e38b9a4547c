import TextField from '@mui/material/TextField';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_SORTS } from '../lib/content-lists.ts';
import type { ListUrlSpec } from '../lib/list-url-state.ts';
import { LIST_DEBOUNCE_MS } from '../lib/use-debounced-commit.ts';
import { useListUrlState } from '../lib/use-list-url-state.ts';
import { renderRoutes } from '../testing/test-utils.tsx';
import { ListToolbar } from './list-toolbar.tsx';

const spec: ListUrlSpec = { sorts: CONTENT_SORTS, filterKeys: ['bpm_min'] };

function Page() {
  const list = useListUrlState(spec);
  return (
    <ListToolbar
      list={list}
      sorts={spec.sorts}
      searchLabel="Search things"
      filters={
        <TextField
          label="Min BPM"
          value={list.filters.bpm_min ?? ''}
          onChange={(e) => list.update({ filters: { bpm_min: e.target.value } })}
        />
      }
    />
  );
}

function setup(path = '/things') {
  const utils = renderRoutes([{ path: '/things', element: <Page /> }], path);
  return { ...utils, user: userEvent.setup(), search: () => utils.router.state.location.search };
}

// Several interactions per test on a shared 2-core CI machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

describe('ListToolbar', () => {
  it('writes the search term to the URL once typing pauses, and Enter at once', async () => {
    const { user, search, router } = setup();
    const field = await screen.findByRole('searchbox', { name: 'Search things' });
    await user.type(field, 'neo');
    expect(search()).toBe(''); // not per keystroke
    await waitFor(() => expect(search()).toBe('?q=neo'), { timeout: 10_000 });
    expect(router.state.historyAction).toBe('PUSH');

    // From here the pause timer never fires, so only Enter can commit "neon". (A wall-clock bound
    // shorter than the pause failed under CI load: the router applied the navigation late.)
    const realSetTimeout = globalThis.setTimeout;
    const held = vi
      .spyOn(globalThis, 'setTimeout')
      .mockImplementation(((fn: () => void, ms?: number) =>
        ms === LIST_DEBOUNCE_MS ? 0 : realSetTimeout(fn, ms)) as unknown as typeof setTimeout);
    await user.type(field, 'n{Enter}');
    // Patient: with the pause timer held only Enter can commit, however long a busy machine
    // takes to apply the navigation (waitFor's 1 s default failed under CI load).
    await waitFor(() => expect(search()).toBe('?q=neon'), { timeout: 10_000 });
    held.mockRestore();

    // an outside change (Back) shows the URL's term again
    await act(() => router.navigate(-1));
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('neo'));
  });

  it('sorts through a labelled menu, keeping the default out of the URL', async () => {
    const { user, search } = setup('/things?q=a&page=3');
    await user.click(await screen.findByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Hype' }));
    await waitFor(() => expect(search()).toBe('?q=a&sort=hype'));
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Newest' }));
    await waitFor(() => expect(search()).toBe('?q=a'));
  });

  it('the Filters button opens the panel; Clear filters empties it', async () => {
    const { user, search } = setup('/things?q=a');
    const button = await screen.findByRole('button', { name: /Filters/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = await screen.findByRole('region', { name: 'Filters' });
    const clear = within(panel).getByRole('button', { name: 'Clear filters' });
    expect(clear).toHaveProperty('disabled', true);
    await user.type(within(panel).getByLabelText('Min BPM'), '9');
    await waitFor(() => expect(search()).toBe('?q=a&bpm_min=9'));
    await user.click(clear);
    await waitFor(() => expect(search()).toBe('?q=a'));
  });

  it('opens with the panel shown and a count when the URL has filters', async () => {
    setup('/things?bpm_min=120');
    const panel = await screen.findByRole('region', { name: 'Filters' });
    expect((within(panel).getByLabelText('Min BPM') as HTMLInputElement).value).toBe('120');
    expect(screen.getByRole('button', { name: /Filters/ }).textContent).toContain('1');
  });
});
