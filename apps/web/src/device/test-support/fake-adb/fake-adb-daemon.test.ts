// @vitest-environment node
import { type Adb, AdbSyncError, LinuxFileType } from '@yume-chan/adb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectFakeAdb } from './connect-fake-adb.ts';
import { FakeAdbDaemon, type FakeAdbDaemonOptions } from './fake-adb-daemon.ts';
import { MemoryCredentialStore } from './memory-credential-store.ts';

// The fake daemon under the real @yume-chan/adb classes: does it behave like adbd where our
// adapter depends on it (device-notes §1.3–§1.6)?
let store: MemoryCredentialStore;
beforeAll(async () => {
  store = new MemoryCredentialStore();
  await store.generateKey();
});

const open: Adb[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((adb) => adb.close().catch(() => undefined)));
});

async function connect(daemon: FakeAdbDaemon): Promise<Adb> {
  const adb = await connectFakeAdb(daemon, store);
  open.push(adb);
  return adb;
}

const pending = Symbol('pending');
const settleWithin = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<typeof pending>((r) => setTimeout(() => r(pending), ms))]);

function blobStream(bytes: Uint8Array) {
  return new Blob([bytes.slice()]).stream() as never;
}

describe('FakeAdbDaemon authentication', () => {
  it('prompts for an unknown key once, then accepts its signature', async () => {
    const daemon = new FakeAdbDaemon();
    const adb = await connect(daemon);
    expect(adb.banner.model).toBe('Quest 3');
    expect(daemon.events.filter((e) => e.type === 'auth').map((e) => e.type === 'auth' && e.step)).toEqual([
      'token',
      'signature-bad',
      'token',
      'prompt',
      'allowed',
    ]);
    daemon.events.length = 0;
    await adb.close();
    await connect(daemon);
    expect(daemon.events.filter((e) => e.type === 'auth').map((e) => e.type === 'auth' && e.step)).toEqual([
      'token',
      'signature-ok',
    ]);
  });

  it('keeps the client waiting while nobody answers the prompt, or after a denial', async () => {
    for (const authorize of [() => new Promise<boolean>(() => {}), () => false]) {
      const daemon = new FakeAdbDaemon({ authorize });
      expect(await settleWithin(connectFakeAdb(daemon, store), 300)).toBe(pending);
      daemon.unplug();
    }
  });

  it('resolves adb.disconnected when the cable is pulled', async () => {
    const daemon = new FakeAdbDaemon({ auth: 'none' });
    const adb = await connect(daemon);
    daemon.unplug();
    expect(await settleWithin(adb.disconnected, 1000)).toBeUndefined();
  });
});

describe.each<[string, FakeAdbDaemonOptions]>([
  ['old adbd (v1 sync, no shell protocol)', { auth: 'none', features: [] }],
  ['Quest adbd (v2 sync, shell protocol)', { auth: 'none' }],
])('FakeAdbDaemon sync and shell: %s', (_name, options) => {
  it('lists . and .. like adbd, and a missing folder as nothing', async () => {
    const daemon = new FakeAdbDaemon(options);
    daemon.tree.writeFile('/sdcard/SynthRidersUC/CustomSongs/a.synth', 'abc', { mtime: 1_700_000_000 });
    const adb = await connect(daemon);
    const sync = await adb.sync();
    try {
      const entries = await sync.readdir('/sdcard/SynthRidersUC/CustomSongs');
      expect(entries.map((e) => [e.name, e.type])).toEqual([
        ['.', LinuxFileType.Directory],
        ['..', LinuxFileType.Directory],
        ['a.synth', LinuxFileType.File],
      ]);
      expect([entries[2]!.size, entries[2]!.mtime]).toEqual([3n, 1_700_000_000n]);
      expect(await sync.readdir('/sdcard/Nope')).toEqual([]);
    } finally {
      await sync.dispose();
    }
  });

  it('pushes with mode and mtime (seconds) that STAT reports, across many DATA packets', async () => {
    const daemon = new FakeAdbDaemon(options);
    const adb = await connect(daemon);
    const bytes = Uint8Array.from({ length: 200_000 }, (_, i) => i % 256);
    const sync = await adb.sync();
    try {
      await sync.write({
        filename: '/sdcard/X/new.synth',
        file: blobStream(bytes),
        permission: 0o644,
        mtime: 1234,
      });
      const st = await sync.lstat('/sdcard/X/new.synth');
      // adbd copies the user bits to group and other: 0o644 becomes 0o666.
      expect([st.type, st.permission, st.mtime, st.size]).toEqual([
        LinuxFileType.File,
        0o666,
        1234n,
        200_000n,
      ]);
      const read = new Uint8Array(
        await new Response(sync.read('/sdcard/X/new.synth') as never).arrayBuffer(),
      );
      expect(read).toEqual(bytes);
    } finally {
      await sync.dispose();
    }
  });

  it('ends the sync session after a FAIL', async () => {
    const daemon = new FakeAdbDaemon(options);
    const adb = await connect(daemon);
    const sync = await adb.sync();
    try {
      const reader = sync.read('/sdcard/missing').getReader();
      const error = await reader.read().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AdbSyncError);
      expect((error as Error).message).toBe('open failed: No such file or directory');
      await expect(sync.readdir('/sdcard')).rejects.toThrow();
    } finally {
      await sync.dispose().catch(() => undefined);
    }
    const next = await adb.sync();
    expect((await next.readdir('/sdcard')).length).toBe(2);
    await next.dispose();
  });

  it('unlinks the partial file when the client goes away mid-SEND', async () => {
    const daemon = new FakeAdbDaemon(options);
    const adb = await connect(daemon);
    const sync = await adb.sync();
    let pulled = 0;
    const source = new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        if (pulled++ < 3) controller.enqueue(new Uint8Array(64 * 1024));
        else await new Promise(() => {});
      },
    });
    const write = sync.write({ filename: '/sdcard/partial.synth', file: source as never });
    await expect.poll(() => daemon.tree.lookup('/sdcard/partial.synth')).toBeTruthy();
    await sync.dispose();
    await expect(write).rejects.toThrow();
    await expect.poll(() => daemon.tree.lookup('/sdcard/partial.synth')).toBeUndefined();
  });

  it('runs rm and mv with toybox messages', async () => {
    const daemon = new FakeAdbDaemon(options);
    daemon.tree.writeFile('/sdcard/a', 'x', { mtime: 99, mode: 0o666 });
    const adb = await connect(daemon);
    expect(await adb.rm('/sdcard/none')).toBe('rm: /sdcard/none: No such file or directory\n');
    expect(await adb.rm("/sdcard/it's", { force: true })).toBe('');
    const mv = ['mv', '-f', "'/sdcard/a'", "'/sdcard/b c'"];
    if (adb.subprocess.shellProtocol) {
      expect(await adb.subprocess.shellProtocol.spawnWaitText(mv)).toEqual({
        stdout: '',
        stderr: '',
        exitCode: 0,
      });
      const bad = await adb.subprocess.shellProtocol.spawnWaitText(['mv', "'/sdcard/a'", "'/sdcard/c'"]);
      expect(bad).toEqual({
        stdout: '',
        stderr: "mv: bad '/sdcard/a': No such file or directory\n",
        exitCode: 1,
      });
    } else {
      expect(await adb.subprocess.noneProtocol.spawnWaitText(mv)).toBe('');
    }
    expect(daemon.tree.lookup('/sdcard/b c')).toMatchObject({ mtime: 99, mode: 0o666 });
    expect(daemon.errors).toEqual([]);
  });
});
