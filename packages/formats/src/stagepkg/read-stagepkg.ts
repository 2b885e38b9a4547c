import type { StageManifest } from '@synthhub/shared/stages/stage-manifest';
import {
  MANIFEST_PLATFORM_TO_PLATFORM,
  MANIFEST_PLATFORMS,
  type ManifestPlatform,
  STAGEPKG_MAX_BYTES,
  STAGEPKG_MAX_ENTRIES,
  STAGEPKG_MAX_INFLATED_BYTES,
  type StagePlatform,
} from '@synthhub/shared/stages/stages.constants';
import { SafeZip, type ZipLimits } from '../zip/safe-zip.ts';
import type { ZipEntry } from '../zip/zip-directory.ts';
import { MANIFEST_ENTRY, parseStageManifest } from './parse-stage-manifest.ts';
import { type StageFileDescriptor, stageFileDescriptors } from './stage-file-descriptors.ts';
import { StagepkgFormatError, toStagepkgFormatError } from './stagepkg-format-error.ts';

/** The first bytes of a Unity AssetBundle (general Unity knowledge, formats.md §3.1). */
const UNITY_FS = new TextEncoder().encode('UnityFS');

const DEFAULT_LIMITS: ZipLimits = {
  maxBytes: STAGEPKG_MAX_BYTES,
  maxEntries: STAGEPKG_MAX_ENTRIES,
  maxInflatedBytes: STAGEPKG_MAX_INFLATED_BYTES,
};

/** A platform's bundle as found in the package. */
export interface StagepkgBundle {
  manifestPlatform: ManifestPlatform;
  platform: StagePlatform;
  /** `fileName` as the manifest names it. */
  manifestName: string;
  /** The archive entry that holds it. */
  entryName: string;
  /** The bundle's own file name (no folders), e.g. `NeonCity.stage`: what the game folder gets. */
  filename: string;
  /** Its extension without the dot, lower case (`stage`, `stagedroid` …). */
  extension: string;
  bytes: Uint8Array;
}

/** What `readStagepkg` found. */
export interface StagepkgInfo {
  /** The checked manifest (null strings turned into ""). */
  manifest: StageManifest;
  /** One bundle per available platform, pc first. */
  bundles: StagepkgBundle[];
  /** The icons the files name, by their manifest name. */
  icons: Map<string, Uint8Array>;
  /** The stage files the package yields (see `stageFileDescriptors`). */
  files: StageFileDescriptor[];
  entryNames: string[];
  /** Things that did not stop the read, e.g. a bundle without the UnityFS signature. */
  warnings: string[];
}

/** Options of `readStagepkg`: overrides of the archive limits (defaults in packages/shared). */
export interface ReadStagepkgOptions {
  limits?: Partial<ZipLimits>;
}

const baseName = (name: string) => name.split(/[/\\]/).pop() ?? name;

/**
 * The archive entry a manifest name points to: the entry with exactly that name, else the only
 * entry whose file name (without folders) is that name, compared exactly and then ignoring case.
 */
function resolveEntry(zip: SafeZip, name: string): ZipEntry | undefined {
  const files = zip.entries.filter((e) => !e.isDirectory);
  const exact = files.find((e) => e.name === name);
  if (exact) return exact;
  const base = baseName(name);
  for (const same of [(a: string) => a === base, (a: string) => a.toLowerCase() === base.toLowerCase()]) {
    const hits = files.filter((e) => same(baseName(e.name)));
    if (hits.length === 1) return hits[0];
  }
  return undefined;
}

function requireEntry(zip: SafeZip, name: string, field: string): ZipEntry {
  const entry = resolveEntry(zip, name);
  if (!entry) {
    throw new StagepkgFormatError(
      'MISSING_FILE',
      `${MANIFEST_ENTRY} names ${field} "${name}", which is not in the package.`,
    );
  }
  return entry;
}

const ICON_FIELDS = { normal: 'normStageIcon', spin: 'spinStageIcon', experience: 'expbannerIcon' } as const;

function read(bytes: Uint8Array, options: ReadStagepkgOptions): StagepkgInfo {
  const zip = SafeZip.open(bytes, { ...DEFAULT_LIMITS, ...options.limits });
  const manifestEntry = zip.entries.find((e) => e.name.toLowerCase() === MANIFEST_ENTRY);
  if (!manifestEntry) {
    throw new StagepkgFormatError('MISSING_MANIFEST', `The .stagepkg has no ${MANIFEST_ENTRY}.`);
  }
  const manifest = parseStageManifest(zip.read(manifestEntry));
  const files = stageFileDescriptors(manifest);
  const warnings: string[] = [];

  const bundles: StagepkgBundle[] = [];
  for (const key of MANIFEST_PLATFORMS) {
    const entry = manifest[key];
    if (!entry.available) continue;
    const found = requireEntry(zip, entry.fileName, `${key}.fileName`);
    const data = zip.read(found);
    const filename = baseName(found.name);
    if (!UNITY_FS.every((b, i) => data[i] === b)) {
      warnings.push(`The ${key} bundle ${filename} does not start with the UnityFS signature.`);
    }
    bundles.push({
      manifestPlatform: key,
      platform: MANIFEST_PLATFORM_TO_PLATFORM[key],
      manifestName: entry.fileName,
      entryName: found.name,
      filename,
      extension: filename.slice(filename.lastIndexOf('.') + 1).toLowerCase(),
      bytes: data,
    });
  }

  const icons = new Map<string, Uint8Array>();
  for (const file of files) {
    if (!file.iconName || icons.has(file.iconName)) continue;
    const field = `${file.manifestPlatform}.${ICON_FIELDS[file.mode]}`;
    const found = requireEntry(zip, file.iconName, field);
    icons.set(file.iconName, zip.read(found));
  }
  // Everything else must inflate within the budget and match its CRC too.
  zip.verifyRest();
  return { manifest, bundles, icons, files, entryNames: zip.entries.map((e) => e.name), warnings };
}

/**
 * Reads a `.stagepkg` held in memory (formats.md §3.2; spec §3 "Stage package manifest"; our
 * reading of the container is in this folder's README): a zip with `manifest.json` at the top, the
 * bundles its available platforms name (`fileName`) and the icons of their modes. Returns the
 * checked manifest, the bundles' bytes, the icons and the stage files it yields (one per available
 * platform and mode flag). Every entry is inflated once under `limits.maxInflatedBytes` (actual
 * output) and checked against its CRC; entry names are checked for path traversal.
 * Throws `StagepkgFormatError` (codes in `StagepkgFormatErrorCode`): `NOT_ZIP`, `MISSING_MANIFEST`,
 * `INVALID_JSON`, `INVALID_MANIFEST`, `BAD_EXPORTED_ON`, `NO_PLATFORM`, `NO_MODE`,
 * `BAD_BUNDLE_NAME`, `BAD_EXPERIENCE_TAG`, `MISSING_FILE`, `UNSAFE_PATH`, `TOO_LARGE` …
 * Synchronous and CPU-bound; runs in the browser and in Node.
 */
export function readStagepkg(bytes: Uint8Array, options: ReadStagepkgOptions = {}): StagepkgInfo {
  try {
    return read(bytes, options);
  } catch (error) {
    throw toStagepkgFormatError(error);
  }
}
