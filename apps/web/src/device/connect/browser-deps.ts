import type { AdbDaemonWebUsbDeviceManager } from '@yume-chan/adb-daemon-webusb';
import { FsaDeviceFs } from '../fs/fsa-fs.ts';
import { ADB_KEY_NAME } from './connection.ts';
import type { DeviceControllerDeps, QuestDeps } from './device-controller.ts';
import type { DirectoryPicker } from './fsa-connector.ts';
import { createIdbHandleStore, createMemoryHandleStore } from './handle-store.ts';
import { isPhoneBrowser, type PhoneSignals } from './setup-guide.ts';

/** WebUSB's `navigator.usb` (its types come with the ADB library). */
type Usb = ConstructorParameters<typeof AdbDaemonWebUsbDeviceManager>[0];

/**
 * The real browser objects for the DeviceController (device-notes §3.4 feature detection):
 * - folders: `window.showDirectoryPicker` in a secure context, wrapped by FsaDeviceFs;
 * - Quest: `navigator.usb`, with the ADB libraries (`AdbDaemonWebUsbDeviceManager`, the IndexedDB
 *   `AdbWebCredentialStore`) loaded only when a Quest is connected;
 * - the remembered device in IndexedDB (memory when the browser has none).
 * On a phone (isPhoneBrowser) neither is given: nothing can be connected there.
 * In e2e builds only (`vite build --mode e2e`), `window.__synthhubDeviceOverrides.quest` swaps the
 * USB side for the in-page fake headset (e2e-fake-quest.ts); the production build drops that
 * branch and its module, because `import.meta.env.MODE` is then the constant "production".
 * Rendering on the server (docs/decisions/0029) there is no browser: nothing can be connected.
 */
export function createBrowserDeviceDeps(): Pick<DeviceControllerDeps, 'fsa' | 'quest' | 'store'> {
  if (typeof window === 'undefined')
    return {
      fsa: { showDirectoryPicker: undefined, createFs: (root) => new FsaDeviceFs(root) },
      quest: undefined,
      store: createMemoryHandleStore(),
    };
  const w = window as Window & { showDirectoryPicker?: DirectoryPicker };
  const phone = isPhoneBrowser(navigator as Navigator & PhoneSignals);
  const picker =
    !phone && typeof w.showDirectoryPicker === 'function' && window.isSecureContext
      ? w.showDirectoryPicker.bind(w)
      : undefined;
  const usb = phone ? undefined : (navigator as Navigator & { usb?: Usb }).usb;
  let quest: DeviceControllerDeps['quest'] = usb
    ? {
        load: async (): Promise<QuestDeps> => {
          const [{ AdbDaemonWebUsbDeviceManager }, { default: AdbWebCredentialStore }] = await Promise.all([
            import('@yume-chan/adb-daemon-webusb'),
            import('@yume-chan/adb-credential-web'),
          ]);
          return {
            manager: new AdbDaemonWebUsbDeviceManager(usb),
            credentialStore: new AdbWebCredentialStore(ADB_KEY_NAME),
          };
        },
      }
    : undefined;
  if (import.meta.env.MODE === 'e2e') {
    const fake = (window as { __synthhubDeviceOverrides?: { quest?: unknown } }).__synthhubDeviceOverrides
      ?.quest;
    if (fake) quest = { load: async () => (await import('./e2e-fake-quest.ts')).loadFakeQuest(fake) };
  }
  return {
    fsa: { showDirectoryPicker: picker, createFs: (root) => new FsaDeviceFs(root) },
    quest,
    store: typeof indexedDB === 'undefined' ? createMemoryHandleStore() : createIdbHandleStore(indexedDB),
  };
}
