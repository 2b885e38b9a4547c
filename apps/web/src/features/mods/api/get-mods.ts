import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Mod, ModListQueryInput } from '@synthhub/shared/mods/mods.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pagedQueryOptions } from '../../../lib/item-queries.ts';
import { modKeys, modListQuery } from './keys.ts';

/**
 * `GET /api/mods?q=&platform=&game_version=&sort=&order=&page=&limit=[&mine=1]`: one page of
 * released mods (the caller's own, drafts included, with `mine`), in the list envelope.
 * @throws ApiError on failure (400 naming a bad parameter)
 */
export function getMods(params: ModListQueryInput, signal?: AbortSignal): Promise<Paginated<Mod>> {
  return api.request<Paginated<Mod>>('/api/mods', { query: modListQuery(params), signal });
}

/** Query options keyed `modKeys.list(params)`; the previous page stays shown while the next loads. */
export function getModsQueryOptions(params: ModListQueryInput) {
  return pagedQueryOptions(modKeys.list(params), (signal) => getMods(params, signal));
}

/** One page of mods. */
export function useMods(params: ModListQueryInput) {
  return useQuery(getModsQueryOptions(params));
}
