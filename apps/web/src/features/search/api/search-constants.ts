import { grammarFilter, termCondition } from '../../../lib/list-grammar.ts';

/** Beatmaps shown by the global search (spec §9 "Beatmap search limit"). */
export const SEARCH_BEATMAP_LIMIT = 5;
/** Playlists, stages and avatars shown by the global search (spec §9 "Other search limits"). */
export const SEARCH_OTHER_LIMIT = 3;
/** Users shown by the fuzzy fallback (spec §9 "User fuzzy search limit"). */
export const SEARCH_USER_FUZZY_LIMIT = 2;
/** Shortest term that searches playlists, stages and avatars (spec §5 "Search"). */
export const SEARCH_MODELS_MIN_LENGTH = 5;
/** Terms longer than this fall back to a fuzzy user search (spec §5 "Search"). */
export const SEARCH_USER_FUZZY_AFTER = 3;
/** How long typing must pause before searching, in ms (spec §9 "Search debounce"). */
export const SEARCH_DEBOUNCE_MS = 1000;

/** Search queries never drive the global progress bar (spec §7 "Search (no progress bar)"). */
export const SEARCH_QUERY_META = { progress: false } as const;

/**
 * The query of one name search on playlists, stages or avatars (spec §7): display fields, the
 * newest {@link SEARCH_OTHER_LIMIT} whose name contains the lowercased term.
 */
export function nameSearchQuery(term: string): Record<string, string | number | undefined> {
  return {
    select: 'id,name,published_at,download_count,upvote_count,downvote_count,user',
    s: grammarFilter([termCondition(term.toLowerCase(), ['name'])]),
    sort: 'published_at,DESC',
    limit: SEARCH_OTHER_LIMIT,
    page: 1,
  };
}

/** Whether `term` is long enough to search playlists, stages and avatars. */
export function searchesModels(term: string): boolean {
  return term.length >= SEARCH_MODELS_MIN_LENGTH;
}
