import { itemKeyFactory, itemKeys } from '../../../lib/item-keys.ts';

/** Playlists per page on the `/playlists` grid: the `limit` a list request and its key take when none is given. */
export const PLAYLISTS_PAGE_SIZE = 24;

/**
 * Every TanStack Query key of the playlists feature, in one place (TkDodo "Effective React Query
 * Keys"; conventions.md "Shared mechanisms"). The item keys come from {@link itemKeys}:
 * - `all` `['playlists']`: everything about playlists (a deletion drops it);
 * - `lists()` `['playlists', 'list']`, `list(params)` one page of `GET /api/playlists`, its params
 *   normalized by `listQuery` (limit {@link PLAYLISTS_PAGE_SIZE} and `drafts` false when absent);
 * - `details()`, `detail(id)` `['playlists', 'detail', id]`: one playlist with its songs;
 * - `beatmapChoices(page)` `['beatmaps', 'list', 'choices', page]`: the "Add songs" browser's
 *   beatmaps, kept under the beatmap item keys so a beatmap upload or edit refreshes them.
 */
export const playlistKeys = {
  ...itemKeyFactory('playlist', PLAYLISTS_PAGE_SIZE),
  beatmapChoices: (page: number) => [...itemKeys.lists('beatmap'), 'choices', page] as const,
};
