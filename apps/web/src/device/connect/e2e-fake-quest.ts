import type { AdbDaemonDevice } from '@yume-chan/adb';
import AdbWebCredentialStore from '@yume-chan/adb-credential-web';
import { AdbDaemonWebUsbDevice } from '@yume-chan/adb-daemon-webusb';
import { FakeAdbDaemon } from '../test-support/fake-adb/fake-adb-daemon.ts';
import type { FakeFileTree } from '../test-support/fake-adb/file-tree.ts';
import { parseAdbPublicKey } from '../test-support/fake-adb/rsa-auth.ts';
import { ADB_KEY_NAME } from './connection.ts';
import type { QuestDeps } from './device-controller.ts';

/**
 * E2E BUILDS ONLY (`vite build --mode e2e`; browser-deps.ts imports this module behind
 * `import.meta.env.MODE === 'e2e'`, so the production build does not contain it).
 *
 * A fake Quest for Playwright (design.md §4; device-notes §5.4): H3's in-process fake ADB
 * daemon (real sync protocol, real `@yume-chan/adb` classes, the real IndexedDB credential store)
 * behind a fake WebUSB device manager. A spec turns it on before the app loads:
 * `page.addInitScript(() => { window.__synthhubDeviceOverrides = { quest: { … } } })`, and
 * inspects it through `window.__synthhubFakeQuest`. Its files, trusted keys and USB grant survive
 * a reload (sessionStorage, written on `pagehide`), like a headset that stays plugged in.
 */
export interface FakeQuestOverride {
  /** Files on the headset when it is first used: absolute path, text or base64 bytes, mtime (s). */
  files?: { path: string; text?: string; base64?: string; mtime?: number }[];
  /** Folders on the headset when it is first used (absolute). */
  dirs?: string[];
  /** The "Allow USB debugging?" prompt: allowed at once (default), on `allow()`, or never. */
  authorize?: 'allow' | 'manual' | 'never';
  /** Another program holds the headset: connecting fails with DeviceBusy. */
  busy?: boolean;
  /** The connector's authorization time-out, ms (default the app's). */
  authorizationTimeoutMs?: number;
}

/** What a spec reaches through `window.__synthhubFakeQuest`. */
export interface FakeQuestHandle {
  daemon: FakeAdbDaemon;
  /** Answers a pending "Allow USB debugging?" prompt with Allow. */
  allow(): void;
  /** Pulls the cable. */
  unplug(): void;
  /** A file's size, permission bits and mtime (seconds), or null. */
  stat(path: string): { size: number; mode: number; mtime: number } | null;
  /** Every path under `dir` (folders end in `/`). */
  list(dir: string): string[];
}

interface Persisted {
  files: { path: string; base64: string; mode: number; mtime: number }[];
  dirs: string[];
  trusted: string[];
  granted: boolean;
}

const STORAGE_KEY = 'synthhub-fake-quest';

const toBase64 = (bytes: Uint8Array) => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

function seed(tree: FakeFileTree, override: FakeQuestOverride): void {
  for (const dir of override.dirs ?? []) tree.mkdirs(dir);
  for (const file of override.files ?? [])
    tree.writeFile(file.path, file.base64 ? fromBase64(file.base64) : (file.text ?? ''), {
      ...(file.mtime === undefined ? {} : { mtime: file.mtime }),
    });
}

function persist(daemon: FakeAdbDaemon, granted: boolean): void {
  const state: Persisted = { files: [], dirs: [], trusted: [], granted };
  for (const path of daemon.tree.snapshot('/')) {
    if (path.endsWith('/')) state.dirs.push(path);
    else {
      const node = daemon.tree.lookup(path);
      if (node?.type === 'file')
        state.files.push({ path, base64: toBase64(node.data), mode: node.mode, mtime: node.mtime });
    }
  }
  for (const key of daemon.trustedKeys.values()) state.trusted.push(`${key.base64} ${key.name}`);
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
}

function restore(daemon: FakeAdbDaemon, state: Persisted): void {
  for (const dir of state.dirs) daemon.tree.mkdirs(dir);
  for (const file of state.files)
    daemon.tree.writeFile(file.path, fromBase64(file.base64), { mode: file.mode, mtime: file.mtime });
  for (const text of state.trusted) {
    const key = parseAdbPublicKey(new TextEncoder().encode(`${text}\0`));
    daemon.trustedKeys.set(key.base64, key);
  }
}

/** Builds the fake headset and the connector's USB side for it (see FakeQuestOverride). */
export async function loadFakeQuest(input: unknown): Promise<QuestDeps> {
  const override = (input ?? {}) as FakeQuestOverride;
  let release: ((ok: boolean) => void) | undefined;
  const daemon = new FakeAdbDaemon({
    authorize: () =>
      override.authorize === 'manual' || override.authorize === 'never'
        ? new Promise<boolean>((resolve) => (release = resolve))
        : true,
  });
  const saved = sessionStorage.getItem(STORAGE_KEY);
  const state = saved ? (JSON.parse(saved) as Persisted) : null;
  if (state) restore(daemon, state);
  else seed(daemon.tree, override);
  let granted = state?.granted ?? false;
  window.addEventListener('pagehide', () => persist(daemon, granted));

  const device: AdbDaemonDevice = {
    serial: 'FAKEQUEST0001',
    name: 'Quest 3',
    connect: async () => {
      if (override.busy) throw new AdbDaemonWebUsbDevice.DeviceBusyError();
      return daemon.connect();
    },
  };
  const handle: FakeQuestHandle = {
    daemon,
    allow: () => {
      if (override.authorize !== 'never') release?.(true);
    },
    unplug: () => daemon.unplug(),
    stat: (path) => {
      const node = daemon.tree.lookup(path);
      return node?.type === 'file'
        ? { size: node.data.byteLength, mode: node.mode, mtime: node.mtime }
        : null;
    },
    list: (dir) => daemon.tree.snapshot(dir),
  };
  (window as { __synthhubFakeQuest?: FakeQuestHandle }).__synthhubFakeQuest = handle;
  return {
    manager: {
      requestDevice: async () => {
        granted = true;
        return device;
      },
      getDevices: async () => (granted ? [device] : []),
    },
    credentialStore: new AdbWebCredentialStore(ADB_KEY_NAME),
    ...(override.authorizationTimeoutMs ? { authorizationTimeoutMs: override.authorizationTimeoutMs } : {}),
  };
}
