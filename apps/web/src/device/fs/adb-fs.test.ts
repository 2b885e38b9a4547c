// @vitest-environment node
import { type Adb } from '@yume-chan/adb';
import { afterEach, describe, expect, it } from 'vitest';
import { isDeviceError } from '../errors.ts';
import type { FakeAdbDaemonOptions } from '../test-support/fake-adb/fake-adb-daemon.ts';
import type { AdbDeviceFsOptions } from './adb-fs.ts';
import { ADB_TEST_ROOT, adbHarness, setUpFakeQuest } from './adb-fs-harness.ts';
import { BrokenBlob, describeDeviceFsContract, patternBytes } from './device-fs.contract.ts';

// AdbDeviceFs on the fake daemon under the real @yume-chan/adb classes (design.md §4; device-notes §5.4).
const ROOT = ADB_TEST_ROOT;

describeDeviceFsContract(
  'adb on a Quest-like fake adbd (LIS2/LST2/SND2, shell protocol, key prompt)',
  adbHarness({}),
);
describeDeviceFsContract(
  'adb on an old fake adbd (LIST/STAT/SEND/RECV only, exec, 4 KiB packets, no auth)',
  adbHarness({ features: [], maxPayloadSize: 4096, auth: 'none' }),
);

describe('AdbDeviceFs specifics', () => {
  const adbs: Adb[] = [];
  afterEach(async () => {
    await Promise.all(adbs.splice(0).map((adb) => adb.close().catch(() => undefined)));
  });
  async function fresh(daemonOptions: FakeAdbDaemonOptions = {}, fsOptions: AdbDeviceFsOptions = {}) {
    const set = await setUpFakeQuest(daemonOptions, fsOptions);
    adbs.push(set.adb);
    return set;
  }

  it('SENDs to a temporary name, mode 0o666 and mtime in seconds, then renames with mv -f', async () => {
    const { daemon, fs } = await fresh();
    await fs.write('CustomSongs/1-Mapper-Song.synth', new Blob([patternBytes(10)]), {
      mtimeMs: 1_700_000_123_999,
    });
    const send = daemon.events.find((e) => e.type === 'sync' && e.command === 'SND2');
    expect(send).toMatchObject({
      path: expect.stringMatching(/^\/sdcard\/SynthRidersUC\/CustomSongs\/\.synthhub-\w+\.tmp$/),
    });
    const path = send!.type === 'sync' ? send!.path : '';
    expect(daemon.events).toContainEqual({
      type: 'shell',
      line: `mv -f '${path}' '/sdcard/SynthRidersUC/CustomSongs/1-Mapper-Song.synth'`,
    });
    expect(daemon.tree.lookup(`${ROOT}/CustomSongs/1-Mapper-Song.synth`)).toMatchObject({
      mode: 0o666,
      mtime: 1_700_000_123,
    });
  });

  it('never shows the game a half-written file', async () => {
    const { daemon, fs } = await fresh();
    const controller = new AbortController();
    const write = fs.write('CustomSongs/big.synth', new BrokenBlob(patternBytes(300_000), 200_000, 'hang'), {
      signal: controller.signal,
    });
    await expect.poll(() => daemon.tree.snapshot(`${ROOT}/CustomSongs`).length).toBe(1);
    expect(daemon.tree.snapshot(`${ROOT}/CustomSongs`)[0]).toMatch(/\.synthhub-\w+\.tmp$/);
    expect(await fs.list('CustomSongs')).toEqual([]);
    controller.abort();
    await expect(write).rejects.toSatisfy((e) => isDeviceError(e, 'Cancelled'));
    expect(daemon.tree.snapshot(`${ROOT}/CustomSongs`)).toEqual([]);
  });

  it('fails a stalled push with Timeout instead of hanging, and cleans up', async () => {
    const { daemon, fs } = await fresh({}, { stallTimeoutMs: 300 });
    await fs.mkdir('CustomSongs');
    const before = daemon.tree.snapshot();
    await expect(
      fs.write('CustomSongs/s.synth', new BrokenBlob(patternBytes(90_000), 70_000, 'hang')),
    ).rejects.toSatisfy((e) => isDeviceError(e, 'Timeout'));
    expect(daemon.tree.snapshot()).toEqual(before);
    await fs.write('CustomSongs/after.synth', new Blob([patternBytes(5)]));
    expect((await fs.list('CustomSongs')).map((e) => e.name)).toEqual(['after.synth']);
  });

  it('turns "No space left on device" into NoSpace and leaves nothing', async () => {
    const { daemon, fs } = await fresh({ features: [] });
    daemon.tree.capacityBytes = daemon.tree.usedBytes() + 50_000;
    await fs.mkdir('CustomSongs');
    const before = daemon.tree.snapshot();
    const error = await fs
      .write('CustomSongs/huge.synth', new Blob([patternBytes(200_000)]))
      .catch((e: unknown) => e);
    expect(isDeviceError(error, 'NoSpace')).toBe(true);
    expect((error as Error).message).toMatch(/No space left on device/);
    expect(daemon.tree.snapshot()).toEqual(before);
  });

  it('quotes names with spaces and quotes for the shell', async () => {
    const { daemon, fs } = await fresh({ features: [] });
    const name = `It's "a" song $(reboot) ; x.synth`;
    await fs.write(`CustomSongs/${name}`, new Blob([patternBytes(3)]));
    expect((await fs.list('CustomSongs')).map((e) => e.name)).toEqual([name]);
    await fs.remove(`CustomSongs/${name}`);
    expect(await fs.list('CustomSongs')).toEqual([]);
    expect(daemon.tree.snapshot(ROOT)).toEqual([`${ROOT}/CustomSongs/`]);
  });

  it('reports what rm printed as an error (none protocol) or its exit code (shell protocol)', async () => {
    for (const features of [[], undefined]) {
      const { fs } = await fresh(features ? { features } : {});
      await fs.mkdir('CustomSongs/Folder');
      const error = await fs.remove('CustomSongs/Folder').catch((e: unknown) => e);
      expect(isDeviceError(error, 'Io')).toBe(true);
      expect((error as Error).message).toBe(
        'Could not remove CustomSongs/Folder: rm: /sdcard/SynthRidersUC/CustomSongs/Folder: Is a directory',
      );
    }
  });

  it('rejects with Disconnected once the headset is unplugged', async () => {
    const { daemon, fs, adb } = await fresh();
    await fs.write('CustomSongs/a.synth', new Blob([patternBytes(3)]));
    daemon.unplug();
    await adb.disconnected;
    await expect(fs.list('CustomSongs')).rejects.toSatisfy((e) => isDeviceError(e, 'Disconnected'));
    await expect(fs.write('CustomSongs/b.synth', new Blob([patternBytes(3)]))).rejects.toSatisfy((e) =>
      isDeviceError(e, 'Disconnected'),
    );
  });
});
