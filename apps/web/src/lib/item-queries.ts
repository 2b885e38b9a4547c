import type { Paginated } from '@synthhub/shared/api/pagination';
import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from './api-client.ts';
import { type ItemKind, itemKeys } from './item-keys.ts';
import { type ListParams, listQuery } from './list-params.ts';

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
  return postFile<T>(path, file);
}

/**
 * `POST {path}` as multipart with `file` in the form field `file` (a kind's upload, spec §7
 * "Uploads", or a cover); answers what the server answers.
 * @throws ApiError with the server's status and message (e.g. 422 naming what is wrong with the file)
 */
export function postFile<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.request<T>(path, { method: 'POST', form });
}

/**
 * A kind's upload mutation (spec §7 "Uploads"): `mutationFn` sends the file; on success every list
 * of `kind` is refetched (the new item is a draft in the uploader's lists).
 */
export function useUploadMutation<T>(kind: ItemKind, mutationFn: (file: File) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemKeys.lists(kind) }),
  });
}

/** The part of a kind's key factory (lib/item-keys.ts `itemKeyFactory`) a list endpoint reads. */
export interface ListKeys {
  /** The key of one page of the list. */
  list: (params: ListParams) => QueryKey;
  /** The `limit` a request takes when none is given. */
  pageSize: number;
}

/**
 * The list endpoint of a kind that takes the common list parameters (`GET {path}?page=&limit=
 * [&user_id=&drafts=true&s=&sort=]`, lib/list-params.ts; newest first unless `sort` says
 * otherwise): `fetch` one page (@throws ApiError on failure), its query `options` keyed
 * `keys.list(params)` (the previous page stays shown while the next loads), and `useList`.
 */
export function itemListEndpoint<T>(path: string, keys: ListKeys) {
  const fetch = (params: ListParams, signal?: AbortSignal) =>
    api.request<Paginated<T>>(path, { query: listQuery(params, keys.pageSize).query, signal });
  const options = (params: ListParams) =>
    pagedQueryOptions(keys.list(params), (signal) => fetch(params, signal));
  return { fetch, options, useList: (params: ListParams) => useQuery(options(params)) };
}

/**
 * The detail endpoint of a kind (`GET {path}/{id}`): `fetch` one item (@throws ApiError 404 when
 * there is no such item for this user: unpublished ones answer only to their uploader and admins),
 * its query `options` keyed `detailKey(id)`, and `useItem`.
 */
export function itemEndpoint<T, K extends QueryKey>(path: string, detailKey: (id: number) => K) {
  const fetch = (id: number, signal?: AbortSignal) => api.request<T>(`${path}/${id}`, { signal });
  const options = (id: number) => itemQueryOptions(detailKey(id), (signal) => fetch(id, signal));
  return { fetch, options, useItem: (id: number) => useQuery(options(id)) };
}
