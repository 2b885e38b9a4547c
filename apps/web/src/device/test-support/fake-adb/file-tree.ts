/** A POSIX errno name the fake file system fails with. */
export type FakeErrno = 'ENOENT' | 'EEXIST' | 'ENOTDIR' | 'EISDIR' | 'ENOTEMPTY' | 'ENOSPC' | 'EINVAL';

/** strerror() texts, as adbd puts them into FAIL messages ("open failed: No such file or directory"). */
export const FAKE_STRERROR: Readonly<Record<FakeErrno, string>> = {
  ENOENT: 'No such file or directory',
  EEXIST: 'File exists',
  ENOTDIR: 'Not a directory',
  EISDIR: 'Is a directory',
  ENOTEMPTY: 'Directory not empty',
  ENOSPC: 'No space left on device',
  EINVAL: 'Invalid argument',
};

/** Linux errno numbers (for STA2/LST2/DNT2 error fields). */
export const FAKE_ERRNO_NUMBER: Readonly<Record<FakeErrno, number>> = {
  ENOENT: 2,
  EEXIST: 17,
  ENOTDIR: 20,
  EISDIR: 21,
  ENOTEMPTY: 39,
  ENOSPC: 28,
  EINVAL: 22,
};

/** A failed fake file system call. */
export class FakeFsError extends Error {
  readonly errno: FakeErrno;
  constructor(errno: FakeErrno, path: string) {
    super(`${path}: ${FAKE_STRERROR[errno]}`);
    this.errno = errno;
  }
}

/** A regular file: `mode` holds the permission bits only; `mtime` is in seconds. */
export interface FakeFile {
  type: 'file';
  mode: number;
  mtime: number;
  data: Uint8Array;
}
/** A directory. */
export interface FakeDir {
  type: 'dir';
  mode: number;
  mtime: number;
  children: Map<string, FakeNode>;
}
/** A file or a directory. */
export type FakeNode = FakeFile | FakeDir;

/** File type bits of st_mode (S_IFREG, S_IFDIR). */
export const S_IFREG = 0o100000;
export const S_IFDIR = 0o040000;

/** st_mode of a node: type bits | permission bits. */
export function fullMode(node: FakeNode): number {
  return (node.type === 'dir' ? S_IFDIR : S_IFREG) | node.mode;
}

const nowS = () => Math.floor(Date.now() / 1000);

/**
 * The in-memory file system of the fake ADB daemon: absolute POSIX paths, `.`/`..` resolved like a
 * real kernel (so a path that climbs out lands outside, where a test can see it), optional
 * capacity for ENOSPC. Starts with `/sdcard`.
 */
export class FakeFileTree {
  readonly root: FakeDir = { type: 'dir', mode: 0o755, mtime: nowS(), children: new Map() };
  /** Total bytes of file data allowed; writing past it fails with ENOSPC. */
  capacityBytes = Number.POSITIVE_INFINITY;

  constructor() {
    this.mkdirs('/sdcard');
  }

  /** Path segments after resolving `.`, `..` and repeated slashes (relative paths count from `/`). */
  static segments(path: string): string[] {
    const out: string[] = [];
    for (const segment of path.split('/')) {
      if (segment === '' || segment === '.') continue;
      if (segment === '..') out.pop();
      else out.push(segment);
    }
    return out;
  }

  /** The node at `path`, or undefined. */
  lookup(path: string): FakeNode | undefined {
    let node: FakeNode = this.root;
    for (const segment of FakeFileTree.segments(path)) {
      if (node.type !== 'dir') return undefined;
      const next: FakeNode | undefined = node.children.get(segment);
      if (!next) return undefined;
      node = next;
    }
    return node;
  }

  /** The directory holding `path` and the last segment; throws ENOENT/ENOTDIR/EINVAL. */
  parentOf(path: string): { dir: FakeDir; name: string } {
    const segments = FakeFileTree.segments(path);
    const name = segments.pop();
    if (name === undefined) throw new FakeFsError('EINVAL', path);
    const dir = this.lookup(`/${segments.join('/')}`);
    if (!dir) throw new FakeFsError('ENOENT', path);
    if (dir.type !== 'dir') throw new FakeFsError('ENOTDIR', path);
    return { dir, name };
  }

  /** `mkdir -p`: creates every missing directory; throws ENOTDIR when a file is in the way. */
  mkdirs(path: string): FakeDir {
    let dir = this.root;
    for (const segment of FakeFileTree.segments(path)) {
      let next = dir.children.get(segment);
      if (!next) {
        next = { type: 'dir', mode: 0o771, mtime: nowS(), children: new Map() };
        dir.children.set(segment, next);
      }
      if (next.type !== 'dir') throw new FakeFsError('ENOTDIR', path);
      dir = next;
    }
    return dir;
  }

  /** open(O_CREAT | O_EXCL): a new empty file; throws EEXIST, ENOENT, ENOTDIR. */
  createFile(path: string, mode: number): FakeFile {
    const { dir, name } = this.parentOf(path);
    if (dir.children.has(name)) throw new FakeFsError('EEXIST', path);
    const file: FakeFile = { type: 'file', mode: mode & 0o7777, mtime: nowS(), data: new Uint8Array(0) };
    dir.children.set(name, file);
    return file;
  }

  /** Appends bytes to a file (which may already be unlinked), or throws ENOSPC past `capacityBytes`. */
  append(file: FakeFile, bytes: Uint8Array, path: string): void {
    if (this.usedBytes() + bytes.byteLength > this.capacityBytes) throw new FakeFsError('ENOSPC', path);
    const data = new Uint8Array(file.data.byteLength + bytes.byteLength);
    data.set(file.data);
    data.set(bytes, file.data.byteLength);
    file.data = data;
  }

  /** Writes a whole file with its parents (test seeding). */
  writeFile(
    path: string,
    data: Uint8Array | string,
    options: { mode?: number; mtime?: number } = {},
  ): FakeFile {
    const segments = FakeFileTree.segments(path);
    this.mkdirs(`/${segments.slice(0, -1).join('/')}`);
    const { dir, name } = this.parentOf(path);
    const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data.slice();
    const file: FakeFile = {
      type: 'file',
      mode: options.mode ?? 0o660,
      mtime: options.mtime ?? nowS(),
      data: bytes,
    };
    dir.children.set(name, file);
    return file;
  }

  /** unlink(2): removes a file; throws ENOENT, EISDIR. */
  unlink(path: string): void {
    const { dir, name } = this.parentOf(path);
    const node = dir.children.get(name);
    if (!node) throw new FakeFsError('ENOENT', path);
    if (node.type === 'dir') throw new FakeFsError('EISDIR', path);
    dir.children.delete(name);
  }

  /** rmdir(2) or a recursive delete. */
  removeDir(path: string, recursive: boolean): void {
    const { dir, name } = this.parentOf(path);
    const node = dir.children.get(name);
    if (!node) throw new FakeFsError('ENOENT', path);
    if (node.type !== 'dir') throw new FakeFsError('ENOTDIR', path);
    if (!recursive && node.children.size > 0) throw new FakeFsError('ENOTEMPTY', path);
    dir.children.delete(name);
  }

  /** rename(2): keeps the node (mode, mtime); replaces a file at `to`; throws ENOENT, EISDIR. */
  rename(from: string, to: string): void {
    const source = this.parentOf(from);
    const node = source.dir.children.get(source.name);
    if (!node) throw new FakeFsError('ENOENT', from);
    const target = this.parentOf(to);
    const existing = target.dir.children.get(target.name);
    if (existing === node) return;
    if (existing?.type === 'dir') throw new FakeFsError('EISDIR', to);
    source.dir.children.delete(source.name);
    target.dir.children.set(target.name, node);
  }

  /** Bytes of all file data. */
  usedBytes(): number {
    let total = 0;
    const walk = (dir: FakeDir) => {
      for (const node of dir.children.values()) {
        if (node.type === 'dir') walk(node);
        else total += node.data.byteLength;
      }
    };
    walk(this.root);
    return total;
  }

  /** Every file and directory below `under` (default `/`) as absolute paths, directories ending in `/`, sorted. */
  snapshot(under = '/'): string[] {
    const out: string[] = [];
    const start = this.lookup(under);
    const walk = (dir: FakeDir, prefix: string) => {
      for (const [name, node] of dir.children) {
        const path = `${prefix}${name}`;
        if (node.type === 'dir') {
          out.push(`${path}/`);
          walk(node, `${path}/`);
        } else out.push(path);
      }
    };
    if (start?.type === 'dir') walk(start, under.endsWith('/') ? under : `${under}/`);
    return out.sort();
  }
}
