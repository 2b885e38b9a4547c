import { DeviceError, toDeviceError } from '../errors.ts';
import { isTempName, makeTempName, normalizeDevicePath, splitDeviceFilePath } from '../path.ts';
import type { DeviceEntry, DeviceFs, DeviceFsCapabilities, DeviceWriteOptions } from '../types.ts';
import { abortReason, watchedBlobStream } from './source-stream.ts';

/** Options of FsaDeviceFs. */
export interface FsaDeviceFsOptions {
  /**
   * Finish writes with `FileSystemFileHandle.move()` where the browser has it (default true);
   * otherwise, or when it fails, the temporary file is copied to the final name and deleted.
   */
  useMove?: boolean;
}

/** `FileSystemFileHandle.move(newName)`: Chromium (OPFS since 110, local folders later); not in lib.dom yet. */
type MovableFileHandle = FileSystemFileHandle & { move?: (newName: string) => Promise<void> };

const nameOf = (error: unknown) => (error as { name?: string } | null)?.name;

/**
 * DeviceFs over the File System Access API (device types `pc` and `directory`; design.md §4,
 * device-notes §3.3/§5.2): the only file that uses FileSystemDirectoryHandle beyond its type. The
 * root is a handle the connect flow got from `showDirectoryPicker` (or an OPFS handle in tests).
 * A write goes to a temporary file in the target folder, then `move()` onto the final name (or a
 * copy where `move()` is missing or fails), and on failure or abort the writable is aborted and
 * the temporary file removed (getFileHandle creates it at once, device-notes §3.3). The browser
 * cannot set mtime or mode, so `capabilities` says neither. Chromium's `.crswap` swap files and our
 * temporary files never appear in listings.
 */
export class FsaDeviceFs implements DeviceFs {
  readonly capabilities: DeviceFsCapabilities = { setMtime: false, setMode: false };
  readonly #root: FileSystemDirectoryHandle;
  readonly #useMove: boolean;

  constructor(root: FileSystemDirectoryHandle, options: FsaDeviceFsOptions = {}) {
    this.#root = root;
    this.#useMove = options.useMove ?? true;
  }

  /** The folder at `segments`, created when asked; undefined when missing or a file. */
  async #dir(segments: readonly string[], create: boolean): Promise<FileSystemDirectoryHandle | undefined> {
    let dir = this.#root;
    for (const segment of segments) {
      try {
        dir = await dir.getDirectoryHandle(segment, { create });
      } catch (error) {
        if (!create && (nameOf(error) === 'NotFoundError' || nameOf(error) === 'TypeMismatchError'))
          return undefined;
        throw error;
      }
    }
    return dir;
  }

  async list(dir: string): Promise<DeviceEntry[]> {
    const segments = normalizeDevicePath(dir, { allowRoot: true });
    try {
      const folder = await this.#dir(segments, false);
      if (!folder) return [];
      const entries: DeviceEntry[] = [];
      for await (const handle of folder.values()) {
        if (handle.kind !== 'file' || isTempName(handle.name) || handle.name.endsWith('.crswap')) continue;
        const file = await (handle as FileSystemFileHandle).getFile();
        entries.push({ name: handle.name, size: file.size, mtimeMs: file.lastModified });
      }
      return entries;
    } catch (error) {
      throw toDeviceError(error, `Could not list ${dir || 'the folder'}`);
    }
  }

  async exists(path: string): Promise<boolean> {
    const segments = normalizeDevicePath(path, { allowRoot: true });
    if (segments.length === 0) return true;
    try {
      const parent = await this.#dir(segments.slice(0, -1), false);
      if (!parent) return false;
      const name = segments[segments.length - 1]!;
      for (const get of [() => parent.getFileHandle(name), () => parent.getDirectoryHandle(name)]) {
        try {
          await get();
          return true;
        } catch (error) {
          if (nameOf(error) !== 'TypeMismatchError' && nameOf(error) !== 'NotFoundError') throw error;
        }
      }
      return false;
    } catch (error) {
      throw toDeviceError(error, `Could not check ${path}`);
    }
  }

  async read(path: string): Promise<Blob> {
    const { dir, name } = splitDeviceFilePath(path);
    try {
      const folder = await this.#dir(dir, false);
      if (!folder) throw new DeviceError('NotFound', `Could not read ${path}: it does not exist.`);
      // A File snapshot: reading it after the file changes fails with NotReadableError.
      return await (await folder.getFileHandle(name)).getFile();
    } catch (error) {
      throw toDeviceError(error, `Could not read ${path}`);
    }
  }

  async write(path: string, data: Blob, options: DeviceWriteOptions = {}): Promise<void> {
    const { dir, name } = splitDeviceFilePath(path);
    const { signal, onProgress } = options;
    const what = `Could not write ${path}`;
    const cancelled = () =>
      new DeviceError('Cancelled', 'The transfer was cancelled.', { cause: abortReason(signal!) });
    if (signal?.aborted) throw cancelled();
    let folder: FileSystemDirectoryHandle;
    try {
      folder = (await this.#dir(dir, true))!;
    } catch (error) {
      throw toDeviceError(error, what);
    }
    const tempName = makeTempName();
    let sourceError: unknown;
    try {
      const temp = await folder.getFileHandle(tempName, { create: true });
      const writable = await temp.createWritable();
      let loaded = 0;
      const source = watchedBlobStream(data, {
        onChunk: (bytes) => onProgress?.((loaded += bytes)),
        onError: (error) => (sourceError = error),
      });
      // pipeTo aborts the writable (its swap file is dropped) when the source fails or the signal aborts.
      await source.pipeTo(writable, signal ? { signal } : {});
      if (signal?.aborted) throw cancelled();
      await this.#finish(folder, temp as MovableFileHandle, name);
    } catch (error) {
      await folder.removeEntry(tempName).catch(() => undefined);
      if (signal?.aborted) throw cancelled();
      if (sourceError !== undefined)
        throw new DeviceError('Io', `${what}: the file could not be read.`, { cause: sourceError });
      throw toDeviceError(error, what);
    }
  }

  /** Puts the finished temporary file in place: `move()`, else a copy (the old file stays intact if that fails). */
  async #finish(folder: FileSystemDirectoryHandle, temp: MovableFileHandle, name: string): Promise<void> {
    if (this.#useMove && typeof temp.move === 'function') {
      try {
        await temp.move(name);
        return;
      } catch {
        // Fall through to the copy (a browser whose move() cannot replace an existing file).
      }
    }
    const existed = await folder.getFileHandle(name).then(
      () => true,
      () => false,
    );
    const target = await folder.getFileHandle(name, { create: true });
    try {
      const writable = await target.createWritable();
      await (await temp.getFile()).stream().pipeTo(writable);
    } catch (error) {
      if (!existed) await folder.removeEntry(name).catch(() => undefined);
      throw error;
    }
    await folder.removeEntry(temp.name).catch(() => undefined);
  }

  async remove(path: string): Promise<void> {
    const { dir, name } = splitDeviceFilePath(path);
    try {
      const folder = await this.#dir(dir, false);
      if (!folder) return;
      await folder.getFileHandle(name); // TypeMismatchError for a folder: remove deletes files only
      await folder.removeEntry(name);
    } catch (error) {
      if (nameOf(error) === 'NotFoundError') return;
      if (nameOf(error) === 'TypeMismatchError')
        throw new DeviceError('Io', `Could not remove ${path}: it is a folder.`, { cause: error });
      throw toDeviceError(error, `Could not remove ${path}`);
    }
  }

  async mkdir(path: string): Promise<void> {
    try {
      await this.#dir(normalizeDevicePath(path, { allowRoot: true }), true);
    } catch (error) {
      throw toDeviceError(error, `Could not create ${path}`);
    }
  }

  async close(): Promise<void> {}
}
