import type { Mod, ModDetail, ModFile, ModVersion } from '@synthhub/shared/mods/mods.schemas';
import semver from 'semver';
import { presentItemCounts, presentItemUser } from '../items/index.ts';
import type { ModFileRow, ModVersionFull } from './mod-versions.repository.ts';
import type { ModWithUser } from './mods.repository.ts';

/** Relative URL of one stored mod file's download (counted on the mod and the version). */
export const modFileDownloadUrl = (fileId: number) => `/api/mods/files/${fileId}/download`;

/** Versions highest semantic version first (`semver.rcompare`: 1.10.0 above 1.9.0, 2.0.0 above 2.0.0-beta.1). */
export function sortVersions<V extends { version: string }>(versions: readonly V[]): V[] {
  return [...versions].sort((a, b) => semver.rcompare(a.version, b.version));
}

/**
 * The latest version (`sorted` highest first): the highest release that is not deprecated; a
 * prerelease (`2.0.0-beta.1`) only when the mod has no such release — players who press Download get
 * the stable build, as npm's `latest` tag and mod managers do. Undefined when every version is deprecated.
 */
export const latestVersion = <V extends { deprecated: boolean; version: string }>(
  sorted: readonly V[],
): V | undefined => {
  const usable = sorted.filter((v) => !v.deprecated);
  return usable.find((v) => semver.prerelease(v.version) === null) ?? usable[0];
};

/** A stored file as the API shows it (packages/shared mods.schemas `modFileSchema`). */
export function presentModFile(row: ModFileRow): ModFile {
  return {
    id: row.id,
    filename: row.filename,
    size: row.size,
    sha256: row.sha256,
    download_url: modFileDownloadUrl(row.id),
  };
}

/** One version with its dependencies and files (`modVersionSchema`). */
export function presentModVersion(v: ModVersionFull): ModVersion {
  return {
    id: v.id,
    version: v.version,
    changelog: v.changelog,
    game_versions: v.gameVersions,
    platforms: v.platforms,
    dependencies: v.dependencies.map((d) => ({
      mod_id: d.modId,
      slug: d.slug,
      name: d.name,
      range: d.range,
    })),
    deprecated: v.deprecated,
    download_count: v.downloadCount,
    created_at: v.createdAt.toISOString(),
    files: v.files.map(presentModFile),
  };
}

/**
 * A mod as lists show it (`modSchema`): the item fields (formats.md §6.3), authors owner first, and
 * the latest non-deprecated version's number, platforms and game versions (null / [] without one);
 * `download_url` is that version's first file ('' without one). `versions` may be in any order.
 */
export function presentMod(row: ModWithUser, versions: readonly ModVersionFull[]): Mod {
  const latest = latestVersion(sortVersions(versions));
  const file = latest?.files[0];
  return {
    id: row.id,
    description: row.description,
    cover_version: row.coverVersion,
    ...presentItemCounts(row),
    published: row.published,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    user: presentItemUser(row.user),
    download_url: file ? modFileDownloadUrl(file.id) : '',
    cover_url: row.coverKeys.orig ? `/api/mods/${row.id}/cover` : '',
    slug: row.slug,
    name: row.name,
    summary: row.summary,
    source_url: row.sourceUrl,
    license: row.license,
    tags: row.tags,
    authors: [row.user, ...row.coAuthors].map(presentItemUser),
    latest_version: latest?.version ?? null,
    platforms: latest?.platforms ?? [],
    game_versions: latest?.gameVersions ?? [],
  };
}

/** A mod with every version, highest semantic version first (`modDetailSchema`). */
export function presentModDetail(row: ModWithUser, versions: readonly ModVersionFull[]): ModDetail {
  return { ...presentMod(row, versions), versions: sortVersions(versions).map(presentModVersion) };
}
