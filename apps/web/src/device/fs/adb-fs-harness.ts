import { expect } from 'vitest';
import { connectFakeAdb } from '../test-support/fake-adb/connect-fake-adb.ts';
import { FakeAdbDaemon, type FakeAdbDaemonOptions } from '../test-support/fake-adb/fake-adb-daemon.ts';
import { MemoryCredentialStore } from '../test-support/fake-adb/memory-credential-store.ts';
import { AdbDeviceFs, type AdbDeviceFsOptions } from './adb-fs.ts';
import type { DeviceFsHarness } from './device-fs.contract.ts';

/** The content root the ADB tests use, as the Quest layout resolves it. */
export const ADB_TEST_ROOT = '/sdcard/SynthRidersUC';

let sharedStore: MemoryCredentialStore | undefined;

/** One RSA key for a whole test file (generating one per test is slow). */
export function testCredentialStore(): MemoryCredentialStore {
  sharedStore ??= new MemoryCredentialStore();
  return sharedStore;
}

/**
 * A fake headset (with `/sdcard/SynthRidersUC` and somebody else's file in `/sdcard/Download`),
 * the real `Adb` connected to it through `AdbDaemonTransport.authenticate`, and an AdbDeviceFs
 * rooted at the game folder.
 */
export async function setUpFakeQuest(
  daemonOptions: FakeAdbDaemonOptions = {},
  fsOptions: AdbDeviceFsOptions = {},
) {
  const daemon = new FakeAdbDaemon(daemonOptions);
  daemon.tree.mkdirs(ADB_TEST_ROOT);
  daemon.tree.writeFile('/sdcard/Download/keep.txt', 'someone else’s file');
  const adb = await connectFakeAdb(daemon, testCredentialStore());
  const fs = new AdbDeviceFs(adb, { root: ADB_TEST_ROOT, ...fsOptions });
  return { daemon, adb, fs };
}

/** The contract harness for AdbDeviceFs on a fake daemon set up with `daemonOptions`. */
export function adbHarness(daemonOptions: FakeAdbDaemonOptions): () => Promise<DeviceFsHarness> {
  return async () => {
    const { daemon, adb, fs } = await setUpFakeQuest(daemonOptions);
    return {
      fs,
      snapshot: async () => daemon.tree.snapshot(),
      // A real STAT (or LST2) round trip through the library.
      stat: async (path) => {
        const sync = await adb.sync();
        try {
          const st = await sync.lstat(`${ADB_TEST_ROOT}/${path}`);
          return { mode: st.mode, mtimeS: Number(st.mtime) };
        } finally {
          await sync.dispose();
        }
      },
      dispose: async () => {
        expect(daemon.errors).toEqual([]);
        await fs.close();
      },
    };
  };
}
