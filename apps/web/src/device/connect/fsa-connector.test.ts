// @vitest-environment node
import { DEFAULT_DEVICE_CONFIG, type DeviceConfig } from '@synthhub/shared/device/device-config';
import { describe, expect, it, vi } from 'vitest';
import { type DeviceErrorCode, isDeviceError } from '../errors.ts';
import { MemoryDeviceFs } from '../fs/memory-fs.ts';
import {
  connectFolder,
  type DirectoryPicker,
  type FsaConnectorDeps,
  reconnectFolder,
  type RememberedFolder,
  restoreFolder,
} from './fsa-connector.ts';
import { createMemoryHandleStore } from './handle-store.ts';
import { FOLDER_NOT_SUPPORTED, PROGRAM_FILES_HELP } from './messages.ts';

interface FakeHandle {
  kind: 'directory';
  name: string;
  fs: MemoryDeviceFs;
  queryPermission: ReturnType<typeof vi.fn>;
  requestPermission: ReturnType<typeof vi.fn>;
}

/** A picked folder: its name, the files inside, and what the browser says about write access. */
async function folder(
  name: string,
  files: string[] = [],
  permission: { query?: PermissionState; request?: PermissionState } = {},
): Promise<FakeHandle> {
  const fs = new MemoryDeviceFs({ capabilities: { setMtime: false, setMode: false } });
  for (const path of files) {
    if (path.endsWith('/')) await fs.mkdir(path.slice(0, -1));
    else await fs.write(path, new Blob(['x']));
  }
  return {
    kind: 'directory',
    name,
    fs,
    queryPermission: vi.fn(async () => permission.query ?? 'granted'),
    requestPermission: vi.fn(async () => permission.request ?? 'granted'),
  };
}

function setup(pick: FakeHandle | Error | undefined, config: DeviceConfig = DEFAULT_DEVICE_CONFIG) {
  const store = createMemoryHandleStore();
  const picker = vi.fn<DirectoryPicker>(async () => {
    if (pick instanceof Error) throw pick;
    return pick as unknown as FileSystemDirectoryHandle;
  });
  const deps: FsaConnectorDeps = {
    showDirectoryPicker: picker,
    store,
    createFs: (root) => (root as unknown as FakeHandle).fs,
    loadConfig: async () => config,
  };
  return { deps, store, picker };
}

async function rejection(promise: Promise<unknown>, code: DeviceErrorCode): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isDeviceError(error, code)) throw new Error(`expected DeviceError ${code}, got ${String(error)}`);
  return error.message;
}

describe('connectFolder', () => {
  it('without File System Access: Unsupported, with the "Not Supported" text', async () => {
    const { deps } = setup(undefined);
    expect(
      await rejection(connectFolder('pc', { ...deps, showDirectoryPicker: undefined }), 'Unsupported'),
    ).toBe(FOLDER_NOT_SUPPORTED);
  });

  it('a cancelled picker resolves null, without an error, and remembers nothing', async () => {
    const { deps, store } = setup(new DOMException('The user aborted a request.', 'AbortError'));
    expect(await connectFolder('pc', deps)).toBeNull();
    expect(await store.get()).toBeUndefined();
  });

  it('a Program Files style SecurityError explains the rule and what to do', async () => {
    const { deps } = setup(new DOMException('Blocked', 'SecurityError'));
    const message = await rejection(connectFolder('pc', deps), 'BlockedFolder');
    expect(message).toBe(PROGRAM_FILES_HELP);
    expect(message).toMatch(/Program Files/);
    expect(message).toMatch(/Steam library folder elsewhere/);
  });

  it('PC: an install with SynthRidersUC connects, writes there, and is remembered', async () => {
    const pick = await folder('SynthRiders', [
      'SynthRiders.exe',
      'SynthRidersUC/CustomSongs/',
      'SynthRidersUC/Avatars/',
    ]);
    const { deps, store, picker } = setup(pick);
    const connection = await connectFolder('pc', deps);
    expect(picker).toHaveBeenCalledWith({ id: 'synthhub-pc', mode: 'readwrite' });
    expect(connection?.device).toMatchObject({ type: 'pc', label: 'PC', fs: pick.fs });
    expect(connection?.device.layout.kinds.beatmap.write).toBe('SynthRidersUC/CustomSongs');
    expect(connection?.device.layout.kinds.playlist.write).toBe('SynthRidersUC/CustomPlaylists');
    expect(await store.get()).toEqual({ type: 'pc', label: 'PC', handle: pick });
  });

  it('PC: an older install writes into the folders it has at its root', async () => {
    const { deps } = setup(await folder('SynthRiders', ['CustomSongs/a.synth', 'CustomStages/']));
    const layout = (await connectFolder('pc', deps))!.device.layout;
    expect(layout.kinds.beatmap.write).toBe('CustomSongs');
    expect(layout.kinds.stage.write).toBe('CustomStages');
    expect(layout.kinds.beatmap.read).toContain('SynthRidersUC/CustomSongs');
  });

  it('PC: picking the game folder itself, or a fresh install with only the game, is accepted', async () => {
    const gameFolder = await connectFolder('pc', setup(await folder('SynthRidersUC')).deps);
    expect(gameFolder?.device.layout.kinds.beatmap.write).toBe('CustomSongs');
    const fresh = await connectFolder('pc', setup(await folder('Synth Riders', ['SynthRiders_Data/'])).deps);
    expect(fresh?.device.layout.kinds.beatmap.write).toBe('SynthRidersUC/CustomSongs');
  });

  it('PC: the game folder name comes from the server configuration', async () => {
    const config = { ...DEFAULT_DEVICE_CONFIG, game_folder: 'SynthRidersNext' };
    const { deps } = setup(await folder('Game', ['SynthRidersNext/CustomSongs/']), config);
    expect((await connectFolder('pc', deps))?.device.layout.kinds.beatmap.write).toBe(
      'SynthRidersNext/CustomSongs',
    );
  });

  it('PC: a folder without the game is refused with a clear message and not remembered', async () => {
    const pick = await folder('Downloads', ['notes.txt', 'Music/']);
    const close = vi.spyOn(pick.fs, 'close');
    const { deps, store } = setup(pick);
    const message = await rejection(connectFolder('pc', deps), 'WrongFolder');
    expect(message).toMatch(
      /^"Downloads" is not the Synth Riders folder: it holds no SynthRidersUC, CustomSongs/,
    );
    expect(message).toMatch(/Browse local files/);
    expect(message).toMatch(/Program Files/);
    expect(await store.get()).toBeUndefined();
    expect(close).toHaveBeenCalled();
  });

  it('PC: picking a content folder asks for the folder above it', async () => {
    const { deps } = setup(await folder('CustomSongs', ['1-a.synth']));
    expect(await rejection(connectFolder('pc', deps), 'WrongFolder')).toMatch(
      /pick the folder that holds it/,
    );
  });

  it('Folder: any folder connects under its own name', async () => {
    const { deps, store } = setup(await folder('My Songs'));
    const connection = await connectFolder('directory', deps);
    expect(connection?.device).toMatchObject({ type: 'directory', label: 'My Songs' });
    expect(connection?.device.layout.kinds.beatmap.write).toBe('CustomSongs');
    expect((await store.get())?.type).toBe('directory');
  });

  it('write access refused after the pick: PermissionDenied', async () => {
    const pick = await folder('SynthRiders', ['SynthRiders.exe'], { query: 'prompt', request: 'denied' });
    expect(await rejection(connectFolder('pc', setup(pick).deps), 'PermissionDenied')).toMatch(
      /Write access/,
    );
  });

  it('opens the picker before loading the configuration (a click grants user activation briefly)', async () => {
    const pick = await folder('SynthRiders', ['SynthRidersUC/']);
    const { deps } = setup(pick);
    const loadConfig = vi.fn(async () => DEFAULT_DEVICE_CONFIG);
    const picker = vi.fn<DirectoryPicker>(async () => {
      expect(loadConfig).not.toHaveBeenCalled();
      return pick as unknown as FileSystemDirectoryHandle;
    });
    expect(await connectFolder('pc', { ...deps, loadConfig, showDirectoryPicker: picker })).not.toBeNull();
    expect(loadConfig).toHaveBeenCalled();
  });

  it('opens the picker where the remembered folder was', async () => {
    const previous = await folder('Old');
    const { deps, store, picker } = setup(await folder('New'));
    await store.put({
      type: 'directory',
      label: 'Old',
      handle: previous as unknown as FileSystemDirectoryHandle,
    });
    await connectFolder('directory', deps);
    expect(picker).toHaveBeenCalledWith({ id: 'synthhub-directory', mode: 'readwrite', startIn: previous });
  });
});

describe('restoreFolder and reconnectFolder (a reload)', () => {
  async function remembered(pick: FakeHandle) {
    const { deps, store } = setup(undefined);
    const device: RememberedFolder = {
      type: 'pc',
      label: 'PC',
      handle: pick as unknown as FileSystemDirectoryHandle,
    };
    await store.put(device);
    return { deps, store, device };
  }

  it('permission still granted: connects without a click', async () => {
    const pick = await folder('SynthRiders', ['SynthRidersUC/']);
    const { deps, device } = await remembered(pick);
    const restored = await restoreFolder(device, deps);
    expect(restored.state).toBe('connected');
    expect(pick.requestPermission).not.toHaveBeenCalled();
  });

  it('permission to ask again: reconnect, then a click asks and connects', async () => {
    const pick = await folder('SynthRiders', ['SynthRidersUC/'], { query: 'prompt', request: 'granted' });
    const { deps, device } = await remembered(pick);
    expect(await restoreFolder(device, deps)).toEqual({ state: 'reconnect' });
    const connection = await reconnectFolder(device, deps);
    expect(pick.requestPermission).toHaveBeenCalledWith({ mode: 'readwrite' });
    expect(connection?.device).toMatchObject({ type: 'pc', label: 'PC' });
  });

  it('the user does not allow it again: null, and the folder stays remembered', async () => {
    const pick = await folder('SynthRiders', ['SynthRidersUC/'], { query: 'prompt', request: 'denied' });
    const { deps, device, store } = await remembered(pick);
    expect(await reconnectFolder(device, deps)).toBeNull();
    expect(await store.get()).toEqual(device);
  });

  it('a folder that is gone is forgotten', async () => {
    const pick = await folder('SynthRiders');
    pick.queryPermission.mockRejectedValue(new DOMException('gone', 'NotFoundError'));
    pick.requestPermission.mockRejectedValue(new DOMException('gone', 'NotFoundError'));
    const { deps, device, store } = await remembered(pick);
    const restored = await restoreFolder(device, deps);
    expect(restored.state).toBe('gone');
    expect(await store.get()).toBeUndefined();
    await store.put(device);
    await rejection(reconnectFolder(device, deps), 'NotFound');
    expect(await store.get()).toBeUndefined();
  });

  it('a remembered PC folder that no longer holds the game is forgotten', async () => {
    const { deps, device, store } = await remembered(await folder('SynthRiders'));
    const restored = await restoreFolder(device, deps);
    expect(restored.state === 'gone' && restored.error.code).toBe('WrongFolder');
    expect(await store.get()).toBeUndefined();
  });
});
