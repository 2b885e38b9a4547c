import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  avatars,
  beatmaps,
  beatmapVersions,
  modVersionFiles,
  mods,
  newsPosts,
  pendingUploads,
  playlists,
  stageFiles,
  stages,
  users,
} from '../../db/schema/index.ts';
import { pendingUploadKey, sourceOfDerivedKey } from './content-key.ts';
import type { Storage } from './storage.ts';

/**
 * A column that holds storage keys: a text column holds one key (or null); a jsonb column holds
 * keys as string values anywhere inside it (the `CoverKeys` map `{orig, 150, 250, 500}` of
 * lib/covers.ts today).
 */
export interface StorageKeyColumn {
  table: PgTable;
  column: PgColumn;
}

/**
 * Every schema column that references stored files. The schema-coverage test (sweep.test.ts)
 * fails when a column named `*_key` / `*_keys` is missing here, because the sweep would delete
 * the files such a column points at.
 */
export const STORAGE_KEY_COLUMNS: readonly StorageKeyColumn[] = [
  { table: beatmaps, column: beatmaps.coverKeys },
  { table: beatmapVersions, column: beatmapVersions.fileKey },
  { table: beatmapVersions, column: beatmapVersions.downloadKey },
  { table: beatmapVersions, column: beatmapVersions.coverKeys },
  { table: playlists, column: playlists.coverKeys },
  { table: stages, column: stages.coverKeys },
  { table: stageFiles, column: stageFiles.storageKey },
  { table: avatars, column: avatars.fileKey },
  { table: avatars, column: avatars.coverKeys },
  { table: mods, column: mods.coverKeys },
  { table: modVersionFiles, column: modVersionFiles.storageKey },
  { table: pendingUploads, column: pendingUploads.storageKey },
  { table: users, column: users.avatarKey },
  { table: newsPosts, column: newsPosts.coverKey },
];

/** What the sweep works on. */
export interface SweepDeps {
  db: Db;
  storage: Storage;
}

/** Sweep options: `minAgeMs` (default one hour) spares younger files; `dryRun` deletes nothing. */
export interface SweepOptions {
  minAgeMs?: number;
  dryRun?: boolean;
}

/**
 * What a sweep found, in objects unless named otherwise: `scanned` listed, `referenced` kept
 * because a row names them, `keptYoung` kept because they are younger than `minAgeMs`, `deleted`
 * removed (with `dryRun`: that would have been removed) and `bytesFreed` their total size in bytes.
 */
export interface SweepResult {
  scanned: number;
  deleted: number;
  bytesFreed: number;
  keptYoung: number;
  referenced: number;
}

/** One hour, in ms: the default age below which an unreferenced file is kept. */
export const SWEEP_MIN_AGE_MS = 3_600_000;

/**
 * Collects every storage key any row references: the {@link STORAGE_KEY_COLUMNS}, plus the
 * deterministic key of every pending stage upload (stored before its row records `storage_key`).
 * Read in one repeatable-read, read-only transaction, so all tables are seen at one instant.
 */
export async function collectReferencedKeys(db: Db): Promise<Set<string>> {
  const keys = new Set<string>();
  await db.transaction(
    async (tx) => {
      for (const { table, column } of STORAGE_KEY_COLUMNS) {
        const rows = await tx.selectDistinct({ value: column }).from(table);
        for (const row of rows) addKeys(keys, row.value);
      }
      const pending = await tx.select({ id: pendingUploads.id }).from(pendingUploads);
      for (const row of pending) keys.add(pendingUploadKey(row.id));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return keys;
}

/** Adds `value` when it is a string, or every string found inside it when it is an array or object. */
function addKeys(keys: Set<string>, value: unknown): void {
  if (typeof value === 'string') keys.add(value);
  else if (Array.isArray(value)) for (const item of value) addKeys(keys, item);
  else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) addKeys(keys, item);
  }
}

/**
 * Deletes stored files that no row references (a derived file counts as referenced while its
 * source is, content-key.ts `derivedKey`) and that are older than `minAgeMs` (default one
 * hour) when the sweep starts. Deleting a beatmap, playlist, stage or avatar removes only rows,
 * because content-addressed files may be shared; this is what frees their files afterwards.
 *
 * Safety against uploads running meanwhile: references are read first, then storage is listed,
 * and a file is deleted only when its modification time is before `start - minAgeMs`, checked
 * again just before the delete. An upload writes (or, for an existing key, touches: `Storage.put`)
 * its files before it commits the rows naming them, so its files look young until long after the
 * commit, as long as uploads take less than `minAgeMs`. (In an S3 bucket a touch may show in `stat`
 * only, not in `list`: s3-storage.ts; the check before the delete sees it.) With `dryRun` nothing is
 * deleted and the result counts what would have been. Throws what the database or storage throws.
 */
export async function sweepUnreferencedFiles(
  deps: SweepDeps,
  options: SweepOptions = {},
): Promise<SweepResult> {
  const { minAgeMs = SWEEP_MIN_AGE_MS, dryRun = false } = options;
  if (!Number.isFinite(minAgeMs) || minAgeMs < 0)
    throw new RangeError(`minAgeMs must be ≥ 0, got ${minAgeMs}`);
  const cutoff = Date.now() - minAgeMs;
  const referencedKeys = await collectReferencedKeys(deps.db);
  const result: SweepResult = { scanned: 0, deleted: 0, bytesFreed: 0, keptYoung: 0, referenced: 0 };
  for await (const object of deps.storage.list()) {
    result.scanned++;
    // A derived object (the preview audio of a download) lives as long as its source is referenced.
    const source = sourceOfDerivedKey(object.key);
    if (referencedKeys.has(object.key) || (source !== null && referencedKeys.has(source))) {
      result.referenced++;
    } else if (object.modifiedAt.getTime() >= cutoff) {
      result.keptYoung++;
    } else if (dryRun) {
      result.deleted++;
      result.bytesFreed += object.size;
    } else {
      // Narrow the window for a `put` that touched the file after it was listed.
      const now = await deps.storage.stat(object.key);
      if (!now) continue;
      if (now.modifiedAt.getTime() >= cutoff) {
        result.keptYoung++;
        continue;
      }
      await deps.storage.delete(object.key);
      result.deleted++;
      result.bytesFreed += now.size;
    }
  }
  return result;
}
