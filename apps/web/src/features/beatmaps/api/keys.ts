import type { Difficulty } from '@synthhub/shared/beatmaps/beatmaps.constants';
import type { GrammarParams } from '../../../lib/content-lists.ts';
import { itemKeys } from '../../../lib/item-keys.ts';
import { type ListParams, listQuery } from '../../../lib/list-params.ts';

/** Beatmaps per page on the `/beatmaps` grid: the `limit` a list request and its key take when none is given. */
export const BEATMAPS_PAGE_SIZE = 24;

/**
 * Every TanStack Query key of the beatmaps feature, in one place (TkDodo "Effective React Query
 * Keys"; conventions.md "Shared mechanisms"). The item keys come from {@link itemKeys}, so votes
 * and other features reach the same entries:
 * - `all` `['beatmaps']`: everything about beatmaps (uploads and deletions invalidate it);
 * - `lists()` `['beatmaps', 'list']`, `list(params)` one page of `GET /api/beatmaps`, its params
 *   normalized by `listQuery` (limit {@link BEATMAPS_PAGE_SIZE} and `drafts` false when absent), so
 *   `{page: 1}` and `{page: 1, limit: 24}` share one entry;
 * - `popular(limit)` `['beatmaps', 'list', 'popular', limit]`: "Popular this week", under the
 *   lists so an upload, a deletion or a vote refreshes it like any list;
 * - `details()`, `detail(id)` `['beatmaps', 'detail', id]`: one beatmap; `chart(id, difficulty)`
 *   `['beatmaps', 'detail', id, 'chart', difficulty]`: its map preview's notes;
 * - `downloader(grammar)` `['beatmaps', 'downloader', {s, sort}]`: the downloader's selection;
 * - `downloadHistory(userId, page, limit)` `['downloads', userId, {page, limit}]`: kept outside
 *   `all` so an upload or a deletion does not refetch the history (it is refetched on each visit);
 * - `playlistChoices(term)`, `playlistSelection(id)`: the downloader's playlists, kept under the
 *   playlist item keys (`['playlists', 'list', 'downloader', term]`,
 *   `['playlists', 'detail', id, 'downloader']`) so a saved, uploaded or deleted playlist refreshes
 *   them as it refreshes the playlists feature's own lists and details.
 */
export const beatmapKeys = {
  all: itemKeys.all('beatmap'),
  lists: () => itemKeys.lists('beatmap'),
  list: (params: ListParams) => [...beatmapKeys.lists(), listQuery(params, BEATMAPS_PAGE_SIZE).key] as const,
  popular: (limit: number) => [...beatmapKeys.lists(), 'popular', limit] as const,
  details: () => itemKeys.details('beatmap'),
  detail: (id: number) => itemKeys.detail('beatmap', id),
  chart: (id: number, difficulty: Difficulty) => [...beatmapKeys.detail(id), 'chart', difficulty] as const,
  downloader: (grammar: GrammarParams) =>
    [...beatmapKeys.all, 'downloader', { s: grammar.s, sort: grammar.sort }] as const,
  downloadHistory: (userId: number | undefined, page: number, limit: number) =>
    ['downloads', userId, { page, limit }] as const,
  playlistChoices: (term: string) => [...itemKeys.lists('playlist'), 'downloader', term.trim()] as const,
  playlistSelection: (id: number | null) => [...itemKeys.details('playlist'), id, 'downloader'] as const,
};
