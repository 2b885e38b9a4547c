import { type NameHit, nameSearch } from './name-search.ts';

/**
 * The stages group of the global search (spec §7 "Search"):
 * `GET /api/models/stages?s={"name":{"$contL":term}}&sort=published_at,DESC&limit=3&page=1`, the newest
 * stages whose name contains the lowercased term: `searchStages` fetches, `searchStagesQueryOptions` is
 * keyed `searchKeys.group('stages', term)` (enabled for terms of 5+ characters), `useSearchStages` runs it.
 */
export const {
  fetch: searchStages,
  options: searchStagesQueryOptions,
  useSearch: useSearchStages,
} = nameSearch<NameHit>('stages', '/api/models/stages');
