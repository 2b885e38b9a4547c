import { parsePage } from './parse-page.ts';

/**
 * One entry of a list's sort menu: `key` is what the URL says (`?sort=hype`), `sort` what the API
 * gets in the query grammar (`score,DESC`, formats.md §6.1).
 */
export interface SortOption {
  key: string;
  label: string;
  sort: string;
}

/**
 * What a browse page keeps in its query string: its sort menu (the first entry is the default) and
 * the names of its filter parameters (`difficulty`, `bpm_min` …). `q`, `sort` and `page` are shared
 * by every list, see {@link LIST_PARAMS}.
 */
export interface ListUrlSpec {
  sorts: readonly SortOption[];
  filterKeys: readonly string[];
}

/** The query-string names every browse page uses: search term, sort key and 1-based page. */
export const LIST_PARAMS = { term: 'q', sort: 'sort', page: 'page' } as const;

/**
 * A browse page's view as read from its URL: the trimmed search `term` ('' for none), the chosen
 * `sort` (the default when the URL names none or an unknown one), the 1-based `page`, and every
 * non-empty filter parameter of the spec as its raw string.
 */
export interface ListUrlState {
  term: string;
  sort: SortOption;
  page: number;
  filters: Readonly<Record<string, string>>;
}

/** The default sort of a spec (its first entry). Throws Error for a spec without sorts. */
export function defaultSort(spec: ListUrlSpec): SortOption {
  const first = spec.sorts[0];
  if (!first) throw new Error('A list needs at least one sort option');
  return first;
}

/**
 * Reads a browse page's state from its query string; unknown parameters are ignored, an unknown
 * sort falls back to the default, a bad page to 1 (so a hand-edited link still shows something).
 */
export function readListUrlState(params: URLSearchParams, spec: ListUrlSpec): ListUrlState {
  const sortKey = params.get(LIST_PARAMS.sort);
  const filters: Record<string, string> = {};
  for (const key of spec.filterKeys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return {
    term: params.get(LIST_PARAMS.term)?.trim() ?? '',
    sort: spec.sorts.find((s) => s.key === sortKey) ?? defaultSort(spec),
    page: parsePage(params.get(LIST_PARAMS.page)),
    filters,
  };
}

/** A change to a browse page's state: `undefined` keeps a part; '' (or an empty filter) removes it. */
export interface ListUrlChange {
  term?: string;
  sort?: string;
  page?: number;
  filters?: Readonly<Record<string, string | undefined>>;
}

/**
 * The query string after `change`, keeping parameters this spec does not own (e.g. a tab's).
 * Defaults are left out (no `sort` for the default sort, no `page=1`), so the plain path is the
 * default view. Any change but a page change goes back to page 1: the old page may not exist.
 */
export function applyListUrlChange(
  params: URLSearchParams,
  spec: ListUrlSpec,
  change: ListUrlChange,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => {
    const trimmed = value?.trim();
    if (trimmed) next.set(key, trimmed);
    else next.delete(key);
  };
  if (change.term !== undefined) set(LIST_PARAMS.term, change.term);
  if (change.sort !== undefined) {
    set(LIST_PARAMS.sort, change.sort === defaultSort(spec).key ? undefined : change.sort);
  }
  for (const [key, value] of Object.entries(change.filters ?? {})) {
    if (spec.filterKeys.includes(key)) set(key, value);
  }
  const page = change.page ?? 1;
  set(LIST_PARAMS.page, page > 1 ? String(page) : undefined);
  return next;
}

/** `?query` of `params`, or '' when there is none (so a link to the default view is the bare path). */
export function toSearch(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}
