import type { ContentKind } from '@synthhub/shared/device/layout';
import { paths } from '../../config/paths.ts';
import { type InstalledFile, normalizeFileName } from '../../device/installer/content-index.ts';
import type { CatalogItem, CatalogItemByKind } from './api/get-catalog-items.ts';

/**
 * Where an installed file stands against the site (device-notes §5.2):
 * - `current`: matched to a site item, nothing newer known
 * - `update`: a beatmap whose installed copy is not the site's primary version
 * - `unknown`: no site match (no id in its meta or name and no known file name, or no such item
 *   visible on the site)
 */
export type InstalledStatus = 'current' | 'update' | 'unknown';

/** One installed file with its site item (null when unknown) and its status. */
export interface InstalledRow<K extends ContentKind = ContentKind> {
  file: InstalledFile;
  item: CatalogItemByKind[K] | null;
  status: InstalledStatus;
}

/** The content kinds in the order the page shows them (the sidebar's order, spec §1). */
export const DEVICE_KINDS = [
  'beatmap',
  'playlist',
  'stage',
  'avatar',
] as const satisfies readonly ContentKind[];

/** What the page calls each kind: the tab title and the lower-case singular/plural for counts. */
export const KIND_WORDS: Readonly<Record<ContentKind, { title: string; one: string; many: string }>> = {
  beatmap: { title: 'Beatmaps', one: 'beatmap', many: 'beatmaps' },
  playlist: { title: 'Playlists', one: 'playlist', many: 'playlists' },
  stage: { title: 'Stages', one: 'stage', many: 'stages' },
  avatar: { title: 'Avatars', one: 'avatar', many: 'avatars' },
};

/** "1 beatmap", "3 beatmaps". */
export function countOf(kind: ContentKind, n: number): string {
  return `${n.toLocaleString('en')} ${n === 1 ? KIND_WORDS[kind].one : KIND_WORDS[kind].many}`;
}

/** The installed files' site ids (those that have one). */
export function siteIds(files: readonly InstalledFile[]): number[] {
  return files.flatMap((file) => (file.siteId === null ? [] : [file.siteId]));
}

/**
 * The names a site item's files are downloaded under: a beatmap's and an avatar's `filename`,
 * every bundle name of a stage (stage bundles carry no `<id>-` prefix, so this is how they match).
 */
export function itemFileNames(item: CatalogItem): string[] {
  if ('files' in item) return [...item.files, ...item.latest_files].map((f) => f.file.filename);
  if ('filename' in item && typeof item.filename === 'string') return [item.filename];
  return [];
}

/**
 * Whether an installed beatmap is not the site's primary version (the rule of the content index's
 * `status`): with a known installed hash, the hashes differ; without one (Quest files with an
 * `<id>-` name, whose meta is not read over USB), its name is not the primary's download name.
 */
export function isOutdated(file: InstalledFile, item: CatalogItemByKind['beatmap']): boolean {
  if (file.hash) return file.hash.toLowerCase() !== item.hash.toLowerCase();
  return Boolean(item.filename) && normalizeFileName(file.name) !== normalizeFileName(item.filename);
}

/**
 * Matches installed files to site items, by site id first, else by a known download name
 * (case-insensitive). Rows are sorted by title then file name, unknown files last.
 */
export function matchInstalled<K extends ContentKind>(
  kind: K,
  files: readonly InstalledFile[],
  items: readonly CatalogItemByKind[K][],
): InstalledRow<K>[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const byName = new Map<string, CatalogItemByKind[K]>();
  for (const item of items) for (const name of itemFileNames(item)) byName.set(normalizeFileName(name), item);
  const rows = files.map((file): InstalledRow<K> => {
    const item =
      (file.siteId === null ? undefined : byId.get(file.siteId)) ?? byName.get(normalizeFileName(file.name));
    if (!item) return { file, item: null, status: 'unknown' };
    const outdated = kind === 'beatmap' && isOutdated(file, item as CatalogItemByKind['beatmap']);
    return { file, item, status: outdated ? 'update' : 'current' };
  });
  return rows.sort(
    (a, b) =>
      Number(a.status === 'unknown') - Number(b.status === 'unknown') ||
      rowTitle(a).localeCompare(rowTitle(b), 'en', { sensitivity: 'base' }) ||
      a.file.name.localeCompare(b.file.name, 'en'),
  );
}

/** What a row is called: the site item's title ("artist - title" for beatmaps, the name otherwise) or the file name. */
export function rowTitle(row: InstalledRow): string {
  const item = row.item as CatalogItem | null;
  if (!item) return row.file.name;
  return 'artist' in item ? `${item.artist} - ${item.title}` : item.name;
}

/** The site page of a kind's item. */
export function itemHref(kind: ContentKind, id: number): string {
  switch (kind) {
    case 'beatmap':
      return paths.beatmaps.detail.getHref(id);
    case 'playlist':
      return paths.playlists.detail.getHref(id);
    case 'stage':
      return paths.models.stages.detail.getHref(id);
    case 'avatar':
      return paths.models.avatars.detail.getHref(id);
  }
}

/** How many rows have each status. */
export function countStatuses(rows: readonly InstalledRow[]): Record<InstalledStatus, number> {
  const counts: Record<InstalledStatus, number> = { current: 0, update: 0, unknown: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}
