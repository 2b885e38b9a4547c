import type { DeviceConfig } from '@synthhub/shared/device/device-config';
import {
  type LayoutInput,
  layoutProbeFolders,
  type ResolvedLayout,
  resolveLayout,
} from '@synthhub/shared/device/layout';
import type { ConnectedDevice } from '../react/device-context.ts';
import type { DeviceFs } from '../types.ts';

/**
 * A live connection as a connector hands it to the controller: the device the app sees, and a
 * promise that resolves when the device goes away by itself (Quest: the USB link dropped; folders:
 * never).
 */
export interface DeviceConnection {
  device: ConnectedDevice;
  disconnected: Promise<void>;
}

/** The name the headset shows for our key ("Synthhub@synthhub.example"; adb-credential-web adds the host). */
export const ADB_KEY_NAME = 'Synthhub';

/** A promise that never settles (a folder never unplugs itself). */
export const NEVER: Promise<void> = new Promise<void>(() => {});

/**
 * Which of the layout's candidate folders exist on `fs` (design.md §4: write where a folder exists), and
 * the resolved layout. `input` names the device type, the server's DeviceConfig and, for a PC, the picked
 * folder's name.
 */
export async function probeLayout(
  fs: DeviceFs,
  input: LayoutInput,
): Promise<{ layout: ResolvedLayout; existing: string[] }> {
  const probe = layoutProbeFolders(input);
  const found = await Promise.all(probe.map(async (folder) => ((await fs.exists(folder)) ? folder : null)));
  const existing = found.filter((folder): folder is string => folder !== null);
  return { layout: resolveLayout(input, existing), existing };
}

/** Loads the server's DeviceConfig (GET /api/device/config); injected so tests pass their own. */
export type LoadDeviceConfig = () => Promise<DeviceConfig>;
