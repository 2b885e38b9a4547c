import { type ListParams, listQuery } from './list-params.ts';

/**
 * The root of each content item kind's TanStack Query keys (beatmaps, playlists, stages, avatars,
 * mods: the kinds of one published, voted, downloaded item, conventions.md "Shared mechanisms").
 * Each feature's key factory (`features/<kind>s/api/keys.ts`) builds its keys on these, so code
 * outside a feature (the votes in `lib/votes`, a feature that lists another kind's items) can name
 * a kind's lists or one item's detail without importing that feature (conventions.md "Habits" 1).
 */
const ITEM_ROOTS = {
  beatmap: 'beatmaps',
  playlist: 'playlists',
  stage: 'stages',
  avatar: 'avatars',
  mod: 'mods',
} as const;

/** A kind of content item: `beatmap`, `playlist`, `stage`, `avatar` or `mod` (spec §3 entities; the same set as `VoteKind`). */
export type ItemKind = keyof typeof ITEM_ROOTS;

/**
 * Key factory shared by the content item kinds (TanStack Query key factories, TkDodo "Effective
 * React Query Keys"): `all(kind)` is `['beatmaps']`, `lists(kind)` `['beatmaps', 'list']`,
 * `details(kind)` `['beatmaps', 'detail']`, `detail(kind, id)` `['beatmaps', 'detail', id]`.
 * Invalidating a shorter key reaches every longer key that starts with it.
 */
export const itemKeys = {
  all: <K extends ItemKind>(kind: K) => [ITEM_ROOTS[kind]] as const,
  lists: <K extends ItemKind>(kind: K) => [...itemKeys.all(kind), 'list'] as const,
  details: <K extends ItemKind>(kind: K) => [...itemKeys.all(kind), 'detail'] as const,
  detail: <K extends ItemKind>(kind: K, id: number) => [...itemKeys.details(kind), id] as const,
};

/**
 * The key factory of a kind whose list endpoint takes the common list parameters (playlists,
 * stages, avatars): {@link itemKeys} bound to `kind`, and `list(params)` one page, its params
 * normalized by `listQuery` (limit `pageSize` and `drafts` false when absent, lib/list-params.ts);
 * `pageSize` itself, for the kind's list endpoint (lib/item-queries.ts `itemListEndpoint`).
 */
export function itemKeyFactory<K extends ItemKind>(kind: K, pageSize: number) {
  const lists = () => itemKeys.lists(kind);
  return {
    all: itemKeys.all(kind),
    lists,
    list: (params: ListParams) => [...lists(), listQuery(params, pageSize).key] as const,
    details: () => itemKeys.details(kind),
    detail: (id: number) => itemKeys.detail(kind, id),
    pageSize,
  };
}
