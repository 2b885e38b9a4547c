import type { DeviceType } from '@synthhub/shared/device/layout';

/**
 * The user-facing texts of the connect flow (spec §2 "Device status"). The ones spec §8 names are kept
 * word for word ("Connected to PC", "Unable to connect to {device}: {message or Unknown Error}", "Error
 * disconnecting", "Your browser does not support WebUSB standard..."); the hints around them (Program
 * Files, SideQuest, the headset prompt) come from device-notes §2.4 and §3.1.
 */

/** How each device type is named in the menu and in messages (spec §2 "Device status"). */
export const DEVICE_TYPE_LABELS: Readonly<Record<DeviceType, string>> = {
  pc: 'PC',
  quest: 'Quest',
  directory: 'Folder',
};

/** What each connect option is, as the menu explains it (spec §2 "Device status"). */
export const DEVICE_TYPE_HINTS: Readonly<Record<DeviceType, string>> = {
  pc: 'The game directory (not under Program Files)',
  quest: 'The headset directly, over USB',
  directory: 'Any directory',
};

/** "Connected to PC" for a PC, else "Connected to {device}" (spec §8 success messages). */
export function connectedMessage(type: DeviceType, label: string): string {
  return type === 'pc' ? 'Connected to PC' : `Connected to ${label}`;
}

/** "PC disconnected" for a PC, else "{device} disconnected" (spec §8 success messages). */
export function disconnectedMessage(type: DeviceType, label: string): string {
  return type === 'pc' ? 'PC disconnected' : `${label} disconnected`;
}

/** "Unable to connect to {device}: {message or Unknown Error}" (spec §8 Quest). */
export function unableToConnectMessage(label: string, message: string | undefined): string {
  return `Unable to connect to ${label}: ${message?.trim() || 'Unknown Error'}`;
}

/** Shown when closing the device failed (spec §8 Quest); the device is forgotten anyway. */
export const ERROR_DISCONNECTING = 'Error disconnecting';

/** The title of the dialog for a browser without the needed API (spec §2 "Device management", §8). */
export const NOT_SUPPORTED_TITLE = 'Not Supported';

/** The "Not Supported" dialog's text for PC and Folder (no File System Access API). */
export const FOLDER_NOT_SUPPORTED =
  'Connecting a PC or a folder needs a Chromium browser (Chrome, Edge, Opera or Brave on a computer): ' +
  'this browser cannot give the site access to a folder. Open this page in one of them to install ' +
  'beatmaps directly.';

/** The "Not Supported" dialog's text for the Quest (spec §8: "Your browser does not support WebUSB standard..."). */
export const WEBUSB_NOT_SUPPORTED =
  'Your browser does not support WebUSB standard, which connecting a Quest needs. Use Chrome, Edge or ' +
  'Opera on a computer, or Chrome on Android, and connect the headset with a USB cable.';

/**
 * Why a PC folder cannot be picked, and what to do (device-notes §0 item 3, §3.1): Chromium refuses
 * Program Files, Windows and AppData, and the default Steam library is under Program Files.
 */
export const PROGRAM_FILES_HELP =
  'The browser cannot open folders under Program Files (nor Windows or AppData), where Steam installs ' +
  'games by default. Move Synth Riders to a Steam library folder elsewhere (Steam → Settings → Storage → ' +
  'add a drive or folder, then move the game there) and pick that folder, or connect any folder with ' +
  'Folder and copy the files yourself.';

/** Why a Quest is busy (DeviceBusy), and what to do (device-notes §2.4). */
export const DEVICE_BUSY_HELP =
  'The headset is in use by another program. Close SideQuest, Meta Quest Developer Hub, Android Studio ' +
  'or any adb server ("adb kill-server"), and other tabs of this site, then try again.';

/** Shown while the headset shows its "Allow USB debugging?" prompt (device-notes §1.2). */
export const AUTHORIZING_HELP =
  'Allow USB debugging on the headset: put it on and choose Allow in the "Allow USB debugging?" prompt ' +
  '(tick "Always allow from this computer" to skip this next time).';

/** Shown when nobody allowed USB debugging in time (device-notes §2.4: the prompt can get stuck). */
export const AUTHORIZATION_TIMEOUT_HELP =
  'USB debugging was not allowed on the headset in time. Put the headset on and look for the "Allow USB ' +
  'debugging?" prompt; if none shows, unplug and replug the cable (or turn USB debugging off and on) and ' +
  'try again.';

/** Shown when the headset does not answer at all before any prompt. */
export const HANDSHAKE_TIMEOUT_HELP =
  'The headset did not answer. Unplug and replug the cable, make sure USB debugging is on, and try again.';

/** Shown when the Quest's game folder does not exist yet (DeviceError GameFolderMissing). */
export function gameFolderMissingMessage(gameFolder: string): string {
  return `No ${gameFolder} folder on the headset yet: launch Synth Riders once and accept its storage permission, then reconnect.`;
}
