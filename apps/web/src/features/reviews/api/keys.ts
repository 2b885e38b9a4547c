import { REVIEWS_PAGE_SIZE } from '@synthhub/shared/reviews/reviews.constants';
import { itemKeys } from '../../../lib/item-keys.ts';

/**
 * Every TanStack Query key of the reviews feature, in one place (TkDodo "Effective React Query
 * Keys"; conventions.md "Shared mechanisms"). Reviews live under their beatmap's detail key, so a
 * review write can refresh the beatmap (its `review_count` in the tab label) and its reviews with
 * one invalidation, and the beatmaps feature's own invalidations reach them too:
 * - `beatmap(id)` `['beatmaps', 'detail', id]`: the beatmap and everything under it;
 * - `all(id)` `['beatmaps', 'detail', id, 'reviews']`: every page of its reviews;
 * - `page(id, viewer, page, limit)` `['beatmaps', 'detail', id, 'reviews', viewer, {page, limit}]`:
 *   one page as the signed-in user `viewer` (null: signed out) sees it, since `mine` differs.
 */
export const reviewKeys = {
  beatmap: (beatmapId: number) => itemKeys.detail('beatmap', beatmapId),
  all: (beatmapId: number) => [...reviewKeys.beatmap(beatmapId), 'reviews'] as const,
  page: (beatmapId: number, viewer: number | null, page: number, limit = REVIEWS_PAGE_SIZE) =>
    [...reviewKeys.all(beatmapId), viewer, { page, limit }] as const,
};
