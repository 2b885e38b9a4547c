import { createHash } from 'node:crypto';
import type { ModIndex } from '@synthhub/shared/mods/mods.schemas';
import { findVersionsOfMods } from './mod-versions.repository.ts';
import { presentModFile, sortVersions } from './mods.presenter.ts';
import { findMods, releasedMods } from './mods.repository.ts';
import type { ModsContext } from './mods.service.ts';

/** The index as sent: its JSON text and the strong ETag of exactly those bytes. */
export interface BuiltModIndex {
  body: string;
  etag: string;
}

/**
 * `GET /api/mods/index` (packages/shared `modIndexSchema`, for mod managers): every released mod
 * (by slug) with every version, highest first; dependencies as slug → range, files without ids.
 * `generated_at` is the newest `updated_at` of the listed mods (every mod edit, new version and
 * deprecation moves it), not the clock, so the same catalogue gives the same bytes and the ETag —
 * a SHA-256 of the body — only changes when the content does.
 */
export async function buildModIndex(ctx: ModsContext): Promise<BuiltModIndex> {
  const rows = (await findMods(ctx.db, releasedMods())).sort((a, b) => (a.slug < b.slug ? -1 : 1));
  const versions = await findVersionsOfMods(
    ctx.db,
    rows.map((r) => r.id),
  );
  const newest = Math.max(0, ...rows.map((r) => r.updatedAt.getTime()));
  const index: ModIndex = {
    generated_at: new Date(newest).toISOString(),
    mods: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      summary: r.summary,
      authors: [r.user, ...r.coAuthors].map((u) => u.username),
      source_url: r.sourceUrl,
      license: r.license,
      tags: r.tags,
      updated_at: r.updatedAt.toISOString(),
      versions: sortVersions(versions.filter((v) => v.modId === r.id)).map((v) => ({
        version: v.version,
        changelog: v.changelog,
        game_versions: v.gameVersions,
        platforms: v.platforms,
        dependencies: Object.fromEntries(v.dependencies.map((d) => [d.slug, d.range])),
        deprecated: v.deprecated,
        created_at: v.createdAt.toISOString(),
        files: v.files.map((f) => {
          const { id: _id, ...file } = presentModFile(f);
          return file;
        }),
      })),
    })),
  };
  const body = JSON.stringify(index);
  return { body, etag: `"${createHash('sha256').update(body).digest('hex').slice(0, 40)}"` };
}
