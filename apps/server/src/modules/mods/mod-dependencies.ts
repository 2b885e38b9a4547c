import type { ModDependencyInput } from '@synthhub/shared/mods/mods.schemas';
import semver from 'semver';
import { findVersionsOfMods, type ModVersionFull } from './mod-versions.repository.ts';
import { ModRuleRefused } from './mods.errors.ts';
import { type DbOrTx, findModBySlug, type ModWithUser } from './mods.repository.ts';

/** A checked dependency: the mod it names (by id) and the range as written. */
export interface ResolvedDependency {
  modId: number;
  range: string;
}

/** True when the mod is released: published and not soft-deleted. */
const released = (mod: Pick<ModWithUser, 'published' | 'deletedAt'>) => mod.published && !mod.deletedAt;

/**
 * The highest released, non-deprecated version of `versions` in `range` (`semver.maxSatisfying`;
 * npm rules: prereleases only when the range names one), or undefined.
 */
export function bestVersion(versions: readonly ModVersionFull[], range: string): ModVersionFull | undefined {
  const live = versions.filter((v) => !v.deprecated);
  const best = semver.maxSatisfying(
    live.map((v) => v.version),
    range,
  );
  return best === null ? undefined : live.find((v) => v.version === best);
}

/**
 * Checks the dependencies of a new version of `mod` (packages/shared `modVersionInputSchema`) and
 * answers them by mod id. Throws ModRuleRefused (422) naming the culprit when a dependency:
 * - is the mod itself;
 * - names no released mod (unknown slug, a draft, a soft-deleted mod);
 * - has no released, non-deprecated version in its range ({@link bestVersion});
 * - leads back to the mod: following each dependency's best version's own dependencies (each by
 *   its best version) reaches `mod` again — the version would be part of a cycle.
 */
export async function resolveDependencies(
  db: DbOrTx,
  mod: Pick<ModWithUser, 'id' | 'slug'>,
  deps: readonly ModDependencyInput[],
): Promise<ResolvedDependency[]> {
  const resolved: ResolvedDependency[] = [];
  const starts: { slug: string; version: ModVersionFull }[] = [];
  for (const dep of deps) {
    if (dep.slug === mod.slug) throw new ModRuleRefused(`${mod.slug} cannot depend on itself.`);
    const target = await findModBySlug(db, dep.slug);
    if (!target || !released(target))
      throw new ModRuleRefused(`Dependency "${dep.slug}" is not a released mod on Synthhub.`);
    const versions = await findVersionsOfMods(db, [target.id]);
    const best = bestVersion(versions, dep.range);
    if (!best) {
      const live = versions.filter((v) => !v.deprecated).map((v) => v.version);
      const have =
        live.length > 0 ? `released: ${semver.rsort(live).join(', ')}` : 'it has no released version';
      throw new ModRuleRefused(`No version of "${dep.slug}" satisfies ${dep.range} (${have}).`);
    }
    resolved.push({ modId: target.id, range: dep.range });
    starts.push({ slug: dep.slug, version: best });
  }
  for (const start of starts) {
    const path = await pathBack(db, mod.id, start.version, [mod.slug, start.slug], new Set());
    if (path)
      throw new ModRuleRefused(
        `The dependency on "${start.slug}" leads back to ${mod.slug} (${path.join(' → ')}); mods cannot depend on each other in a cycle.`,
      );
  }
  return resolved;
}

/**
 * Depth-first walk of `version`'s dependencies (each by its best version): the chain of slugs that
 * reaches `targetId`, or undefined. `seen` holds the mods already walked (no endless loops in
 * cycles that do not involve the target).
 */
async function pathBack(
  db: DbOrTx,
  targetId: number,
  version: ModVersionFull,
  path: string[],
  seen: Set<number>,
): Promise<string[] | undefined> {
  seen.add(version.modId);
  for (const dep of version.dependencies) {
    if (dep.modId === targetId) return [...path, dep.slug];
    if (seen.has(dep.modId)) continue;
    const next = bestVersion(await findVersionsOfMods(db, [dep.modId]), dep.range);
    if (!next) continue;
    const found = await pathBack(db, targetId, next, [...path, dep.slug], seen);
    if (found) return found;
  }
  return undefined;
}
