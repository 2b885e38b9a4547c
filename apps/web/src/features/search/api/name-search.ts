import type { Paginated } from '@synthhub/shared/api/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type SearchGroup, searchKeys } from './keys.ts';
import { nameSearchQuery, SEARCH_QUERY_META, searchesModels } from './search-constants.ts';

/** What a name-search hit shows of its item (a playlist, stage or avatar): its id and name. */
export interface NameHit {
  id: number;
  name: string;
}

/** The fetcher, query options and hook of one name-search group (see {@link nameSearch}). */
export interface NameSearch<T> {
  /** `GET {path}` with {@link nameSearchQuery}(term). @throws ApiError on failure */
  fetch: (term: string, signal?: AbortSignal) => Promise<Paginated<T>>;
  /** Query options keyed `searchKeys.group(group, term)`; only enabled for terms of 5+ characters. */
  options: (
    term: string,
  ) => ReturnType<
    typeof queryOptions<Paginated<T>, Error, Paginated<T>, ReturnType<typeof searchKeys.group>>
  >;
  /** The group's results for `term` (idle for terms shorter than 5 characters). */
  useSearch: (term: string) => ReturnType<typeof useQuery<Paginated<T>>>;
}

/**
 * One group of the global search dialog that searches a content kind by name (playlists, stages,
 * avatars; spec §7 "Search"): the newest items of `path` whose name contains the lowercased term,
 * the results kept under `searchKeys.group(group, term)`.
 */
export function nameSearch<T>(group: SearchGroup, path: string): NameSearch<T> {
  const fetch = (term: string, signal?: AbortSignal) =>
    api.request<Paginated<T>>(path, { query: nameSearchQuery(term), signal });
  const options = (term: string) =>
    queryOptions({
      queryKey: searchKeys.group(group, term),
      queryFn: ({ signal }) => fetch(term, signal),
      enabled: searchesModels(term),
      meta: SEARCH_QUERY_META,
    });
  return { fetch, options, useSearch: (term) => useQuery(options(term)) };
}
