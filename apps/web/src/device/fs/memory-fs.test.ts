// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeDeviceFsContract, patternBytes } from './device-fs.contract.ts';
import { MemoryDeviceFs } from './memory-fs.ts';

function harness(fs: MemoryDeviceFs) {
  return {
    fs,
    snapshot: async () => fs.snapshot(),
    stat: async (path: string) => {
      const st = fs.stat(path)!;
      return { mode: st.mode, mtimeS: st.mtimeMs / 1000 };
    },
    dispose: async () => fs.close(),
  };
}

describeDeviceFsContract('memory (Quest-like: mtime and mode)', async () => harness(new MemoryDeviceFs()));
describeDeviceFsContract('memory (PC-like: neither)', async () =>
  harness(new MemoryDeviceFs({ capabilities: { setMtime: false, setMode: false } })),
);

describe('MemoryDeviceFs', () => {
  it('stamps files written without an mtime with its clock', async () => {
    const fs = new MemoryDeviceFs({ now: () => 1_700_000_000_123 });
    await fs.write('a/b.synth', new Blob([patternBytes(2)]));
    expect(await fs.list('a')).toEqual([{ name: 'b.synth', size: 2, mtimeMs: 1_700_000_000_123 }]);
  });
});
