import { DeviceError } from './errors.ts';

/** Longest file or folder name most file systems take, in UTF-8 bytes (ext4, NTFS in UTF-16 units). */
export const DEVICE_NAME_MAX_BYTES = 255;

/**
 * Normalises a device path (POSIX, relative to the device root) into its segments, or refuses it.
 * `.` segments are dropped; `''` (or only `.`) is the root, allowed only with `allowRoot`.
 * Refused with DeviceError `InvalidPath`, before anything touches a device:
 * - absolute paths (`/x`), `..` segments, backslashes (`..\x` is `..` on Windows), `:` (drive
 *   letters, NTFS streams), NUL and other control characters;
 * - empty segments (`a//b`, a trailing `/`), and segments ending in `.` or a space (Windows drops
 *   those, so `.. ` would become `..`);
 * - segments longer than 255 UTF-8 bytes.
 * Every DeviceFs adapter calls this on every path it receives (device-notes §3.3, §5.4:
 * a filename that tries to climb out is refused).
 */
export function normalizeDevicePath(path: string, options: { allowRoot?: boolean } = {}): string[] {
  const refuse = (why: string): never => {
    throw new DeviceError('InvalidPath', `The path ${JSON.stringify(path)} is not allowed: ${why}.`);
  };
  if (typeof path !== 'string') refuse('it is not a string');
  if (path.startsWith('/')) refuse('it is absolute');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) refuse('it holds a control character');
  if (path.includes('\\')) refuse('it holds a backslash');
  if (path.includes(':')) refuse('it holds a colon');
  const segments: string[] = [];
  if (path !== '') {
    for (const segment of path.split('/')) {
      if (segment === '') refuse('it has an empty segment');
      if (segment === '.') continue;
      if (segment === '..') refuse('it climbs out with ".."');
      if (/[. ]$/.test(segment)) refuse('a name ends in a dot or a space');
      if (new TextEncoder().encode(segment).length > DEVICE_NAME_MAX_BYTES) refuse('a name is too long');
      segments.push(segment);
    }
  }
  if (segments.length === 0 && !options.allowRoot) refuse('it names no file');
  return segments;
}

/** A checked file path split into its folder segments and its name (see normalizeDevicePath). */
export function splitDeviceFilePath(path: string): { dir: string[]; name: string } {
  const segments = normalizeDevicePath(path);
  return { dir: segments.slice(0, -1), name: segments[segments.length - 1]! };
}

/** Prefix of the temporary names writes use before their final rename (device-notes §5.2). */
export const TEMP_NAME_PREFIX = '.synthhub-';
/** Suffix of the temporary names: an extension the game never reads. */
export const TEMP_NAME_SUFFIX = '.tmp';

/** A fresh temporary file name for a write in progress: `.synthhub-<random>.tmp`. */
export function makeTempName(): string {
  const random = Math.random().toString(36).slice(2, 10) + Date.now().toString(36);
  return `${TEMP_NAME_PREFIX}${random}${TEMP_NAME_SUFFIX}`;
}

/** Whether a file name is one of our temporary names (listings hide them). */
export function isTempName(name: string): boolean {
  return name.startsWith(TEMP_NAME_PREFIX) && name.endsWith(TEMP_NAME_SUFFIX);
}
