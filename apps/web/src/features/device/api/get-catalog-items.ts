import type { Paginated } from '@synthhub/shared/api/pagination';
import { PAGE_SIZE_MAX } from '@synthhub/shared/api/pagination';
import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { ContentKind } from '@synthhub/shared/device/layout';
import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { deviceCatalogKeys } from './keys.ts';

/** The site item each content kind is matched to (formats.md §6.3 shapes). */
export interface CatalogItemByKind {
  beatmap: Beatmap;
  playlist: Playlist;
  stage: Stage;
  avatar: Avatar;
}

/** Any catalog item. */
export type CatalogItem = CatalogItemByKind[ContentKind];

/** The list endpoint of each kind (formats.md §6.1 grammar; `id` and `name` are whitelisted in `*.crud.ts`). */
export const CATALOG_ENDPOINTS: Readonly<Record<ContentKind, string>> = {
  beatmap: '/api/beatmaps',
  playlist: '/api/playlists',
  stage: '/api/models/stages',
  avatar: '/api/models/avatars',
};

/** Ids (plus names) per request: half the endpoints' largest page, so every match fits in one page. */
export const CATALOG_LOOKUP_CHUNK = PAGE_SIZE_MAX / 2;

/**
 * What to look up for one kind: site `ids` (from `synthriderz.meta.json` or the `<id>-` prefix) and,
 * for stages, candidate stage `names` of files without an id (see {@link stageNameFromFileName}).
 */
export interface CatalogLookup {
  ids: readonly number[];
  names?: readonly string[];
}

/** The distinct positive ids, ascending (a stable query key whatever order the device listed its files in). */
export function normalizeIds(ids: readonly number[]): number[] {
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))].sort((a, b) => a - b);
}

/**
 * The name the site gives a stage uploaded as this bundle (the server's `stageNameFromBundle`:
 * the stem with its joined words split, "NeonCity2077.stagedroid" → "Neon City2077", at most 64
 * characters). Stage bundles are installed under their own names, which carry no site id, so a
 * stage whose name was not changed after upload is found this way; the match is then confirmed
 * by the exact file name (installed-rows.ts), never by the name alone.
 */
export function stageNameFromFileName(filename: string): string {
  const words = filename
    .replace(/\.[^.]*$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim();
  return words.slice(0, 64).trim();
}

function chunked<T>(values: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

/**
 * The site items of one kind that the installed files name: one grammar request
 * `GET {endpoint}?s={"id":{"$in":[…]}}&limit=100&page=1` per 50 ids (one request for most
 * devices); with `names` (stages), `{"$or":[{"id":{"$in":[…]}},{"name":{"$inL":[…]}}]}`. Items the
 * viewer cannot see (unpublished, deleted) are simply absent. Resolves `[]` without a request when
 * there is nothing to look up.
 * @throws ApiError when a request fails
 */
export async function getCatalogItems<K extends ContentKind>(
  kind: K,
  lookup: CatalogLookup,
  signal?: AbortSignal,
): Promise<CatalogItemByKind[K][]> {
  const idChunks = chunked(normalizeIds(lookup.ids), CATALOG_LOOKUP_CHUNK);
  const nameChunks = chunked([...new Set(lookup.names ?? [])].filter(Boolean).sort(), CATALOG_LOOKUP_CHUNK);
  const conditions = Array.from({ length: Math.max(idChunks.length, nameChunks.length) }, (_, i) => {
    const parts = [
      idChunks[i] && { id: { $in: idChunks[i] } },
      nameChunks[i] && { name: { $inL: nameChunks[i] } },
    ].filter(Boolean);
    return parts.length === 1 ? parts[0] : { $or: parts };
  });
  const pages = await Promise.all(
    conditions.map((condition) =>
      api.request<Paginated<CatalogItemByKind[K]>>(CATALOG_ENDPOINTS[kind], {
        query: { s: JSON.stringify(condition), limit: PAGE_SIZE_MAX, page: 1 },
        signal,
      }),
    ),
  );
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.data)
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

/** Query options keyed `deviceCatalogKeys.catalogItems(kind, ids, names)` (distinct, sorted); off when there is nothing to look up. */
export function getCatalogItemsQueryOptions<K extends ContentKind>(kind: K, lookup: CatalogLookup) {
  const ids = normalizeIds(lookup.ids);
  const names = [...new Set(lookup.names ?? [])].filter(Boolean).sort();
  return queryOptions({
    queryKey: deviceCatalogKeys.catalogItems(kind, ids, names),
    queryFn: ({ signal }) => getCatalogItems(kind, { ids, names }, signal),
    enabled: ids.length + names.length > 0,
    staleTime: 60_000,
  });
}

/** The site items of one kind matching the installed files (see {@link getCatalogItems}). */
export function useCatalogItems<K extends ContentKind>(kind: K, lookup: CatalogLookup) {
  return useQuery(getCatalogItemsQueryOptions(kind, lookup));
}
