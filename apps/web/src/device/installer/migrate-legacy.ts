import { CONTENT_KINDS } from '@synthhub/shared/device/layout';
import { isDeviceError } from '../errors.ts';
import type { ConnectedDevice } from '../react/device-context.ts';
import type { ContentKind } from '../types.ts';
import { type InstalledFile, listKindFiles } from './content-index.ts';
import { INSTALLED_FILE_MODE } from './install-service.ts';
import { MIGRATION_COMPLETE_MESSAGE, migratedMessage, migrationFailedMessage } from './messages.ts';
import type { TransferContext } from './transfer-queue.ts';

/** One file the migration could not move, with the reason. */
export interface MigrationFailure {
  file: InstalledFile;
  message: string;
}

/** What {@link migrateLegacy} did, per kind (for the spec §8 messages, see {@link migrationMessages}). */
export interface MigrationResult {
  /** Files moved (or already present at the destination and so only removed from the legacy folder). */
  moved: Record<ContentKind, number>;
  failed: MigrationFailure[];
}

/**
 * The content files in the Quest's legacy folder `/sdcard/Android/data/{game package}/files`
 * (spec §9; `layout.legacy.folders` per kind), with the kind's extensions only. `[]` on devices
 * without a legacy folder (pc, directory) and when the folders are missing or empty. No
 * `synthriderz.meta.json` is read (siteId comes from the `<id>-` prefix only).
 */
export async function findLegacyFiles(device: ConnectedDevice): Promise<InstalledFile[]> {
  const legacy = device.layout.legacy;
  if (!legacy) return [];
  const perKind = await Promise.all(
    CONTENT_KINDS.map((kind) => listKindFiles(device, kind, legacy.folders[kind], { readMeta: false })),
  );
  return perKind.flat();
}

/**
 * Moves legacy files into the current write folders (`layout.kinds[kind].write`; spec §9 migration
 * prompt). DeviceFs has no rename, so each file is read, written (temporary name then rename, its
 * mtime kept, mode 0666) and only then removed from the legacy folder. A file whose name already
 * exists at the destination is not overwritten (the game's copy wins); the legacy copy is removed.
 * Per-file failures are collected and the rest continue. Progress: bytes moved of the total size.
 * Resolves with the per-kind result; rejects only when `ctx.signal` aborts (the file in flight is
 * left in the legacy folder, complete).
 */
export async function migrateLegacy(
  device: ConnectedDevice,
  files: readonly InstalledFile[],
  ctx: TransferContext,
): Promise<MigrationResult> {
  const moved = Object.fromEntries(CONTENT_KINDS.map((k) => [k, 0])) as Record<ContentKind, number>;
  const failed: MigrationFailure[] = [];
  const total = files.reduce((n, f) => n + f.size, 0);
  let done = 0;
  ctx.onProgress(0, total);
  for (const file of files) {
    ctx.signal.throwIfAborted();
    const folder = device.layout.kinds[file.kind].write;
    const target = folder ? `${folder}/${file.name}` : file.name;
    try {
      if (!(await device.fs.exists(target))) {
        const blob = await device.fs.read(file.path);
        await device.fs.write(target, blob, {
          mtimeMs: file.mtimeMs,
          mode: INSTALLED_FILE_MODE,
          signal: ctx.signal,
          onProgress: (loaded) => ctx.onProgress(done + loaded, total),
        });
      }
      await device.fs.remove(file.path);
      moved[file.kind]++;
    } catch (error) {
      if (ctx.signal.aborted || isDeviceError(error, 'Cancelled')) throw error;
      const message = error instanceof Error && error.message ? error.message : 'Unknown Error';
      failed.push({ file, message });
    }
    done += file.size;
    ctx.onProgress(done, total);
  }
  return { moved, failed };
}

/** A snackbar line: its text and notistack variant. */
export interface MigrationMessage {
  message: string;
  variant: 'success' | 'error';
}

/**
 * The spec §8 messages for a migration: "Beatmaps migrated!", "Playlists migrated!", "Stages
 * migrated!" (and "Avatars migrated!") for each kind that moved files without a failure, then
 * "Data migration complete!" — or "Data migration failed: {message}" with the first failure's
 * message (and how many failed when more than one).
 */
export function migrationMessages(result: MigrationResult): MigrationMessage[] {
  const failedKinds = new Set(result.failed.map((f) => f.file.kind));
  const out: MigrationMessage[] = CONTENT_KINDS.filter((k) => result.moved[k] > 0 && !failedKinds.has(k)).map(
    (k) => ({ message: migratedMessage(k), variant: 'success' }),
  );
  const [first] = result.failed;
  if (!first) return [...out, { message: MIGRATION_COMPLETE_MESSAGE, variant: 'success' }];
  const more = result.failed.length > 1 ? ` (${result.failed.length} files failed)` : '';
  return [
    ...out,
    { message: migrationFailedMessage(`${first.file.name}: ${first.message}${more}`), variant: 'error' },
  ];
}
