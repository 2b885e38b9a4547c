import { describe, expect, it } from 'vitest';
import { describeDeviceFsContract, patternBytes, type DeviceFsHarness } from './device-fs.contract.ts';
import { FsaDeviceFs, type FsaDeviceFsOptions } from './fsa-fs.ts';

// FsaDeviceFs on a real Origin Private File System handle in headless Chromium (design.md §4):
// the same FileSystemDirectoryHandle interface showDirectoryPicker returns (device-notes §3.5).

async function snapshotOf(dir: FileSystemDirectoryHandle, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for await (const [name, handle] of dir.entries()) {
    if (handle.kind === 'directory') {
      out.push(`${prefix}${name}/`);
      out.push(...(await snapshotOf(handle as FileSystemDirectoryHandle, `${prefix}${name}/`)));
    } else out.push(`${prefix}${name}`);
  }
  return out.sort();
}

/** A fresh OPFS folder `world/` holding the adapter's root `world/game/`, so files that climb out would show. */
function harness(options: FsaDeviceFsOptions): () => Promise<DeviceFsHarness> {
  return async () => {
    const opfs = await navigator.storage.getDirectory();
    const worldName = `contract-${Math.random().toString(36).slice(2)}`;
    const world = await opfs.getDirectoryHandle(worldName, { create: true });
    const root = await world.getDirectoryHandle('game', { create: true });
    return {
      fs: new FsaDeviceFs(root, options),
      snapshot: () => snapshotOf(world),
      dispose: () => opfs.removeEntry(worldName, { recursive: true }),
    };
  };
}

describeDeviceFsContract('File System Access on OPFS (move)', harness({}));
describeDeviceFsContract('File System Access on OPFS (copy instead of move)', harness({ useMove: false }));

describe('FsaDeviceFs on OPFS', () => {
  it('has the move() it prefers in this Chromium, and never lists swap or temporary files', async () => {
    const opfs = await navigator.storage.getDirectory();
    const root = await opfs.getDirectoryHandle(`fsa-${Math.random().toString(36).slice(2)}`, {
      create: true,
    });
    try {
      const probe = await root.getFileHandle('probe', { create: true });
      expect(typeof (probe as unknown as { move?: unknown }).move).toBe('function');
      await root.getFileHandle('x.synth.crswap', { create: true });
      await root.getFileHandle('.synthhub-abc.tmp', { create: true });
      const fs = new FsaDeviceFs(root);
      await fs.write('a.synth', new Blob([patternBytes(3)]));
      expect((await fs.list('')).map((e) => e.name).sort()).toEqual(['a.synth', 'probe']);
    } finally {
      await opfs.removeEntry(root.name, { recursive: true });
    }
  });
});
