import { z } from 'zod';
import {
  DEFAULT_DEVICE_CONFIG,
  type DeviceConfig,
  GAME_FOLDER_DEFAULT,
  GAME_FOLDER_MAX,
  GAME_FOLDER_PATTERN,
  GAME_PACKAGE_DEFAULT,
  GAME_PACKAGE_MAX,
  GAME_PACKAGE_PATTERN,
} from './device-config.rules.ts';

// The defaults and the type live in the zod-free device-config.rules.ts (the web app's first page
// imports them without a schema library); re-exported here for the server and tests.
export { DEFAULT_DEVICE_CONFIG, type DeviceConfig, GAME_FOLDER_DEFAULT, GAME_PACKAGE_DEFAULT };

/** One plain folder name: letters, digits, `.`, `_`, `-`, not `.`/`..`, at most 64 characters. */
export const gameFolderSchema = z
  .string()
  .min(1)
  .max(GAME_FOLDER_MAX)
  .regex(GAME_FOLDER_PATTERN, 'must be one folder name (letters, digits, ".", "_" or "-")')
  .refine((v) => v !== '.' && v !== '..', 'must not be "." or ".."');

/** An Android package name: dot-separated Java identifiers, at least two parts (`com.kluge.SynthRiders`). */
export const gamePackageSchema = z
  .string()
  .max(GAME_PACKAGE_MAX)
  .regex(GAME_PACKAGE_PATTERN, 'must be an Android package name like com.example.App');

/**
 * `GET /api/device/config` (design.md §4): where the game keeps its content, from server configuration.
 * `game_folder` is one folder name; `game_package` an Android package name (rules: device-config.rules.ts).
 */
export const deviceConfigSchema = z.object({
  game_folder: gameFolderSchema,
  game_package: gamePackageSchema,
}) satisfies z.ZodType<DeviceConfig>;
