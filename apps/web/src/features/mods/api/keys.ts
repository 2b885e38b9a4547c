import type { ModListQueryInput } from '@synthhub/shared/mods/mods.schemas';
import { itemKeys } from '../../../lib/item-keys.ts';

/** Mods per page on the `/mods` list: the `limit` a list request and its key take when none is given. */
export const MODS_PAGE_SIZE = 24;

/**
 * The `GET /api/mods` query with the page size filled in and empty parts left out, so equal
 * requests have equal keys (and equal query strings).
 */
export function modListQuery(params: ModListQueryInput): Record<string, string | number> {
  const query: Record<string, string | number> = {
    page: Number(params.page ?? 1),
    limit: Number(params.limit ?? MODS_PAGE_SIZE),
  };
  if (params.q) query.q = params.q;
  if (params.platform) query.platform = params.platform;
  if (params.game_version) query.game_version = params.game_version;
  if (params.sort) query.sort = params.sort;
  if (params.order) query.order = params.order;
  if (params.mine) query.mine = params.mine;
  return query;
}

/**
 * Every TanStack Query key of the mods feature (TkDodo "Effective React Query Keys";
 * conventions.md "Shared mechanisms"), built on {@link itemKeys} so code outside the feature (the
 * votes) names the same entries:
 * - `all` `['mods']`: everything about mods (creates, uploads and deletions invalidate it);
 * - `lists()` `['mods', 'list']`, `list(params)` one page of `GET /api/mods` ({@link modListQuery});
 * - `details()` `['mods', 'detail']`, `detail(ref)` one mod: by id `['mods', 'detail', 9]` (the
 *   item key; the edit page), by slug `['mods', 'detail', 'better-timing']` (the mod's page).
 */
export const modKeys = {
  all: itemKeys.all('mod'),
  lists: () => itemKeys.lists('mod'),
  list: (params: ModListQueryInput) => [...modKeys.lists(), modListQuery(params)] as const,
  details: () => itemKeys.details('mod'),
  detail: (ref: string | number) =>
    typeof ref === 'number' ? itemKeys.detail('mod', ref) : ([...modKeys.details(), ref] as const),
};
