import type { Paginated } from '@synthhub/shared/api/pagination';
import type { UseQueryResult } from '@tanstack/react-query';
import { grammarFilter, termCondition } from './list-grammar.ts';
import type { ListParams } from './list-params.ts';
import type { ListUrlSpec, ListUrlState, SortOption } from './list-url-state.ts';
import type { ListUrlControls } from './use-list-url-state.ts';

/**
 * The sorts of every content list (beatmaps, playlists, stages, avatars), as NoodleManagerX offers
 * them (formats.md §6.2): newest `published_at`, "Hype" `score`, `rating`, `vote_diff`,
 * `download_count`, each highest first. Newest is the default.
 */
export const CONTENT_SORTS: readonly SortOption[] = [
  { key: 'newest', label: 'Newest', sort: 'published_at,DESC' },
  { key: 'hype', label: 'Hype', sort: 'score,DESC' },
  { key: 'rating', label: 'Rating', sort: 'rating,DESC' },
  { key: 'votes', label: 'Vote difference', sort: 'vote_diff,DESC' },
  { key: 'downloads', label: 'Downloads', sort: 'download_count,DESC' },
];

/** The URL spec of the playlist, stage and avatar lists: search and sort, no filters. */
export const NAMED_CONTENT_SPEC: ListUrlSpec = { sorts: CONTENT_SORTS, filterKeys: [] };

/** The grammar part of a list request (formats.md §6.1): `s` (absent when unfiltered) and `sort`. */
export interface GrammarParams {
  s?: string;
  sort: string;
}

/**
 * The grammar request of a playlist, stage or avatar list: the name or the uploader's username
 * contains the term (case-insensitive, the fields these endpoints whitelist), in the chosen sort.
 */
export function namedContentGrammar(state: Pick<ListUrlState, 'term' | 'sort'>): GrammarParams {
  return {
    s: grammarFilter([termCondition(state.term, ['name', 'user.username'])]),
    sort: state.sort.sort,
  };
}

/**
 * A browse page's URL spec, search and list query for a kind whose list endpoint takes the grammar
 * (formats.md §6.1; beatmaps, stages, and through {@link namedContentList} playlists and avatars;
 * docs/decisions/0051): `spec`; `searchPlaceholder`, naming the fields `grammar`'s term condition
 * searches ("Name or uploader"); and `useItems` (the kind's list hook) asked for the page's number
 * with `grammar` of the page's URL state. Spread into the kind's `ListPageDescriptor`.
 */
export function grammarList<T>(
  spec: ListUrlSpec,
  grammar: (state: ListUrlState) => GrammarParams,
  searchPlaceholder: string,
  useItems: (params: ListParams) => UseQueryResult<Paginated<T>>,
) {
  return {
    spec,
    searchPlaceholder,
    useListPage: (list: ListUrlControls) => useItems({ page: list.page, ...grammar(list) }),
  };
}

/**
 * {@link grammarList} for a kind searched by name or uploader and sorted like every content list
 * (playlists, avatars): {@link NAMED_CONTENT_SPEC} and {@link namedContentGrammar};
 * `searchPlaceholder` names the uploader as the kind does ("Name or owner").
 */
export function namedContentList<T>(
  useItems: (params: ListParams) => UseQueryResult<Paginated<T>>,
  searchPlaceholder: string,
) {
  return grammarList(NAMED_CONTENT_SPEC, namedContentGrammar, searchPlaceholder, useItems);
}
