import { describe, expect, it } from 'vitest';
import { applyListUrlChange, readListUrlState, toSearch, type ListUrlSpec } from './list-url-state.ts';

const spec: ListUrlSpec = {
  sorts: [
    { key: 'newest', label: 'Newest', sort: 'published_at,DESC' },
    { key: 'hype', label: 'Hype', sort: 'score,DESC' },
  ],
  filterKeys: ['difficulty', 'bpm_min'],
};

const read = (query: string) => readListUrlState(new URLSearchParams(query), spec);
const apply = (query: string, change: Parameters<typeof applyListUrlChange>[2]) =>
  applyListUrlChange(new URLSearchParams(query), spec, change).toString();

describe('readListUrlState', () => {
  it('reads term, sort, page and the spec’s filters, ignoring other parameters', () => {
    const state = read('q=+neon+&sort=hype&page=3&difficulty=Master&bpm_min=&tab=x');
    expect(state).toEqual({
      term: 'neon',
      sort: spec.sorts[1],
      page: 3,
      filters: { difficulty: 'Master' },
    });
  });

  it('falls back to the default sort and page 1 for missing or bad values', () => {
    expect(read('sort=nope&page=-2')).toMatchObject({ term: '', sort: spec.sorts[0], page: 1, filters: {} });
  });
});

describe('applyListUrlChange', () => {
  it('sets and removes parameters, leaving defaults out of the URL', () => {
    expect(apply('', { term: 'neon', sort: 'hype', filters: { difficulty: 'Expert,Master' } })).toBe(
      'q=neon&sort=hype&difficulty=Expert%2CMaster',
    );
    expect(
      apply('q=neon&sort=hype&difficulty=Master', { term: '', sort: 'newest', filters: { difficulty: '' } }),
    ).toBe('');
  });

  it('goes back to page 1 on any change but a page change, and keeps foreign parameters', () => {
    expect(apply('tab=a&page=4&q=x', { filters: { bpm_min: '120' } })).toBe('tab=a&q=x&bpm_min=120');
    expect(apply('tab=a&q=x', { page: 2 })).toBe('tab=a&q=x&page=2');
    expect(apply('q=x&page=2', { page: 1 })).toBe('q=x');
  });

  it('ignores filters the spec does not own', () => {
    expect(apply('', { filters: { admin: 'true' } })).toBe('');
  });
});

describe('toSearch', () => {
  it('is empty without parameters, so the default view is the bare path', () => {
    expect(toSearch(new URLSearchParams())).toBe('');
    expect(toSearch(new URLSearchParams('q=a'))).toBe('?q=a');
  });
});
