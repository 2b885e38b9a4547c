import { DeviceError } from '../errors.ts';
import { isTempName, makeTempName, normalizeDevicePath, splitDeviceFilePath } from '../path.ts';
import type { DeviceEntry, DeviceFs, DeviceFsCapabilities, DeviceWriteOptions } from '../types.ts';
import { abortReason, watchedBlobStream } from './source-stream.ts';

interface MemoryFile {
  type: 'file';
  data: Uint8Array;
  mode: number;
  mtimeMs: number;
}
interface MemoryDir {
  type: 'dir';
  children: Map<string, MemoryNode>;
}
type MemoryNode = MemoryFile | MemoryDir;

/** Options of MemoryDeviceFs. */
export interface MemoryDeviceFsOptions {
  /** What it pretends to store (default: mtime and mode, like the Quest). */
  capabilities?: Partial<DeviceFsCapabilities>;
  /** The clock for files written without an mtime, ms since the epoch (default `Date.now`). */
  now?: () => number;
}

/**
 * An in-memory DeviceFs (device-notes §5.1) for tests and for building the transfer queue and UI
 * without a device. It keeps the adapters' rules: checked paths, a temporary name renamed at the
 * end, nothing left after a failed or aborted write, mtime in whole seconds when `setMtime`.
 */
export class MemoryDeviceFs implements DeviceFs {
  readonly capabilities: DeviceFsCapabilities;
  readonly #root: MemoryDir = { type: 'dir', children: new Map() };
  readonly #now: () => number;

  constructor(options: MemoryDeviceFsOptions = {}) {
    this.capabilities = { setMtime: true, setMode: true, ...options.capabilities };
    this.#now = options.now ?? Date.now;
  }

  #dir(segments: readonly string[], create: boolean): MemoryDir | undefined {
    let dir = this.#root;
    for (const segment of segments) {
      let next = dir.children.get(segment);
      if (!next && create) {
        next = { type: 'dir', children: new Map() };
        dir.children.set(segment, next);
      }
      if (next?.type !== 'dir') {
        if (next && create) throw new DeviceError('Io', `"${segment}" is a file, not a folder.`);
        return undefined;
      }
      dir = next;
    }
    return dir;
  }

  #node(path: string): MemoryNode | undefined {
    const segments = normalizeDevicePath(path, { allowRoot: true });
    if (segments.length === 0) return this.#root;
    return this.#dir(segments.slice(0, -1), false)?.children.get(segments[segments.length - 1]!);
  }

  async list(dir: string): Promise<DeviceEntry[]> {
    const folder = this.#dir(normalizeDevicePath(dir, { allowRoot: true }), false);
    if (!folder) return [];
    const entries: DeviceEntry[] = [];
    for (const [name, node] of folder.children) {
      if (node.type === 'file' && !isTempName(name))
        entries.push({ name, size: node.data.byteLength, mtimeMs: node.mtimeMs });
    }
    return entries;
  }

  async exists(path: string): Promise<boolean> {
    return this.#node(path) !== undefined;
  }

  async read(path: string): Promise<Blob> {
    const { dir, name } = splitDeviceFilePath(path);
    const node = this.#dir(dir, false)?.children.get(name);
    if (node?.type !== 'file') throw new DeviceError('NotFound', `${path} does not exist.`);
    return new Blob([node.data.slice()]);
  }

  async write(path: string, data: Blob, options: DeviceWriteOptions = {}): Promise<void> {
    const { dir, name } = splitDeviceFilePath(path);
    const { signal, onProgress } = options;
    if (signal?.aborted) throw cancelled(signal);
    const folder = this.#dir(dir, true)!;
    if (folder.children.get(name)?.type === 'dir') throw new DeviceError('Io', `${path} is a folder.`);
    const tempName = makeTempName();
    const temp: MemoryFile = {
      type: 'file',
      data: new Uint8Array(0),
      mode: this.capabilities.setMode ? (options.mode ?? 0o666) : 0o666,
      mtimeMs: this.#now(),
    };
    folder.children.set(tempName, temp);
    const chunks: Uint8Array[] = [];
    let loaded = 0;
    const reader = watchedBlobStream(data, {
      onChunk: (bytes) => onProgress?.((loaded += bytes)),
    }).getReader();
    // Cancelling the reader ends a read that waits on a slow source.
    const onAbort = () => void reader.cancel(abortReason(signal!)).catch(() => undefined);
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (signal?.aborted) throw cancelled(signal);
        if (done) break;
        chunks.push(value.slice());
      }
    } catch (error) {
      folder.children.delete(tempName);
      throw error instanceof DeviceError
        ? error
        : new DeviceError('Io', `Could not write ${path}: ${String(error)}`, { cause: error });
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
    temp.data = concat(chunks);
    if (this.capabilities.setMtime && options.mtimeMs !== undefined)
      temp.mtimeMs = Math.floor(options.mtimeMs / 1000) * 1000;
    folder.children.delete(tempName);
    folder.children.set(name, temp);
  }

  async remove(path: string): Promise<void> {
    const { dir, name } = splitDeviceFilePath(path);
    const folder = this.#dir(dir, false);
    if (folder?.children.get(name)?.type === 'dir')
      throw new DeviceError('Io', `Could not remove ${path}: it is a folder.`);
    folder?.children.delete(name);
  }

  async mkdir(path: string): Promise<void> {
    this.#dir(normalizeDevicePath(path, { allowRoot: true }), true);
  }

  async close(): Promise<void> {}

  /** Every file and folder path (folders end in `/`), temporary files included, sorted (tests). */
  snapshot(): string[] {
    const out: string[] = [];
    const walk = (dir: MemoryDir, prefix: string) => {
      for (const [name, node] of dir.children) {
        if (node.type === 'dir') {
          out.push(`${prefix}${name}/`);
          walk(node, `${prefix}${name}/`);
        } else out.push(`${prefix}${name}`);
      }
    };
    walk(this.#root, '');
    return out.sort();
  }

  /** A file's permission bits and mtime (ms) as stored, or undefined (tests). */
  stat(path: string): { mode: number; mtimeMs: number } | undefined {
    const node = this.#node(path);
    return node?.type === 'file' ? { mode: node.mode, mtimeMs: node.mtimeMs } : undefined;
  }
}

function cancelled(signal: AbortSignal): DeviceError {
  return new DeviceError('Cancelled', 'The transfer was cancelled.', { cause: abortReason(signal) });
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
