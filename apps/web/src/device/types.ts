import type { ContentKind as SharedContentKind, DeviceType } from '@synthhub/shared/device/layout';

/** A device type (spec §3): `pc` (the game directory), `quest` (the headset over USB) or `directory` (any folder). */
export type DeviceKind = DeviceType;

/** A kind of content on a device: beatmap, playlist, avatar or stage (spec §2 "Device file filters"). */
export type ContentKind = SharedContentKind;

/** One regular file in a device folder, as `DeviceFs.list` answers it. */
export interface DeviceEntry {
  /** The file name, without any folder. */
  name: string;
  /** Size in bytes. */
  size: number;
  /**
   * Modification time in ms since the epoch. On devices with `capabilities.setMtime` it is the time
   * the installer set (whole seconds); elsewhere the time the file was written.
   */
  mtimeMs: number;
}

/** What a device can store besides the bytes (device-notes §0 items 6, §1.3). */
export interface DeviceFsCapabilities {
  /** `write` can set the file's mtime (Quest: yes, in whole seconds; File System Access: no). */
  setMtime: boolean;
  /** `write` can set the file's permission bits (Quest: yes, 0o666 by default; File System Access: no). */
  setMode: boolean;
}

/** Options of `DeviceFs.write`. */
export interface DeviceWriteOptions {
  /**
   * Modification time to give the file, ms since the epoch (the item's `published_at`, spec §9; the
   * game sorts by it). Stored in whole seconds, rounded down. Ignored without `capabilities.setMtime`.
   */
  mtimeMs?: number;
  /** Permission bits (default 0o666, spec §9). Ignored without `capabilities.setMode`. */
  mode?: number;
  /** Aborts the write: it rejects with DeviceError `Cancelled` and leaves nothing behind. */
  signal?: AbortSignal;
  /** Called with the number of bytes taken from `data` so far (bytes, growing to `data.size`). */
  onProgress?: (loaded: number) => void;
}

/**
 * A device's files (design.md §4, device-notes §5.2). Paths are POSIX-style and relative to the
 * device root (`SynthRidersUC/CustomSongs/1-Mapper-Song.synth`); `''` is the root itself where a
 * folder is expected. A path that is absolute, holds `..`, a backslash, a NUL or control character,
 * a `:`, an empty segment, or a segment ending in `.` or a space is refused with DeviceError
 * `InvalidPath` before anything touches the device (device/path.ts). Every method rejects with a
 * DeviceError (device/errors.ts) whose `cause` is the low-level error.
 */
export interface DeviceFs {
  /** What `write` can set besides the bytes. */
  readonly capabilities: DeviceFsCapabilities;
  /**
   * The regular files directly in a folder (no folders, no unfinished temporary files), in no
   * particular order. A folder that does not exist (or is a file) lists as `[]`.
   */
  list(dir: string): Promise<DeviceEntry[]>;
  /** Whether a file or folder exists at `path` (`''`: the root). */
  exists(path: string): Promise<boolean>;
  /** A file's bytes. Rejects with DeviceError `NotFound` when it does not exist. */
  read(path: string): Promise<Blob>;
  /**
   * Writes a whole file, creating missing folders. The bytes go to a temporary name in the same
   * folder that is renamed at the end, so the game never reads half a file, an existing file stays
   * intact until the new one is complete, and a failed or aborted write leaves nothing behind.
   * Pass a fully downloaded Blob (device-notes §0 item 4). Rejects with `Cancelled` when
   * `options.signal` aborts, `NoSpace`, `Timeout`, `Disconnected`, `PermissionDenied` or `Io`.
   */
  write(path: string, data: Blob, options?: DeviceWriteOptions): Promise<void>;
  /** Deletes a file; one that is already missing (or in a missing folder) is fine; a folder is refused with `Io`. */
  remove(path: string): Promise<void>;
  /** Creates a folder and its missing parents; an existing folder is fine. */
  mkdir(path: string): Promise<void>;
  /** Lets go of the device (Quest: closes the ADB connection). The object is unusable afterwards. */
  close(): Promise<void>;
}
