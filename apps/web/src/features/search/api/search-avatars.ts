import { type NameHit, nameSearch } from './name-search.ts';

/**
 * The avatars group of the global search (spec §7 "Search"):
 * `GET /api/models/avatars?s={"name":{"$contL":term}}&sort=published_at,DESC&limit=3&page=1`, the newest
 * avatars whose name contains the lowercased term: `searchAvatars` fetches, `searchAvatarsQueryOptions` is
 * keyed `searchKeys.group('avatars', term)` (enabled for terms of 5+ characters), `useSearchAvatars` runs it.
 */
export const {
  fetch: searchAvatars,
  options: searchAvatarsQueryOptions,
  useSearch: useSearchAvatars,
} = nameSearch<NameHit>('avatars', '/api/models/avatars');
