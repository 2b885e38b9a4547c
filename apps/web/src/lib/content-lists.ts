import { grammarFilter, termCondition } from './list-grammar.ts';
import type { ListUrlSpec, ListUrlState, SortOption } from './list-url-state.ts';

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
