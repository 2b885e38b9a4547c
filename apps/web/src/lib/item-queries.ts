import type { Paginated } from '@synthhub/shared/api/pagination';
import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from './api-client.ts';
import { type ItemKind, itemKeys } from './item-keys.ts';

/**
 * What the content kinds' client endpoints share (beatmaps, playlists, stages, avatars, mods;
 * conventions.md "Shared mechanisms", docs/decisions/0051): each feature's `api/` file keeps its
 * fetcher, query options and hook (conventions.md "Habits" 6) and builds them with these.
 */

/**
 * Query options of one page of a kind's list: keyed `queryKey` (the kind's `keys.list(params)`),
 * fetched by `fetchPage`; the previous page stays shown while the next loads.
 */
export function pagedQueryOptions<T, K extends QueryKey>(
  queryKey: K,
  fetchPage: (signal: AbortSignal) => Promise<Paginated<T>>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
  });
}

/** Query options of one item: keyed `queryKey` (the kind's `keys.detail(id)`), fetched by `fetchItem`. */
export function itemQueryOptions<T, K extends QueryKey>(
  queryKey: K,
  fetchItem: (signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => fetchItem(signal) });
}

/** Puts an item the server answered into its detail cache and refetches the kind's lists. */
export function storeItem(queryClient: QueryClient, kind: ItemKind, item: { id: number }) {
  queryClient.setQueryData(itemKeys.detail(kind, item.id), item);
  return queryClient.invalidateQueries({ queryKey: itemKeys.lists(kind) });
}

/**
 * A mutation whose answer is the saved item of `kind` (an edit, a new cover): the detail cache
 * takes the answer, the kind's lists are refetched.
 */
export function useItemMutation<V, T extends { id: number }>(
  kind: ItemKind,
  mutationFn: (variables: V) => Promise<T>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (item) => storeItem(queryClient, kind, item) });
}

/**
 * `POST {path}` with an image in the form field `file` (a content item's cover; uploader or admin).
 * Answers the item with its new `cover_url` and `cover_version`.
 * @throws ApiError 400 without a file, 422 when it is not a readable PNG/JPEG, 403/404
 */
export function uploadCover<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.request<T>(path, { method: 'POST', form });
}
