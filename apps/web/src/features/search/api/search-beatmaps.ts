import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { grammarFilter, termCondition } from '../../../lib/list-grammar.ts';
import { SEARCH_BEATMAP_LIMIT, SEARCH_QUERY_META } from './search-constants.ts';
import { searchKeys } from './keys.ts';

/** The beatmap fields a search result shows (spec §2 "Global search dialog"). */
export type BeatmapHit = Pick<
  Beatmap,
  | 'id'
  | 'title'
  | 'artist'
  | 'mapper'
  | 'published_at'
  | 'created_at'
  | 'download_count'
  | 'upvote_count'
  | 'downvote_count'
  | 'user'
>;

const SELECT =
  'id,title,artist,mapper,published_at,created_at,download_count,upvote_count,downvote_count,user';

/**
 * The `s` filter of the beatmap search (spec §7 "Search"): full text, artist, title or uploader
 * name contains the term (case-insensitive), OST entries left out. Collaborator names and the
 * "karaoke" file-type filter are not sent: the server has no collaborator or file data yet.
 */
export function beatmapSearchFilter(term: string): string {
  return grammarFilter([
    termCondition(term, ['artist', 'title', 'user.username'], 'text_search'),
    { ost: { $ne: true } },
  ])!;
}

/**
 * `GET /api/beatmaps?select=…&join=user&sort=published_at,DESC&limit=5&page=1&s=…`: the newest
 * five published beatmaps matching `term` (see {@link beatmapSearchFilter}).
 * @throws ApiError on failure
 */
export function searchBeatmaps(term: string, signal?: AbortSignal): Promise<Paginated<BeatmapHit>> {
  return api.request<Paginated<BeatmapHit>>('/api/beatmaps', {
    query: {
      select: SELECT,
      join: 'user',
      sort: 'published_at,DESC',
      limit: SEARCH_BEATMAP_LIMIT,
      page: 1,
      s: beatmapSearchFilter(term),
    },
    signal,
  });
}

/** Query options keyed `searchKeys.group('beatmaps', term)`; idle for an empty term. */
export function searchBeatmapsQueryOptions(term: string) {
  return queryOptions({
    queryKey: searchKeys.group('beatmaps', term),
    queryFn: ({ signal }) => searchBeatmaps(term, signal),
    enabled: term.length > 0,
    meta: SEARCH_QUERY_META,
  });
}

/** Beatmaps matching `term`. */
export function useSearchBeatmaps(term: string) {
  return useQuery(searchBeatmapsQueryOptions(term));
}
