import type { Db } from '../db/client.ts';
import { insertJob } from './jobs/jobs.repository.ts';
import { type DbOrTx, isStorageKeyReferenced, lockStorageKeys } from './storage/key-locks.ts';
import type { Storage } from './storage/storage.ts';

/** Where a stored key's bytes come from, so the key can be stored again: bytes, or a file path. */
type Source = { bytes: Uint8Array } | { path: string };

/**
 * The files one upload stores, and the rules that keep concurrent uploads of the same content
 * from losing each other's files (docs/decisions/0007). Keys are content-addressed, so two
 * uploads of one file share keys, and a key one upload created may be what another commits.
 *
 * Usage: `put`/`putFile` while working; write the rows with {@link commit} (a transaction that
 * locks and re-checks every key before it commits); on any error `removeAll()` and rethrow.
 * - `commit` takes each key's lock (sorted) inside the transaction, after its row writes, and
 *   stores again any key that a failing upload deleted meanwhile, so a committed row always
 *   has its files;
 * - `removeAll` deletes a key this upload created only under that key's lock and only when no
 *   committed row references it, so a loser never deletes what a winner committed.
 */
export class CreatedFiles {
  private readonly created = new Set<string>();
  private readonly sources = new Map<string, Source>();
  private readonly jobs: { kind: string; payload: unknown }[] = [];

  constructor(private readonly ctx: { storage: Storage; db: Db }) {}

  /** Stores `bytes` under `key` (if absent) and returns the key. */
  async put(key: string, bytes: Uint8Array): Promise<string> {
    this.sources.set(key, { bytes });
    const { created } = await this.ctx.storage.put(key, bytes);
    if (created) this.created.add(key);
    return key;
  }

  /**
   * Stores the file at `path` under `key` (if absent; `Storage.putFile`) and returns the key. The
   * file must stay at `path` until the upload has committed or failed (see {@link commit}).
   */
  async putFile(key: string, path: string): Promise<string> {
    this.sources.set(key, { path });
    const { created } = await this.ctx.storage.putFile(key, path);
    if (created) this.created.add(key);
    return key;
  }

  /**
   * Adds a job (lib/jobs/job-queue.ts) that {@link commit} writes in its transaction: work on the
   * stored files that must follow the rows, such as making a cover's sizes (docs/decisions/0012).
   */
  queueJob(kind: string, payload: unknown): void {
    this.jobs.push({ kind, payload });
  }

  /**
   * Runs `write` in a transaction, then, still inside it, locks every key stored so far
   * ({@link lockStorageKeys}), stores again each one that is missing and writes the queued jobs,
   * then commits. Returns what `write` returns; throws what it or the database throws (nothing
   * is committed then).
   */
  async commit<T>(write: (tx: Db) => Promise<T>): Promise<T> {
    return this.ctx.db.transaction(async (tx) => {
      const result = await write(tx);
      await this.secure(tx);
      for (const job of this.jobs) await insertJob(tx, job.kind, job.payload);
      return result;
    });
  }

  /** Locks every stored key in `tx` and stores again each one a concurrent cleanup deleted. */
  private async secure(tx: DbOrTx): Promise<void> {
    await lockStorageKeys(tx, this.sources.keys());
    for (const [key, source] of this.sources) {
      if (await this.ctx.storage.stat(key)) continue;
      const { created } =
        'bytes' in source
          ? await this.ctx.storage.put(key, source.bytes)
          : await this.ctx.storage.putFile(key, source.path);
      if (created) this.created.add(key);
    }
  }

  /**
   * Deletes each key this upload created that no committed row references, one transaction per
   * key holding that key's lock (so it waits for a commit that is securing the key). Never throws:
   * a key it could not check is left for the unreferenced-file sweep (lib/storage/sweep.ts).
   */
  async removeAll(): Promise<void> {
    for (const key of this.created) {
      try {
        await this.ctx.db.transaction(async (tx) => {
          await lockStorageKeys(tx, [key]);
          if (!(await isStorageKeyReferenced(tx, key))) await this.ctx.storage.delete(key);
        });
      } catch {
        // Left in place: the sweep deletes it once it is old and unreferenced.
      }
    }
    this.created.clear();
  }
}
