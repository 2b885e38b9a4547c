// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BrokenBlob } from '../fs/device-fs.contract.ts';
import { MemoryDeviceFs } from '../fs/memory-fs.ts';
import { DeviceError } from '../errors.ts';
import type { InstallableItem } from './installable.ts';
import { installItem, removeInstalled } from './install-service.ts';
import { fakeApi, memoryDevice, pcFs, synthBytes, testContext } from './installer-test-kit.ts';
import { InstallerError } from './messages.ts';

const beatmap: InstallableItem = {
  kind: 'beatmap',
  id: 41,
  name: 'Artist - Song',
  download_url: '/api/beatmaps/41/download',
  published_at: '2024-03-05T10:20:30.789Z',
  hash: 'a'.repeat(64),
};
const bytes = synthBytes({ id: 41, hash: 'a'.repeat(64) });
const disposition = 'attachment; filename="41-Artist-Song-Mapper.synth"';

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('installItem', () => {
  it('writes a beatmap into the Quest folder under its Content-Disposition name, with mtime = published_at and mode 0666', async () => {
    const fs = new MemoryDeviceFs();
    const device = await memoryDevice('quest', fs);
    const { client, calls } = fakeApi({ '/api/beatmaps/41/download': { bytes, disposition } });
    const ctx = testContext();
    const file = await installItem(device, beatmap, ctx, { client });
    const path = 'SynthRidersUC/CustomSongs/41-Artist-Song-Mapper.synth';
    expect(calls).toEqual(['/api/beatmaps/41/download']);
    expect(fs.snapshot()).toEqual(['SynthRidersUC/', 'SynthRidersUC/CustomSongs/', path]);
    expect(new Uint8Array(await (await fs.read(path)).arrayBuffer())).toEqual(bytes);
    expect(fs.stat(path)).toEqual({ mode: 0o666, mtimeMs: Date.UTC(2024, 2, 5, 10, 20, 30) });
    expect(file).toMatchObject({
      kind: 'beatmap',
      path,
      siteId: 41,
      size: bytes.length,
      hash: 'a'.repeat(64),
    });
    expect(file.mtimeMs).toBe(Date.UTC(2024, 2, 5, 10, 20, 30));
    // Download progress (bytes of Content-Length), then write progress (bytes of the blob).
    expect(ctx.progress[0]).toEqual([0, bytes.length]);
    expect(ctx.progress.at(-1)).toEqual([bytes.length, bytes.length]);
  });

  it('writes each kind into the folder of the device type', async () => {
    const cases = [
      { type: 'pc', kind: 'playlist', name: '12-Warm-up.playlist', folder: 'SynthRidersUC/CustomPlaylists' },
      { type: 'pc', kind: 'avatar', name: '5-Ava.vrm', folder: 'SynthRidersUC/Avatars' },
      { type: 'pc', kind: 'stage', name: 'Neon.stage', folder: 'SynthRidersUC/CustomStages' },
      { type: 'directory', kind: 'playlist', name: '12-Warm-up.playlist', folder: 'CustomPlaylists' },
      {
        type: 'quest',
        kind: 'playlist',
        name: '12-Warm-up.playlist',
        folder: 'SynthRidersUC/CustomPlaylists',
      },
      { type: 'quest', kind: 'stage', name: 'Neon.stagedroid', folder: 'SynthRidersUC/CustomStages' },
    ] as const;
    for (const c of cases) {
      const fs = c.type === 'quest' ? new MemoryDeviceFs() : pcFs();
      const device = await memoryDevice(c.type, fs);
      const url = `/api/${c.kind}/1/download`;
      const { client } = fakeApi({
        [url]: { bytes: new Uint8Array([1, 2, 3]), disposition: `attachment; filename="${c.name}"` },
      });
      const item: InstallableItem = { kind: c.kind, id: 1, name: 'x', download_url: url, published_at: null };
      await installItem(device, item, testContext(), { client });
      expect(
        fs.snapshot().filter((p) => !p.endsWith('/')),
        `${c.type} ${c.kind}`,
      ).toEqual([`${c.folder}/${c.name}`]);
    }
  });

  it("writes into the older game's folder on a PC that only has that one", async () => {
    const fs = pcFs();
    await fs.mkdir('CustomSongs');
    const device = await memoryDevice('pc', fs);
    const { client } = fakeApi({ '/api/beatmaps/41/download': { bytes, disposition } });
    const file = await installItem(device, beatmap, testContext(), { client });
    expect(file.path).toBe('CustomSongs/41-Artist-Song-Mapper.synth');
    expect(await fs.exists('CustomSongs/41-Artist-Song-Mapper.synth')).toBe(true);
  });

  it('neutralises a Content-Disposition name that tries to climb out of the folder', async () => {
    const names = [
      'attachment; filename="../../../evil.synth"',
      "attachment; filename*=UTF-8''..%2F..%2Fevil.synth",
      'attachment; filename="..\\\\..\\\\evil.synth"',
      'attachment; filename="/sdcard/evil.synth"',
    ];
    for (const header of names) {
      const fs = new MemoryDeviceFs();
      const device = await memoryDevice('quest', fs);
      const { client } = fakeApi({ '/api/beatmaps/41/download': { bytes, disposition: header } });
      const file = await installItem(device, beatmap, testContext(), { client });
      expect(file.path, header).toBe('SynthRidersUC/CustomSongs/evil.synth');
      expect(fs.snapshot(), header).toEqual(['SynthRidersUC/', 'SynthRidersUC/CustomSongs/', file.path]);
    }
  });

  it('refuses a download without a usable name or with a foreign extension, writing nothing', async () => {
    for (const [header, detail] of [
      [null, 'Error parsing filename'],
      ['attachment; filename=".."', 'Error parsing filename'],
      ['attachment; filename="41-x.exe"', '41-x.exe is not a file this device reads (expected .synth).'],
    ] as const) {
      const fs = new MemoryDeviceFs();
      const device = await memoryDevice('quest', fs);
      const { client } = fakeApi({ '/api/beatmaps/41/download': { bytes, disposition: header } });
      const error = await failure(installItem(device, beatmap, testContext(), { client }));
      expect(error).toBeInstanceOf(InstallerError);
      expect((error as Error).message).toBe(`Error installing Beatmap file: ${detail}`);
      expect(fs.snapshot()).toEqual([]);
    }
  });

  it('reports a failed download with the spec message and leaves nothing', async () => {
    const fs = new MemoryDeviceFs();
    const device = await memoryDevice('quest', fs);
    const { client } = fakeApi({
      '/api/beatmaps/41/download': { status: 404, message: 'Beatmap 41 not found' },
    });
    const error = await failure(installItem(device, beatmap, testContext(), { client }));
    expect((error as Error).message).toBe('Error downloading beatmap: Beatmap 41 not found');
    const stage: InstallableItem = {
      ...beatmap,
      kind: 'stage',
      download_url: '/api/models/stages/3/download?file_id=9',
    };
    const stageError = await failure(installItem(device, stage, testContext(), { client }));
    expect((stageError as Error).message).toBe('Error downloading Stage: Not Found');
    expect(fs.snapshot()).toEqual([]);
  });

  it('leaves nothing behind when the write fails half way', async () => {
    const fs = new MemoryDeviceFs();
    const realWrite = fs.write.bind(fs);
    fs.write = (path, data, options) =>
      realWrite(path, new BrokenBlob(new Uint8Array(data.size), 100, 'fail'), options);
    const device = await memoryDevice('quest', fs);
    const { client } = fakeApi({ '/api/beatmaps/41/download': { bytes, disposition } });
    const error = await failure(installItem(device, beatmap, testContext(), { client }));
    expect(error).toBeInstanceOf(InstallerError);
    expect((error as Error).message).toMatch(/^Error installing Beatmap file: /);
    expect(fs.snapshot().filter((p) => !p.endsWith('/'))).toEqual([]);
  });

  it('stops on cancel without an installer message and leaves nothing', async () => {
    const fs = new MemoryDeviceFs();
    const device = await memoryDevice('quest', fs);
    const big = synthBytes({ id: 41, hash: 'a'.repeat(64) });
    const { client } = fakeApi({ '/api/beatmaps/41/download': { bytes: big, disposition } });
    const ctx = testContext();
    const onProgress = ctx.onProgress;
    ctx.onProgress = (loaded, total) => {
      onProgress(loaded, total);
      if (loaded > 0 && ctx.progress.length > 2) ctx.abort();
    };
    const error = await failure(installItem(device, beatmap, ctx, { client }));
    expect(error).not.toBeInstanceOf(InstallerError);
    expect(fs.snapshot().filter((p) => !p.endsWith('/'))).toEqual([]);
  });

  it('refuses avatars on the Quest before downloading anything', async () => {
    const fs = new MemoryDeviceFs();
    const device = await memoryDevice('quest', fs);
    const { client, calls } = fakeApi({});
    const avatar: InstallableItem = {
      kind: 'avatar',
      id: 5,
      name: 'Ava',
      download_url: '/x',
      published_at: null,
    };
    const error = await failure(installItem(device, avatar, testContext(), { client }));
    expect((error as Error).message).toBe(
      'Error installing Avatar file: Avatars are not supported on Quest.',
    );
    expect(calls).toEqual([]);
    expect(fs.snapshot()).toEqual([]);
  });

  it('replaces an older copy of the item when asked', async () => {
    const fs = new MemoryDeviceFs();
    const device = await memoryDevice('quest', fs);
    const old = 'SynthRidersUC/CustomSongs/41-Artist-Old.synth';
    await fs.write(old, new Blob([new Uint8Array([1])]));
    const { client } = fakeApi({ '/api/beatmaps/41/download': { bytes, disposition } });
    const replace = {
      kind: 'beatmap',
      path: old,
      name: '41-Artist-Old.synth',
      folder: '',
      size: 1,
      mtimeMs: 0,
      siteId: 41,
      hash: null,
    } as const;
    await installItem(device, beatmap, testContext(), { client, replace });
    expect(await fs.exists(old)).toBe(false);
    expect(await fs.exists('SynthRidersUC/CustomSongs/41-Artist-Song-Mapper.synth')).toBe(true);
  });
});

describe('removeInstalled', () => {
  it('deletes the file and reports a failure with the spec message', async () => {
    const fs = new MemoryDeviceFs();
    const device = await memoryDevice('quest', fs);
    const path = 'SynthRidersUC/CustomPlaylists/12-x.playlist';
    await fs.write(path, new Blob(['{}']));
    const file = {
      kind: 'playlist',
      path,
      name: '12-x.playlist',
      folder: '',
      size: 2,
      mtimeMs: 0,
      siteId: 12,
      hash: null,
    } as const;
    await removeInstalled(device, file);
    expect(await fs.exists(path)).toBe(false);
    fs.remove = () => Promise.reject(new DeviceError('PermissionDenied', 'Access to the device was denied.'));
    const error = await failure(removeInstalled(device, file));
    expect((error as Error).message).toBe('Error removing Playlist file: Access to the device was denied.');
  });
});
