import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INCOMING_DIR, LocalStorage } from './local-storage.ts';
import { describeStorageContract, listAll } from './storage-contract.ts';

describeStorageContract('LocalStorage', async () => {
  const root = mkdtempSync(join(tmpdir(), 'synthhub-storage-'));
  const storage = new LocalStorage(join(root, 'files'));
  return {
    storage,
    backdate: (key, at) => utimes(join(storage.root, key), at, at),
    dispose: async () => rmSync(root, { recursive: true, force: true }),
  };
});

let root: string;
let storage: LocalStorage;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'synthhub-storage-'));
  storage = new LocalStorage(join(root, 'files'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const bytes = (n: number) => new Uint8Array(n).fill(7);

describe('LocalStorage temporary files', () => {
  it("skips older versions' temporary files beside the final name (half-written objects)", async () => {
    await storage.put('synth/ab/one.synth', bytes(3));
    writeFileSync(join(storage.root, 'synth/ab/two.synth.0123456789ab.tmp'), bytes(5));
    expect((await listAll(storage)).map((o) => o.key)).toEqual(['synth/ab/one.synth']);
  });

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
