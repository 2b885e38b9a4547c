import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../testing/test-utils.tsx';
import { NAMED_CONTENT_SPEC, namedContentGrammar } from './content-lists.ts';
import type { ListUrlSpec } from './list-url-state.ts';
import { type ListUrlControls, useListUrlState } from './use-list-url-state.ts';

const spec: ListUrlSpec = { ...NAMED_CONTENT_SPEC, filterKeys: ['bpm_min'] };
let controls: ListUrlControls;

function Probe() {
  controls = useListUrlState(spec);
  return <output aria-label="request">{JSON.stringify(namedContentGrammar(controls))}</output>;
}

function setup(path: string) {
  const utils = renderRoutes([{ path: '/things', element: <Probe /> }], path);
  const request = () =>
    JSON.parse(screen.getByRole('status', { name: 'request' }).textContent ?? '{}') as unknown;
  const search = () => utils.router.state.location.search;
  return { ...utils, request, search };
}

describe('useListUrlState', () => {
  it('reads term, sort, filters and page from the query string into a grammar request', () => {
    const { request } = setup('/things?q=neon&sort=downloads&bpm_min=120&page=2');
    expect(controls).toMatchObject({ term: 'neon', page: 2, filters: { bpm_min: '120' }, filterCount: 1 });
    expect(controls.narrowed).toBe(true);
    expect(request()).toEqual({
      s: JSON.stringify({ $or: [{ name: { $contL: 'neon' } }, { 'user.username': { $contL: 'neon' } }] }),
      sort: 'download_count,DESC',
    });
    expect(controls.hrefForPage(3)).toBe('/things?q=neon&sort=downloads&bpm_min=120&page=3');
    expect(controls.hrefForPage(1)).toBe('/things?q=neon&sort=downloads&bpm_min=120');
  });

  it('pushes each change (back to page 1) so Back restores the previous view', async () => {
    const { router, request, search } = setup('/things?page=4');
    act(() => controls.update({ term: 'pulse', sort: 'hype' }));
    await waitFor(() => expect(search()).toBe('?q=pulse&sort=hype'));
    expect(request()).toEqual({
      s: '{"$or":[{"name":{"$contL":"pulse"}},{"user.username":{"$contL":"pulse"}}]}',
      sort: 'score,DESC',
    });
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(search()).toBe('?page=4'));
    expect(controls).toMatchObject({ term: '', page: 4, narrowed: false });
  });

  it('clearFilters keeps the term and sort; clear keeps only the sort', async () => {
    const { search } = setup('/things?q=a&sort=rating&bpm_min=90');
    act(() => controls.clearFilters());
    await waitFor(() => expect(search()).toBe('?q=a&sort=rating'));
    act(() => controls.update({ filters: { bpm_min: '100' } }));
    await waitFor(() => expect(search()).toBe('?q=a&sort=rating&bpm_min=100'));
    act(() => controls.clear());
    await waitFor(() => expect(search()).toBe('?sort=rating'));
  });
});
