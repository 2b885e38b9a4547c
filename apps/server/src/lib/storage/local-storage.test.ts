import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INCOMING_DIR, LocalStorage } from './local-storage.ts';
import type { ListedObject } from './storage.ts';

let root: string;
let storage: LocalStorage;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'synthhub-storage-'));
  storage = new LocalStorage(join(root, 'files'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function listAll(s: LocalStorage): Promise<ListedObject[]> {
  const out: ListedObject[] = [];
  for await (const object of s.list()) out.push(object);
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

const bytes = (n: number) => new Uint8Array(n).fill(7);
const LONG_AGO = new Date('2020-01-01T00:00:00Z');

describe('LocalStorage.list', () => {
  it('lists nothing when the root folder does not exist yet', async () => {
    expect(await listAll(storage)).toEqual([]);
  });

  it('yields every object with its key, size and modification time, at any depth', async () => {
    await storage.put('synth/ab/one.synth', bytes(3));
    await storage.put('covers/cd/two.png', bytes(10));
    await storage.put('top.bin', bytes(1));
    await utimes(join(storage.root, 'top.bin'), LONG_AGO, LONG_AGO);
    const listed = await listAll(storage);
    expect(listed.map(({ key, size }) => ({ key, size }))).toEqual([
      { key: 'covers/cd/two.png', size: 10 },
      { key: 'synth/ab/one.synth', size: 3 },
      { key: 'top.bin', size: 1 },
    ]);
    expect(listed[2]!.modifiedAt.getTime()).toBe(LONG_AGO.getTime());
    expect(listed[0]!.modifiedAt).toBeInstanceOf(Date);
  });

  it("skips put's temporary files (half-written objects)", async () => {
    await storage.put('synth/ab/one.synth', bytes(3));
    writeFileSync(join(storage.root, 'synth/ab/two.synth.0123456789ab.tmp'), bytes(5));
    expect((await listAll(storage)).map((o) => o.key)).toEqual(['synth/ab/one.synth']);
  });

  it('lists objects that were deleted no more', async () => {
    await storage.put('a/1.bin', bytes(1));
    await storage.put('a/2.bin', bytes(2));
    await storage.delete('a/1.bin');
    expect((await listAll(storage)).map((o) => o.key)).toEqual(['a/2.bin']);
  });
});

describe('LocalStorage.put of an existing key', () => {
  it('keeps the bytes, answers created: false and refreshes the modification time', async () => {
    expect(await storage.put('synth/ab/one.synth', bytes(3))).toEqual({ created: true });
    await utimes(join(storage.root, 'synth/ab/one.synth'), LONG_AGO, LONG_AGO);
    expect((await storage.stat('synth/ab/one.synth'))!.modifiedAt.getTime()).toBe(LONG_AGO.getTime());
    const before = Date.now();
    expect(await storage.put('synth/ab/one.synth', bytes(3))).toEqual({ created: false });
    const after = await storage.stat('synth/ab/one.synth');
    // File times may come from a coarse clock, a few ms behind Date.now().
    expect(after!.modifiedAt.getTime()).toBeGreaterThan(before - 1000);
    expect(after!.size).toBe(3);
    expect(Array.from((await storage.read('synth/ab/one.synth'))!)).toEqual([7, 7, 7]);
  });
});

describe('LocalStorage temporary files', () => {
  it('writes through the incoming folder, which is never listed and is emptied by clearIncoming', async () => {
    await storage.put('synth/ab/one.synth', bytes(3));
    const source = join(root, 'upload.part');
    writeFileSync(source, bytes(4));
    expect(await storage.putFile('synth/cd/two.synth', source)).toEqual({ created: true });
    expect(await storage.putFile('synth/cd/two.synth', source)).toEqual({ created: false });
    expect(readdirSync(join(storage.root, INCOMING_DIR))).toEqual([]);
    // A write the server was killed in the middle of:
    writeFileSync(join(storage.root, INCOMING_DIR, '0123456789ab.tmp'), bytes(2));
    expect((await listAll(storage)).map((o) => o.key)).toEqual(['synth/ab/one.synth', 'synth/cd/two.synth']);
    expect(await storage.clearIncoming()).toBe(1);
    expect(readdirSync(join(storage.root, INCOMING_DIR))).toEqual([]);
    expect((await storage.read('synth/cd/two.synth'))?.byteLength).toBe(4);
  });
});
