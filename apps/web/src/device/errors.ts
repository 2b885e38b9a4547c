/**
 * Why a device operation failed (device-notes §5.2 "Errors"). The UI turns each into the spec §8
 * messages ("Unable to connect to {device}: {message}", "Error installing X file: {message}"), with
 * `message` as the `{message}` part.
 */
export type DeviceErrorCode =
  /** The browser has no File System Access API or no WebUSB. */
  | 'Unsupported'
  /** The user cancelled (a picker, or the transfer). */
  | 'Cancelled'
  /** The browser or the device refused access. */
  | 'PermissionDenied'
  /** Another program (SideQuest, an adb server, another tab) holds the headset's USB interface. */
  | 'DeviceBusy'
  /** Nobody allowed USB debugging on the headset in time. */
  | 'AuthorizationTimeout'
  /** The device went away (USB unplugged, folder deleted). */
  | 'Disconnected'
  /** The game's content folder does not exist yet (launch the game once and allow storage access). */
  | 'GameFolderMissing'
  /** The picked folder is not the game folder. */
  | 'WrongFolder'
  /** The browser will not open the picked folder (Program Files and similar, device-notes §0 item 3). */
  | 'BlockedFolder'
  /** The device is out of space. */
  | 'NoSpace'
  /** The file or folder does not exist. */
  | 'NotFound'
  /** A path was refused because it could reach outside its folder or is not a plain relative path. */
  | 'InvalidPath'
  /** The device stopped answering during a transfer. */
  | 'Timeout'
  /** Any other failure to read or write. */
  | 'Io';

/** The message of each code when nothing more specific is known (English, shown as `{message}`). */
export const DEVICE_ERROR_MESSAGES: Readonly<Record<DeviceErrorCode, string>> = {
  Unsupported: 'Your browser does not support this kind of device.',
  Cancelled: 'Cancelled.',
  PermissionDenied: 'Access to the device was denied.',
  DeviceBusy: 'The device is in use by another program (close SideQuest or adb and try again).',
  AuthorizationTimeout: 'USB debugging was not allowed on the headset in time.',
  Disconnected: 'The device was disconnected.',
  GameFolderMissing: 'The game folder was not found: launch the game once and accept its storage permission.',
  WrongFolder: 'This folder is not the game folder.',
  BlockedFolder: 'The browser cannot open this folder (for example Program Files).',
  NoSpace: 'The device is out of space.',
  NotFound: 'The file does not exist.',
  InvalidPath: 'The file name is not allowed.',
  Timeout: 'The device stopped responding.',
  Io: 'The device could not read or write the file.',
};

/**
 * A failed device operation: `code` says why (DeviceErrorCode), `message` is a sentence for the
 * user, `cause` the underlying error (DOMException, AdbSyncError …) for logs.
 */
export class DeviceError extends Error {
  override readonly name = 'DeviceError';
  readonly code: DeviceErrorCode;

  constructor(
    code: DeviceErrorCode,
    message: string = DEVICE_ERROR_MESSAGES[code],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.code = code;
  }
}

/** Whether `error` is a DeviceError, optionally of one code. */
export function isDeviceError(error: unknown, code?: DeviceErrorCode): error is DeviceError {
  return error instanceof DeviceError && (code === undefined || error.code === code);
}

const DOM_ERROR_CODES: Readonly<Record<string, DeviceErrorCode>> = {
  NotFoundError: 'NotFound',
  NotAllowedError: 'PermissionDenied',
  SecurityError: 'PermissionDenied',
  QuotaExceededError: 'NoSpace',
  AbortError: 'Cancelled',
  TimeoutError: 'Timeout',
};

/**
 * Wraps any error as a DeviceError (a DeviceError passes through): DOMExceptions by name
 * (NotFoundError → NotFound, NotAllowedError/SecurityError → PermissionDenied, QuotaExceededError →
 * NoSpace, AbortError → Cancelled, TimeoutError → Timeout), everything else as `fallback`. The
 * message names the operation (`what`) and the low-level reason.
 */
export function toDeviceError(error: unknown, what: string, fallback: DeviceErrorCode = 'Io'): DeviceError {
  if (error instanceof DeviceError) return error;
  const name = (error as { name?: unknown } | null)?.name;
  const code = (typeof name === 'string' && DOM_ERROR_CODES[name]) || fallback;
  const detail = error instanceof Error && error.message ? error.message : DEVICE_ERROR_MESSAGES[code];
  return new DeviceError(code, `${what}: ${detail}`, { cause: error });
}
