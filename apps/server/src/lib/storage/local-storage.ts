import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { constants } from 'node:fs';
import {
  access,
  copyFile,
  link,
  mkdir,
  open,
  opendir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  unlink,
  utimes,
} from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange, ListedObject, Storage, StoredObject } from './storage.ts';

/** Names older versions of `put` wrote beside the final name: `<final name>.<12 hex>.tmp`. */
const TEMP_NAME = /\.[0-9a-f]{12}\.tmp$/;

/**
 * The folder under the root where `put`/`putFile` write before renaming into place (same file
 * system, so the rename is atomic). Never listed; emptied at start by {@link LocalStorage.clearIncoming}.
 */
export const INCOMING_DIR = '.incoming';

/**
 * Storage on the local disk under `root` (default `DATA_DIR/files`). Writes go to a temporary file
 * in `root/.incoming` and are renamed into place, so a reader never sees half a file. Keys may
 * hold `/` (one folder level each); a key that would climb out of `root` throws.
 */
export class LocalStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /**
   * Throws unless the storage folder can be written (created when missing, as the first `put`
   * would); the error names the folder (DATA_DIR/files).
   */
  async check(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
    } catch (error) {
      throw new Error(`The storage folder ${this.root} cannot be written: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key escapes the storage root: ${key}`);
    return path;
  }

  async put(key: string, bytes: Uint8Array): Promise<{ created: boolean }> {
    const path = this.pathOf(key);
    // An existing key is the same bytes: touch it so the sweep sees it as young (storage.ts `put`).
    if (await touch(path)) return { created: false };
    await mkdir(dirname(path), { recursive: true });
    const tmp = await this.incomingPath();
    const handle = await open(tmp, 'wx');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await rename(tmp, path);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
    return { created: true };
  }

  /**
   * Stores the file at `path` under `key` (storage.ts `putFile`): a hard link when `path` is on the
   * same file system (no copy; the caller's later delete of `path` leaves the stored file), else a
   * copy; either way under a temporary name renamed into place. An existing key is touched instead.
   */
  async putFile(key: string, path: string): Promise<{ created: boolean }> {
    const target = this.pathOf(key);
    if (await touch(target)) return { created: false };
    await mkdir(dirname(target), { recursive: true });
    const tmp = await this.incomingPath();
    try {
      await link(path, tmp).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV' && error.code !== 'EPERM' && error.code !== 'ENOTSUP') throw error;
        await copyFile(path, tmp, constants.COPYFILE_EXCL);
      });
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
    return { created: true };
  }

  /** A fresh temporary path in the incoming folder (created if missing). */
  private async incomingPath(): Promise<string> {
    const dir = join(this.root, INCOMING_DIR);
    await mkdir(dir, { recursive: true });
    return join(dir, `${randomBytes(6).toString('hex')}.tmp`);
  }

  /**
   * Deletes the temporary files of writes that never finished (the server was killed mid-write)
   * and returns how many there were. Run at start, before anything is stored (server.ts).
   */
  async clearIncoming(): Promise<number> {
    const dir = join(this.root, INCOMING_DIR);
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if (isNotFound(error)) return 0;
      throw error;
    }
    await Promise.all(names.map((name) => rm(join(dir, name), { force: true })));
    return names.length;
  }

  async read(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async stream(key: string, range?: ByteRange): Promise<Readable | null> {
    const path = this.pathOf(key);
    if (!(await exists(path))) return null;
    return createReadStream(path, range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const s = await stat(this.pathOf(key));
      return { size: s.size, modifiedAt: s.mtime };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  /**
   * Walks `root` depth-first, yielding every file as `{key, size, modifiedAt}` with `/`-separated
   * keys. `put`'s temporary files are skipped; files or folders that vanish during the walk are
   * skipped too. A missing `root` lists nothing.
   */
  async *list(): AsyncIterable<ListedObject> {
    yield* this.walk(this.root, '');
  }

  private async *walk(dir: string, prefix: string): AsyncGenerator<ListedObject> {
    let entries;
    try {
      entries = await opendir(dir);
    } catch (error) {
      if (isNotFound(error)) return;
      throw error;
    }
    for await (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (prefix === '' && entry.name === INCOMING_DIR) continue;
        yield* this.walk(path, `${prefix}${entry.name}/`);
      } else if (entry.isFile() && !TEMP_NAME.test(entry.name)) {
        const s = await stat(path).catch((error: unknown) => {
          if (isNotFound(error)) return null;
          throw error;
        });
        if (s) yield { key: `${prefix}${entry.name}`, size: s.size, modifiedAt: s.mtime };
      }
    }
  }
}

/** Sets a file's access and modification times to now; false when the file does not exist. */
async function touch(path: string): Promise<boolean> {
  try {
    const now = new Date();
    await utimes(path, now, now);
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}
