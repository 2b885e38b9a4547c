import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  applyListUrlChange,
  type ListUrlChange,
  type ListUrlSpec,
  type ListUrlState,
  readListUrlState,
  toSearch,
} from './list-url-state.ts';

/** What {@link useListUrlState} returns: the state read from the URL and the ways to change it. */
export interface ListUrlControls extends ListUrlState {
  /** Pushes a new history entry with the change (so Back returns to the previous view). */
  update: (change: ListUrlChange) => void;
  /** Removes the search term and every filter; the sort stays. */
  clear: () => void;
  /** Removes every filter; the term and the sort stay. */
  clearFilters: () => void;
  /** The link of another page of the same view. */
  hrefForPage: (page: number) => string;
  /** How many filter parameters are set (the term not counted). */
  filterCount: number;
  /** True when a term or a filter narrows the list (its empty state then offers "Clear filters"). */
  narrowed: boolean;
}

/**
 * A browse page's search term, sort, filters and page, kept in the query string, so a reload or a shared
 * link shows the same view and Back undoes a change. `spec` must be a stable (module-level) object.
 */
export function useListUrlState(spec: ListUrlSpec): ListUrlControls {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const state = useMemo(() => readListUrlState(params, spec), [params, spec]);
  const update = useCallback(
    (change: ListUrlChange) =>
      setParams((current) => applyListUrlChange(current, spec, change), { preventScrollReset: true }),
    [setParams, spec],
  );
  const clearFilters = useCallback(
    () => update({ filters: Object.fromEntries(spec.filterKeys.map((key) => [key, ''])) }),
    [update, spec],
  );
  const clear = useCallback(
    () => update({ term: '', filters: Object.fromEntries(spec.filterKeys.map((key) => [key, ''])) }),
    [update, spec],
  );
  const hrefForPage = useCallback(
    (page: number) => `${pathname}${toSearch(applyListUrlChange(params, spec, { page }))}`,
    [pathname, params, spec],
  );
  const filterCount = Object.keys(state.filters).length;
  return {
    ...state,
    update,
    clear,
    clearFilters,
    hrefForPage,
    filterCount,
    narrowed: state.term !== '' || filterCount > 0,
  };
}
