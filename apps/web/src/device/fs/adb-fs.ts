import { type Adb, type AdbSync, AdbSyncError, escapeArg, LinuxFileType } from '@yume-chan/adb';
import { DeviceError, type DeviceErrorCode, toDeviceError } from '../errors.ts';
import { isTempName, makeTempName, normalizeDevicePath, splitDeviceFilePath } from '../path.ts';
import type { DeviceEntry, DeviceFs, DeviceFsCapabilities, DeviceWriteOptions } from '../types.ts';
import { abortReason, watchedBlobStream } from './source-stream.ts';

/** Options of AdbDeviceFs. */
export interface AdbDeviceFsOptions {
  /** Absolute device folder every path is relative to (default `/sdcard`, ResolvedLayout.storageRoot). */
  root?: string;
  /**
   * A write that makes no progress for this long fails with `Timeout` (ms, default 30 000): the
   * library's push can hang forever (device-notes §0 item 4), so every push has a watchdog.
   */
  stallTimeoutMs?: number;
}

/** Permission bits of installed files (spec §9: "Installed files get file mode 0666"). */
export const QUEST_FILE_MODE = 0o666;

// adbd's FAIL texts carry strerror(); map the ones the UI words differently.
const FAIL_CODES: [RegExp, DeviceErrorCode][] = [
  [/No space left/i, 'NoSpace'],
  [/No such file/i, 'NotFound'],
  [/Permission denied|Read-only file system|Operation not permitted/i, 'PermissionDenied'],
];

/**
 * DeviceFs over ADB (device type `quest`; design.md §4, device-notes §1.3/§5.2): the only file that
 * uses the @yume-chan/adb sync and shell API. Every call opens its own `AdbSync` and disposes it
 * (adbd ends a sync session after any FAIL). Listing filters `.`, `..`, folders and temporary
 * files; a write SENDs to a temporary name with mode 0o666 and the mtime in seconds, then renames
 * it with `mv -f` (which keeps both), and removes the temporary file on failure or abort;
 * `remove`/`mkdir` run `rm -f`/`mkdir -p` (exit code with the shell protocol, otherwise any output
 * is an error). Paths are checked by normalizeDevicePath; names are quoted with `escapeArg`.
 */
export class AdbDeviceFs implements DeviceFs {
  readonly capabilities: DeviceFsCapabilities = { setMtime: true, setMode: true };
  readonly #adb: Adb;
  readonly #root: string;
  readonly #stallTimeoutMs: number;
  #disconnected = false;

  constructor(adb: Adb, options: AdbDeviceFsOptions = {}) {
    this.#adb = adb;
    this.#root = (options.root ?? '/sdcard').replace(/\/+$/, '');
    this.#stallTimeoutMs = options.stallTimeoutMs ?? 30_000;
    adb.disconnected.then(
      () => (this.#disconnected = true),
      () => (this.#disconnected = true),
    );
  }

  #abs(segments: readonly string[]): string {
    return [this.#root, ...segments].join('/') || '/';
  }

  #error(error: unknown, what: string): DeviceError {
    if (error instanceof DeviceError) return error;
    if (this.#disconnected)
      return new DeviceError('Disconnected', `${what}: the headset was disconnected.`, { cause: error });
    const message = error instanceof Error ? error.message : String(error);
    const code = (error instanceof AdbSyncError && FAIL_CODES.find(([re]) => re.test(message))?.[1]) || 'Io';
    return toDeviceError(error, what, code);
  }

  async #withSync<T>(what: string, run: (sync: AdbSync) => Promise<T>): Promise<T> {
    let sync: AdbSync | undefined;
    try {
      sync = await this.#adb.sync();
      return await run(sync);
    } catch (error) {
      throw this.#error(error, what);
    } finally {
      await sync?.dispose().catch(() => undefined);
    }
  }

  /** Runs a command whose arguments are device paths; fails on a non-zero exit or, without the shell protocol, on any output. */
  async #run(what: string, command: string, flags: string[], paths: string[]): Promise<void> {
    const args = [command, ...flags, ...paths.map(escapeArg)];
    try {
      const shell = this.#adb.subprocess.shellProtocol;
      if (shell) {
        const { stdout, stderr, exitCode } = await shell.spawnWaitText(args);
        if (exitCode !== 0)
          throw new DeviceError('Io', `${what}: ${(stderr || stdout).trim() || `exit ${exitCode}`}`);
        return;
      }
      const output = await this.#adb.subprocess.noneProtocol.spawnWaitText([...args, '</dev/null']);
      if (output.trim()) throw new DeviceError('Io', `${what}: ${output.trim()}`);
    } catch (error) {
      throw this.#error(error, what);
    }
  }

  async list(dir: string): Promise<DeviceEntry[]> {
    const path = this.#abs(normalizeDevicePath(dir, { allowRoot: true }));
    return this.#withSync(`Could not list ${dir || 'the device'}`, async (sync) => {
      const entries = await sync.readdir(path);
      return entries
        .filter(
          (e) => e.type === LinuxFileType.File && e.name !== '.' && e.name !== '..' && !isTempName(e.name),
        )
        .map((e) => ({ name: e.name, size: Number(e.size), mtimeMs: Number(e.mtime) * 1000 }));
    });
  }

  async exists(path: string): Promise<boolean> {
    const abs = this.#abs(normalizeDevicePath(path, { allowRoot: true }));
    return this.#withSync(`Could not check ${path}`, async (sync) => {
      try {
        await sync.lstat(abs);
        return true;
      } catch (error) {
        // v1 STAT answers zeros for a missing path ("lstat error"); v2 answers an errno name.
        if (error instanceof Error && /^(lstat error|ENOENT|ENOTDIR)$/.test(error.message)) return false;
        throw error;
      }
    });
  }

  async read(path: string): Promise<Blob> {
    const { dir, name } = splitDeviceFilePath(path);
    const abs = this.#abs([...dir, name]);
    return this.#withSync(`Could not read ${path}`, async (sync) => {
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      const reader = sync.read(abs).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value.slice());
      }
      return new Blob(chunks);
    });
  }

  async write(path: string, data: Blob, options: DeviceWriteOptions = {}): Promise<void> {
    const { dir, name } = splitDeviceFilePath(path);
    const { signal, onProgress } = options;
    const what = `Could not write ${path}`;
    const cancelled = () =>
      new DeviceError('Cancelled', 'The transfer was cancelled.', { cause: abortReason(signal!) });
    if (signal?.aborted) throw cancelled();
    const final = this.#abs([...dir, name]);
    const temp = this.#abs([...dir, makeTempName()]);

    let sync: AdbSync;
    try {
      sync = await this.#adb.sync();
    } catch (error) {
      throw this.#error(error, what);
    }
    let failure: DeviceError | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Disposing the sync socket is the only way to unblock a push (device-notes §1.4).
    const stop = (error: DeviceError) => {
      failure ??= error;
      clearTimeout(timer);
      void sync.dispose().catch(() => undefined);
    };
    const watchdog = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => stop(new DeviceError('Timeout', `${what}: the headset stopped responding.`)),
        this.#stallTimeoutMs,
      );
    };
    const onAbort = () => stop(cancelled());
    signal?.addEventListener('abort', onAbort, { once: true });
    let loaded = 0;
    const file = watchedBlobStream(data, {
      onChunk: (bytes) => {
        watchdog();
        onProgress?.((loaded += bytes));
      },
      onError: (error) =>
        stop(new DeviceError('Io', `${what}: the file could not be read.`, { cause: error })),
    });
    try {
      watchdog();
      await sync.write({
        filename: temp,
        file: file as never,
        permission: options.mode ?? QUEST_FILE_MODE,
        ...(options.mtimeMs === undefined ? {} : { mtime: Math.max(0, Math.floor(options.mtimeMs / 1000)) }),
      });
      if (failure) throw failure;
    } catch (error) {
      await sync.dispose().catch(() => undefined);
      await this.#run(what, 'rm', ['-f'], [temp]).catch(() => undefined);
      throw failure ?? this.#error(error, what);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      await sync.dispose().catch(() => undefined);
    }
    try {
      if (signal?.aborted) throw cancelled();
      await this.#run(what, 'mv', ['-f'], [temp, final]);
    } catch (error) {
      await this.#run(what, 'rm', ['-f'], [temp]).catch(() => undefined);
      throw this.#error(error, what);
    }
  }

  async remove(path: string): Promise<void> {
    const { dir, name } = splitDeviceFilePath(path);
    await this.#run(`Could not remove ${path}`, 'rm', ['-f'], [this.#abs([...dir, name])]);
  }

  async mkdir(path: string): Promise<void> {
    await this.#run(
      `Could not create ${path}`,
      'mkdir',
      ['-p'],
      [this.#abs(normalizeDevicePath(path, { allowRoot: true }))],
    );
  }

  async close(): Promise<void> {
    await this.#adb.close().catch(() => undefined);
  }
}
