import type { DeviceConfig } from '@synthhub/shared/device/device-config';
import { DeviceError, toDeviceError } from '../errors.ts';
import type { DeviceFs } from '../types.ts';
import { type DeviceConnection, type LoadDeviceConfig, NEVER, probeLayout } from './connection.ts';
import type { HandleStore, RememberedDevice } from './handle-store.ts';
import { DEVICE_TYPE_LABELS, FOLDER_NOT_SUPPORTED, PROGRAM_FILES_HELP } from './messages.ts';

/** A device type that is a picked folder. */
export type FolderDeviceType = 'pc' | 'directory';

/** Options of `showDirectoryPicker` (device-notes §3.1). */
export interface DirectoryPickerOptions {
  /** Remembers the last folder per id: at most 32 of `[A-Za-z0-9_-]`. */
  id?: string;
  mode?: 'read' | 'readwrite';
  startIn?: FileSystemHandle | 'desktop' | 'documents' | 'downloads' | 'music' | 'pictures' | 'videos';
}

/** `window.showDirectoryPicker` (Chromium only; not in TypeScript's DOM library). */
export type DirectoryPicker = (options?: DirectoryPickerOptions) => Promise<FileSystemDirectoryHandle>;

/** The permission methods Chromium adds to handles (device-notes §3.2). */
interface PermissionMethods {
  queryPermission?: (descriptor: { mode: 'readwrite' }) => Promise<PermissionState>;
  requestPermission?: (descriptor: { mode: 'readwrite' }) => Promise<PermissionState>;
}

/** What the folder connector needs from the browser and the app; all injected (device-notes §5.3). */
export interface FsaConnectorDeps {
  /** `window.showDirectoryPicker` bound to window; undefined when the browser has none. */
  showDirectoryPicker: DirectoryPicker | undefined;
  /** Where the picked folder is remembered across reloads. */
  store: HandleStore;
  /** Wraps a picked folder as a DeviceFs (device/fs/fsa-fs.ts in the app). */
  createFs: (root: FileSystemDirectoryHandle) => DeviceFs;
  loadConfig: LoadDeviceConfig;
}

/**
 * Files and folders that only a Synth Riders install directory holds (device-notes §3.1: the page
 * sees only the picked folder's name, so the pick is checked by what is inside).
 */
export const PC_INSTALL_MARKERS = ['SynthRiders.exe', 'SynthRiders_Data'] as const;

/** Content folder names a player might pick instead of the folder above them. */
const CONTENT_FOLDER_NAMES = [
  'customsongs',
  'customplaylists',
  'playlist',
  'avatars',
  'customstages',
  'synthriders_data',
];

function errorName(error: unknown): string | undefined {
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : undefined;
}

async function hasWritePermission(handle: FileSystemDirectoryHandle, ask: boolean): Promise<PermissionState> {
  const h = handle as FileSystemDirectoryHandle & PermissionMethods;
  const fn = ask ? h.requestPermission : h.queryPermission;
  // A browser without the methods (none that has the picker) grants what the picker granted.
  return fn ? fn.call(h, { mode: 'readwrite' }) : 'granted';
}

function wrongFolderMessage(name: string, gameFolder: string): string {
  const picked = `"${name}" is not the Synth Riders folder`;
  if (CONTENT_FOLDER_NAMES.includes(name.toLowerCase()))
    return `${picked}: pick the folder that holds it (the game's install folder, or ${gameFolder}).`;
  return (
    `${picked}: it holds no ${gameFolder}, CustomSongs or SynthRiders.exe. Pick the folder the game is ` +
    `installed in (in Steam: Synth Riders → Manage → Browse local files). ${PROGRAM_FILES_HELP}`
  );
}

/**
 * Builds the connection of a picked folder: its DeviceFs and resolved layout. A `pc` pick must look
 * like the game (its {game folder}, one of the layout's content folders, or SynthRiders.exe /
 * SynthRiders_Data inside, or the picked folder is {game folder} itself); otherwise DeviceError
 * `WrongFolder` with what to pick instead. A folder that is gone answers `NotFound`.
 */
export async function openFolder(
  type: FolderDeviceType,
  handle: FileSystemDirectoryHandle,
  deps: Pick<FsaConnectorDeps, 'createFs'>,
  config: DeviceConfig,
): Promise<DeviceConnection> {
  const fs = deps.createFs(handle);
  if (!(await fs.exists(''))) {
    await fs.close();
    throw new DeviceError('NotFound', `The folder "${handle.name}" no longer exists.`);
  }
  const input = { device: type, ...config, rootName: handle.name };
  const { layout, existing } = await probeLayout(fs, input);
  if (type === 'pc') {
    const isGameFolder = handle.name.toLowerCase() === config.game_folder.toLowerCase();
    const markers = await Promise.all(
      [config.game_folder, ...PC_INSTALL_MARKERS].map((path) => fs.exists(path)),
    );
    if (!isGameFolder && existing.length === 0 && !markers.some(Boolean)) {
      await fs.close();
      throw new DeviceError('WrongFolder', wrongFolderMessage(handle.name, config.game_folder));
    }
  }
  const label = type === 'pc' ? DEVICE_TYPE_LABELS.pc : handle.name;
  return { device: { type, label, fs, layout }, disconnected: NEVER };
}

/**
 * Connect via PC or Folder (spec §2 "Device status"), from a click: opens the directory picker (read and
 * write), checks the pick (see openFolder) and remembers it for the next visit.
 * Resolves null when the user cancelled the picker. Rejects with DeviceError:
 * `Unsupported` (no File System Access API: the "Not Supported" dialog), `BlockedFolder` (the
 * browser refused the folder with a SecurityError, as for Program Files; the message explains the
 * rule), `PermissionDenied` (write access not allowed), `WrongFolder`, or `Io`.
 */
export async function connectFolder(
  type: FolderDeviceType,
  deps: FsaConnectorDeps,
): Promise<DeviceConnection | null> {
  if (!deps.showDirectoryPicker) throw new DeviceError('Unsupported', FOLDER_NOT_SUPPORTED);
  // The picker needs the click's user activation: only a quick IndexedDB read comes before it.
  const previous = await deps.store.get();
  let handle: FileSystemDirectoryHandle;
  try {
    handle = await deps.showDirectoryPicker({
      id: `synthhub-${type}`,
      mode: 'readwrite',
      ...(previous && previous.type !== 'quest' ? { startIn: previous.handle } : {}),
    });
  } catch (error) {
    const name = errorName(error);
    // Cancelled; Chromium also answers AbortError for a folder it deems too sensitive.
    if (name === 'AbortError') return null;
    if (name === 'SecurityError')
      throw new DeviceError('BlockedFolder', PROGRAM_FILES_HELP, { cause: error });
    if (name === 'NotAllowedError')
      throw new DeviceError('PermissionDenied', 'The browser did not allow access to the folder.', {
        cause: error,
      });
    throw toDeviceError(error, 'The folder could not be opened');
  }
  if (
    (await hasWritePermission(handle, false)) !== 'granted' &&
    (await hasWritePermission(handle, true)) !== 'granted'
  )
    throw new DeviceError('PermissionDenied', `Write access to "${handle.name}" was not allowed.`);
  const connection = await openFolder(type, handle, deps, await deps.loadConfig());
  await deps.store.put({ type, label: connection.device.label, handle });
  return connection;
}

/** A remembered folder (not a Quest). */
export type RememberedFolder = Extract<RememberedDevice, { type: FolderDeviceType }>;

/**
 * On page load (no click): a remembered folder whose permission is still granted connects at once
 * (`connected`); one the browser will ask about again answers `reconnect` (the UI offers a button);
 * one that is gone or no longer the game is forgotten (`gone`, with the error).
 */
export async function restoreFolder(
  remembered: RememberedFolder,
  deps: Pick<FsaConnectorDeps, 'createFs' | 'loadConfig' | 'store'>,
): Promise<
  | { state: 'connected'; connection: DeviceConnection }
  | { state: 'reconnect' }
  | { state: 'gone'; error: DeviceError }
> {
  let permission: PermissionState;
  try {
    permission = await hasWritePermission(remembered.handle, false);
  } catch (error) {
    await deps.store.clear();
    return { state: 'gone', error: toDeviceError(error, 'The remembered folder could not be opened') };
  }
  if (permission !== 'granted') return { state: 'reconnect' };
  try {
    const connection = await openFolder(remembered.type, remembered.handle, deps, await deps.loadConfig());
    return { state: 'connected', connection };
  } catch (error) {
    await deps.store.clear();
    return { state: 'gone', error: toDeviceError(error, 'The remembered folder could not be opened') };
  }
}

/**
 * Reconnect a remembered folder from a click: asks the browser for write access again ("Allow on
 * every visit" in Chrome 122+ makes it stick). Resolves null when the user did not allow it.
 * Rejects with DeviceError `NotFound` (and forgets the folder) when it is gone, or `WrongFolder`.
 */
export async function reconnectFolder(
  remembered: RememberedFolder,
  deps: Pick<FsaConnectorDeps, 'createFs' | 'loadConfig' | 'store'>,
): Promise<DeviceConnection | null> {
  let permission: PermissionState;
  try {
    permission = await hasWritePermission(remembered.handle, true);
  } catch (error) {
    if (errorName(error) === 'NotFoundError') await deps.store.clear();
    throw toDeviceError(error, 'The remembered folder could not be opened');
  }
  if (permission !== 'granted') return null;
  try {
    return await openFolder(remembered.type, remembered.handle, deps, await deps.loadConfig());
  } catch (error) {
    await deps.store.clear();
    throw toDeviceError(error, 'The remembered folder could not be opened');
  }
}
