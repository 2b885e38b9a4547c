// The behaviour every Storage adapter must have (storage.ts), as one set of cases that each
// adapter's test file runs (local-storage.test.ts, s3-storage.test.ts). Not a test file itself.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListedObject, Storage } from './storage.ts';

/** One empty storage to test, with what the cases cannot do through the interface. */
export interface StorageUnderTest {
  storage: Storage;
  /** Sets the object's modification time (as `stat` and `list` see it) to `at`. */
  backdate(key: string, at: Date): Promise<void>;
  /** Frees what `make` made (folders, clients). */
  dispose(): Promise<void>;
}

/** Every listed object, sorted by key. */
export async function listAll(storage: Storage): Promise<ListedObject[]> {
  const out: ListedObject[] = [];
  for await (const object of storage.list()) out.push(object);
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

const bytes = (n: number, fill = 7) => new Uint8Array(n).fill(fill);
const LONG_AGO = new Date('2020-01-01T00:00:00Z');
const ascii = (s: string) => new TextEncoder().encode(s);

/**
 * Declares the contract cases of storage.ts under `describe(name)`: each case gets a fresh, empty
 * storage from `make` and disposes of it afterwards.
 */
export function describeStorageContract(name: string, make: () => Promise<StorageUnderTest>): void {
  describe(`${name} (storage contract)`, () => {
    let subject: StorageUnderTest;
    let storage: Storage;
    let scratch: string;
    beforeEach(async () => {
      subject = await make();
      storage = subject.storage;
      scratch = mkdtempSync(join(tmpdir(), 'synthhub-contract-'));
    });
    afterEach(async () => {
      await subject.dispose();
      rmSync(scratch, { recursive: true, force: true });
    });

    it('lists nothing when empty, and answers null for a missing key', async () => {
      expect(await listAll(storage)).toEqual([]);
      expect(await storage.read('synth/ab/none.synth')).toBeNull();
      expect(await storage.stream('synth/ab/none.synth')).toBeNull();
      expect(await storage.stat('synth/ab/none.synth')).toBeNull();
      await storage.delete('synth/ab/none.synth'); // no error
    });

    it('lists every object with its key, size and modification time, at any depth', async () => {
      await storage.put('synth/ab/one.synth', bytes(3));
      await storage.put('covers/cd/two.png', bytes(10));
      await storage.put('top.bin', bytes(1));
      await subject.backdate('top.bin', LONG_AGO);
      const listed = await listAll(storage);
      expect(listed.map(({ key, size }) => ({ key, size }))).toEqual([
        { key: 'covers/cd/two.png', size: 10 },
        { key: 'synth/ab/one.synth', size: 3 },
        { key: 'top.bin', size: 1 },
      ]);
      expect(listed[2]!.modifiedAt.getTime()).toBe(LONG_AGO.getTime());
      expect(Math.abs(listed[0]!.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
    });

    it('lists deleted objects no more, and reads them as missing', async () => {
      await storage.put('a/1.bin', bytes(1));
      await storage.put('a/2.bin', bytes(2));
      await storage.delete('a/1.bin');
      expect((await listAll(storage)).map((o) => o.key)).toEqual(['a/2.bin']);
      expect(await storage.read('a/1.bin')).toBeNull();
      expect(await storage.stat('a/1.bin')).toBeNull();
    });

    it('reads, streams whole and streams an inclusive byte range', async () => {
      expect(await storage.put('t/ab/abc.txt', ascii('abcdefghij'))).toEqual({ created: true });
      expect(new TextDecoder().decode((await storage.read('t/ab/abc.txt'))!)).toBe('abcdefghij');
      expect(await text((await storage.stream('t/ab/abc.txt'))!)).toBe('abcdefghij');
      expect(await text((await storage.stream('t/ab/abc.txt', { start: 2, end: 4 }))!)).toBe('cde');
      expect(await text((await storage.stream('t/ab/abc.txt', { start: 9, end: 9 }))!)).toBe('j');
      const stat = await storage.stat('t/ab/abc.txt');
      expect(stat!.size).toBe(10);
    });

    it('keeps the bytes of an existing key, answers created: false and refreshes its time', async () => {
      expect(await storage.put('synth/ab/one.synth', bytes(3))).toEqual({ created: true });
      await subject.backdate('synth/ab/one.synth', LONG_AGO);
      expect((await storage.stat('synth/ab/one.synth'))!.modifiedAt.getTime()).toBe(LONG_AGO.getTime());
      const before = Date.now();
      expect(await storage.put('synth/ab/one.synth', bytes(3))).toEqual({ created: false });
      const after = await storage.stat('synth/ab/one.synth');
      // Times may come from a coarse clock (a second on S3), a little behind Date.now().
      expect(after!.modifiedAt.getTime()).toBeGreaterThan(before - 2000);
      expect(after!.size).toBe(3);
      expect(Array.from((await storage.read('synth/ab/one.synth'))!)).toEqual([7, 7, 7]);
    });

    it('stores a file from disk with putFile, leaves the file, and touches an existing key', async () => {
      const source = join(scratch, 'upload.part');
      writeFileSync(source, bytes(4, 9));
      expect(await storage.putFile('synth/cd/two.synth', source)).toEqual({ created: true });
      expect(Array.from((await storage.read('synth/cd/two.synth'))!)).toEqual([9, 9, 9, 9]);
      await subject.backdate('synth/cd/two.synth', LONG_AGO);
      const before = Date.now();
      expect(await storage.putFile('synth/cd/two.synth', source)).toEqual({ created: false });
      expect((await storage.stat('synth/cd/two.synth'))!.modifiedAt.getTime()).toBeGreaterThan(before - 2000);
      expect((await listAll(storage)).map((o) => o.key)).toEqual(['synth/cd/two.synth']);
      expect(existsSync(source)).toBe(true); // the caller deletes it
    });

    it('refuses keys that climb out, storing nothing', async () => {
      for (const key of ['../escape.bin', 'a/../../b.bin']) {
        await expect(storage.put(key, bytes(1))).rejects.toThrow();
      }
      expect(await listAll(storage)).toEqual([]);
    });
  });
}
