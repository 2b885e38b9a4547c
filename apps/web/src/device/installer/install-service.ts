import { hasContentExtension } from '@synthhub/shared/device/layout';
import { isDeviceError } from '../errors.ts';
import type { ConnectedDevice } from '../react/device-context.ts';
import type { TransferContext } from './transfer-queue.ts';
import type { InstalledFile } from './content-index.ts';
import { sanitizeFilename } from './download-name.ts';
import { downloadItem } from './download.ts';
import { type InstallableItem, unsupportedReason } from './installable.ts';
import { InstallerError } from './messages.ts';
import type { ApiClient } from '../../lib/api-client.ts';

/** Permission bits of installed files on the Quest (spec §9 "Installed files get file mode 0666"). */
export const INSTALLED_FILE_MODE = 0o666;

/** Options of {@link installItem}. */
export interface InstallOptions {
  /**
   * The copy of the item already on the device (an older version): removed after the new file is
   * written, unless the new file took its place (same path).
   */
  replace?: InstalledFile;
  /** The API client (tests pass their own; default: the app's). */
  client?: ApiClient;
}

/** `published_at` as ms since the epoch, or undefined (null or unparsable: the device's clock). */
export function publishedMtime(publishedAt: string | null): number | undefined {
  if (!publishedAt) return undefined;
  const ms = Date.parse(publishedAt);
  return Number.isFinite(ms) && ms > 0 ? ms : undefined;
}

/**
 * The name an item is saved under: the Content-Disposition file name (as the API client parsed
 * it) made safe by `sanitizeFilename` (download-name.ts: no folder part, no characters Windows or
 * Android refuse, no leading dots, at most 255 bytes — it can never leave its folder).
 * Throws InstallerError `install` with "Error parsing filename" (spec §8 PC) when there is no
 * usable name, or naming the file when its extension is not one the device reads for the kind.
 */
export function installFileName(
  item: InstallableItem,
  filename: string | null,
  extensions: readonly string[],
): string {
  // sanitizeFilename answers its last resort, "download", when nothing of the name is left.
  const name = filename ? sanitizeFilename(filename, '') : 'download';
  if (!hasContentExtension(name, extensions)) {
    const detail =
      name === 'download'
        ? 'Error parsing filename'
        : `${name} is not a file this device reads (expected ${extensions.join(', ')}).`;
    throw new InstallerError('install', item.kind, detail);
  }
  return name;
}

/**
 * Installs one site item on a connected device (design.md §4): downloads `download_url` as a
 * blob (progress: bytes received of Content-Length), then writes it into the kind's write folder
 * (`layout.kinds[kind].write`) under the sanitised Content-Disposition name through
 * `DeviceFs.write` — a temporary name renamed at the end, so a failure leaves nothing — with mtime
 * = `published_at` and mode 0666 where the device can set them (Quest, spec §9; progress: bytes
 * written of the blob). Resolves with the installed file.
 * Rejects with InstallerError: `install` when the device does not take the kind (avatars on the
 * Quest) or the name is unusable, `download` for a failed request, `install` for a failed write.
 * When `ctx.signal` aborts it rejects with the abort reason or DeviceError `Cancelled`.
 */
export async function installItem(
  device: ConnectedDevice,
  item: InstallableItem,
  ctx: TransferContext,
  options: InstallOptions = {},
): Promise<InstalledFile> {
  const reason = unsupportedReason(device.type, item.kind);
  if (reason) throw new InstallerError('install', item.kind, reason);
  const { write, extensions } = device.layout.kinds[item.kind];
  const downloaded = await downloadItem(item, {
    signal: ctx.signal,
    onProgress: ctx.onProgress,
    client: options.client,
  });
  const name = installFileName(item, downloaded.filename, extensions);
  const path = write ? `${write}/${name}` : name;
  const mtimeMs = publishedMtime(item.published_at);
  const { blob } = downloaded;
  try {
    await device.fs.write(path, blob, {
      mtimeMs,
      mode: INSTALLED_FILE_MODE,
      signal: ctx.signal,
      onProgress: (loaded) => ctx.onProgress(loaded, blob.size),
    });
  } catch (error) {
    if (ctx.signal.aborted || isDeviceError(error, 'Cancelled')) throw error;
    const detail = error instanceof Error && error.message ? error.message : 'Unknown Error';
    throw new InstallerError('install', item.kind, detail, { cause: error });
  }
  if (options.replace && options.replace.path !== path) await removeInstalled(device, options.replace);
  const setMtime = device.fs.capabilities.setMtime && mtimeMs !== undefined;
  return {
    kind: item.kind,
    path,
    name,
    folder: write,
    size: blob.size,
    mtimeMs: setMtime ? Math.floor(mtimeMs / 1000) * 1000 : Date.now(),
    siteId: item.id,
    hash: item.kind === 'beatmap' ? (item.hash?.toLowerCase() ?? null) : null,
  };
}

/**
 * Deletes an installed file from the device (a file already gone is fine). Rejects with
 * InstallerError `remove` ("Error removing Beatmap file: {message}", spec §8).
 */
export async function removeInstalled(device: ConnectedDevice, file: InstalledFile): Promise<void> {
  try {
    await device.fs.remove(file.path);
  } catch (error) {
    const detail = error instanceof Error && error.message ? error.message : 'Unknown Error';
    throw new InstallerError('remove', file.kind, detail, { cause: error });
  }
}
