import { CONTENT_KINDS, hasContentExtension } from '@synthhub/shared/device/layout';
import type { ConnectedDevice } from '../react/device-context.ts';
import type { ContentKind, DeviceEntry, DeviceFs } from '../types.ts';
import type { InstallableItem } from './installable.ts';
import { readSmallZipEntry } from './read-zip-entry.ts';

/** Name of the entry synthriderz downloads carry inside a `.synth` (formats.md §1.1). */
export const SITE_META_ENTRY = 'synthriderz.meta.json';

/** One content file on a device, matched to a site item when it can be (device-notes §5.2). */
export interface InstalledFile {
  kind: ContentKind;
  /** Device path of the file (`SynthRidersUC/CustomSongs/41-Artist-Title-Mapper.synth`). */
  path: string;
  /** The file name. */
  name: string;
  /** The folder it was listed from (one of `layout.kinds[kind].read`, or a legacy folder). */
  folder: string;
  /** Size in bytes. */
  size: number;
  /** Modification time, ms since the epoch. */
  mtimeMs: number;
  /** The site id: `synthriderz.meta.json` `id` (beatmaps) or the `<id>-` file name prefix; null: unknown. */
  siteId: number | null;
  /** Beatmaps: `synthriderz.meta.json` `hash` (64 lowercase hex) when it was read; else null. */
  hash: string | null;
}

/** Whether an item is on the device, and whether the copy there is older than the site's primary. */
export type InstallStatus = 'missing' | 'installed' | 'outdated';

/** Every content file of a connected device, per kind, with look-ups by site item. */
export interface ContentIndex {
  /** Every file, kinds in CONTENT_KINDS order, each kind's read folders in layout order. */
  files: InstalledFile[];
  byKind: Record<ContentKind, InstalledFile[]>;
  /** The first file of `kind` whose siteId is `id`. */
  find(kind: ContentKind, id: number): InstalledFile | undefined;
  /** The file of an item: by siteId, else by one of `item.filenames` (case-insensitive). */
  findItem(item: InstallableItem): InstalledFile | undefined;
  /**
   * `missing`, `installed`, or `outdated`: a beatmap whose installed hash differs from `item.hash`
   * (the primary version), or — when the installed hash is unknown — whose file name is not the
   * primary's download name (`<id>-v2-…` vs `<id>-…`, formats.md §1.7).
   */
  status(item: InstallableItem): InstallStatus;
  /** Files matched to no site item (siteId null and no known name). */
  unknown: InstalledFile[];
}

/** Options of {@link buildContentIndex}. */
export interface ContentIndexOptions {
  /**
   * Read `synthriderz.meta.json` of every `.synth` for its id and hash (updates, files renamed by
   * hand). Default: true, except on the Quest where a read pulls the whole file over USB, so only
   * files without an `<id>-` prefix are opened there. Results are cached per file (path, size, mtime).
   */
  readMeta?: boolean;
  /** Stops listing and reading; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** Case- and Unicode-form-insensitive key of a file name (NTFS and /sdcard ignore case; device-notes §5.2). */
export function normalizeFileName(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

/** The site id in a download name: `41-Artist-Title.synth`, `12-Name.playlist` or `41.synth` → 41; else null. */
export function siteIdFromFileName(name: string): number | null {
  const match = /^(\d{1,9})[-.]/.exec(name);
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}

interface SiteMeta {
  id: number;
  hash: string;
}

/** Parses `synthriderz.meta.json`: `{id: positive integer, hash: 64 hex}`, else null (formats.md §1.1). */
export function parseSiteMetaJson(bytes: Uint8Array): SiteMeta | null {
  try {
    const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
    const json = JSON.parse(text) as { id?: unknown; hash?: unknown };
    const { id, hash } = json;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
    if (typeof hash !== 'string' || !/^[0-9a-fA-F]{64}$/.test(hash)) return null;
    return { id, hash: hash.toLowerCase() };
  } catch {
    return null;
  }
}

const metaCache = new WeakMap<DeviceFs, Map<string, SiteMeta | null>>();

/** `synthriderz.meta.json` of one `.synth` on a device (cached by path, size and mtime); null when absent. */
export async function readSiteMeta(fs: DeviceFs, path: string, entry: DeviceEntry): Promise<SiteMeta | null> {
  let cache = metaCache.get(fs);
  if (!cache) metaCache.set(fs, (cache = new Map()));
  const key = `${path}\u0000${entry.size}\u0000${entry.mtimeMs}`;
  if (cache.has(key)) return cache.get(key)!;
  const blob = await fs.read(path);
  const bytes = await readSmallZipEntry(blob, SITE_META_ENTRY);
  const meta = bytes ? parseSiteMetaJson(bytes) : null;
  cache.set(key, meta);
  return meta;
}

/** Runs `fn` over `items`, at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Lists the content files of `kind` in `folders` (every one, in order; a missing folder lists as
 * empty), keeping only the kind's extensions (`layout.kinds[kind].extensions`, case-insensitive)
 * and one entry per path, sorted by name within a folder, and matches each to a site id (see {@link ContentIndexOptions.readMeta}).
 */
export async function listKindFiles(
  device: ConnectedDevice,
  kind: ContentKind,
  folders: readonly string[],
  options: ContentIndexOptions = {},
): Promise<InstalledFile[]> {
  const readMeta = options.readMeta ?? true;
  const { extensions } = device.layout.kinds[kind];
  const files: InstalledFile[] = [];
  const entries = new Map<InstalledFile, DeviceEntry>();
  const seen = new Set<string>();
  for (const folder of folders) {
    options.signal?.throwIfAborted();
    const listed = await device.fs.list(folder);
    listed.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of listed) {
      if (!hasContentExtension(entry.name, extensions)) continue;
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (seen.has(path)) continue;
      seen.add(path);
      const file: InstalledFile = {
        kind,
        path,
        name: entry.name,
        folder,
        size: entry.size,
        mtimeMs: entry.mtimeMs,
        siteId: siteIdFromFileName(entry.name),
        hash: null,
      };
      files.push(file);
      entries.set(file, entry);
    }
  }
  if (kind === 'beatmap') {
    const onlyUnnamed = options.readMeta === undefined && device.type === 'quest';
    const toRead = readMeta ? files.filter((f) => !onlyUnnamed || f.siteId === null) : [];
    await eachLimited(toRead, 3, async (file) => {
      options.signal?.throwIfAborted();
      const meta = await readSiteMeta(device.fs, file.path, entries.get(file)!).catch(() => null);
      if (meta) {
        file.siteId = meta.id;
        file.hash = meta.hash;
      }
    });
  }
  return files;
}

/** Builds a ContentIndex over already listed files (exported for tests and for the /device page). */
export function indexFiles(files: InstalledFile[]): ContentIndex {
  const byKind = Object.fromEntries(CONTENT_KINDS.map((k) => [k, [] as InstalledFile[]])) as Record<
    ContentKind,
    InstalledFile[]
  >;
  const byId = new Map<string, InstalledFile>();
  const byName = new Map<string, InstalledFile>();
  for (const file of files) {
    byKind[file.kind].push(file);
    if (file.siteId !== null && !byId.has(`${file.kind}:${file.siteId}`))
      byId.set(`${file.kind}:${file.siteId}`, file);
    const nameKey = `${file.kind}:${normalizeFileName(file.name)}`;
    if (!byName.has(nameKey)) byName.set(nameKey, file);
  }
  const find = (kind: ContentKind, id: number) => byId.get(`${kind}:${id}`);
  const findItem = (item: InstallableItem) =>
    find(item.kind, item.id) ??
    (item.filenames ?? []).map((n) => byName.get(`${item.kind}:${normalizeFileName(n)}`)).find(Boolean);
  return {
    files,
    byKind,
    find,
    findItem,
    status(item) {
      const file = findItem(item);
      if (!file) return 'missing';
      if (item.kind !== 'beatmap' || !item.hash) return 'installed';
      if (file.hash) return file.hash === item.hash.toLowerCase() ? 'installed' : 'outdated';
      const names = (item.filenames ?? []).map(normalizeFileName);
      return names.length === 0 || names.includes(normalizeFileName(file.name)) ? 'installed' : 'outdated';
    },
    unknown: files.filter((f) => f.siteId === null),
  };
}

/**
 * Lists every read folder of every kind on a connected device (`layout.kinds[kind].read`) and
 * matches the files to site items by `synthriderz.meta.json` id/hash inside `.synth` files or the
 * `<id>-` file name prefix (device-notes §5.2 "Installed badges"). Rejects with the
 * DeviceError of a failed listing (a missing folder is not a failure).
 */
export async function buildContentIndex(
  device: ConnectedDevice,
  options: ContentIndexOptions = {},
): Promise<ContentIndex> {
  const perKind = await Promise.all(
    CONTENT_KINDS.map((kind) => listKindFiles(device, kind, device.layout.kinds[kind].read, options)),
  );
  return indexFiles(perKind.flat());
}
