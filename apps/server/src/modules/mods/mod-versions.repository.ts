import { eq, inArray } from 'drizzle-orm';
import { mods, modVersionDependencies, modVersionFiles, modVersions } from '../../db/schema/index.ts';
import type { DbOrTx } from './mods.repository.ts';

/** A `mod_versions` row. */
export type ModVersionRow = typeof modVersions.$inferSelect;
/** A `mod_version_files` row. */
export type ModFileRow = typeof modVersionFiles.$inferSelect;
/** A dependency as stored, with the slug and name of the mod it names. */
export interface ModDependencyRow {
  versionId: number;
  modId: number;
  slug: string;
  name: string;
  range: string;
}
/** A version with its dependencies and files. */
export type ModVersionFull = ModVersionRow & { dependencies: ModDependencyRow[]; files: ModFileRow[] };

/** Every version of these mods with dependencies and files (three queries), in no particular order. */
export async function findVersionsOfMods(db: DbOrTx, modIds: readonly number[]): Promise<ModVersionFull[]> {
  if (modIds.length === 0) return [];
  const versions = await db
    .select()
    .from(modVersions)
    .where(inArray(modVersions.modId, [...modIds]));
  if (versions.length === 0) return [];
  const ids = versions.map((v) => v.id);
  const [deps, files] = await Promise.all([
    db
      .select({
        versionId: modVersionDependencies.versionId,
        modId: mods.id,
        slug: mods.slug,
        name: mods.name,
        range: modVersionDependencies.range,
      })
      .from(modVersionDependencies)
      .innerJoin(mods, eq(mods.id, modVersionDependencies.dependsOnModId))
      .where(inArray(modVersionDependencies.versionId, ids)),
    db
      .select()
      .from(modVersionFiles)
      .where(inArray(modVersionFiles.versionId, ids))
      .orderBy(modVersionFiles.id),
  ]);
  return versions.map((v) => ({
    ...v,
    dependencies: deps.filter((d) => d.versionId === v.id),
    files: files.filter((f) => f.versionId === v.id),
  }));
}

/** One version row, or undefined. */
export async function findVersion(db: DbOrTx, id: number): Promise<ModVersionRow | undefined> {
  const [row] = await db.select().from(modVersions).where(eq(modVersions.id, id));
  return row;
}

/** One file with its version row, or undefined. */
export async function findFile(
  db: DbOrTx,
  fileId: number,
): Promise<{ file: ModFileRow; version: ModVersionRow } | undefined> {
  const [row] = await db
    .select({ file: modVersionFiles, version: modVersions })
    .from(modVersionFiles)
    .innerJoin(modVersions, eq(modVersions.id, modVersionFiles.versionId))
    .where(eq(modVersionFiles.id, fileId));
  return row;
}

/** What a new version writes: its row, its dependencies (mod id → range) and its one file. */
export interface NewModVersion {
  version: typeof modVersions.$inferInsert;
  dependencies: { modId: number; range: string }[];
  file: Omit<typeof modVersionFiles.$inferInsert, 'versionId'>;
}

/** Inserts a version with its dependencies and file (call inside a transaction); answers its id. */
export async function insertVersion(db: DbOrTx, values: NewModVersion): Promise<number> {
  const [row] = await db.insert(modVersions).values(values.version).returning({ id: modVersions.id });
  const versionId = row!.id;
  if (values.dependencies.length > 0)
    await db
      .insert(modVersionDependencies)
      .values(values.dependencies.map((d) => ({ versionId, dependsOnModId: d.modId, range: d.range })));
  await db.insert(modVersionFiles).values({ ...values.file, versionId });
  return versionId;
}

/** Updates a version's `deprecated` and/or `changelog`. */
export async function updateVersion(
  db: DbOrTx,
  id: number,
  values: { deprecated?: boolean; changelog?: string },
): Promise<void> {
  if (Object.keys(values).length > 0) await db.update(modVersions).set(values).where(eq(modVersions.id, id));
}
