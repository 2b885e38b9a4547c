import { z } from 'zod';

/**
 * The game's content folder name on the Quest (`/sdcard/{game folder}`, spec §9 "Quest folders") and
 * under the PC install directory (the game reads `<install>/SynthRidersUC/` since its v3 update of
 * 2024; device-notes §2.3). The server can override it (`GAME_FOLDER`), so a game update needs no release.
 */
export const GAME_FOLDER_DEFAULT = 'SynthRidersUC';

/**
 * The game's Android package (spec §9: the legacy Quest folder is `/sdcard/Android/data/{game package}/files`).
 * The server can override it (`GAME_PACKAGE`).
 */
export const GAME_PACKAGE_DEFAULT = 'com.kluge.SynthRiders';

/** One plain folder name: letters, digits, `.`, `_`, `-`, not `.`/`..`, at most 64 characters. */
export const gameFolderSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/, 'must be one folder name (letters, digits, ".", "_" or "-")')
  .refine((v) => v !== '.' && v !== '..', 'must not be "." or ".."');

/** An Android package name: dot-separated Java identifiers, at least two parts (`com.kluge.SynthRiders`). */
export const gamePackageSchema = z
  .string()
  .max(128)
  .regex(
    /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/,
    'must be an Android package name like com.example.App',
  );

/**
 * `GET /api/device/config` (design.md §4): where the game keeps its content, from server configuration.
 * `game_folder` is one folder name; `game_package` an Android package name.
 */
export const deviceConfigSchema = z.object({
  game_folder: gameFolderSchema,
  game_package: gamePackageSchema,
});

/** The device configuration as the API answers it: `{game_folder, game_package}`. */
export type DeviceConfig = z.infer<typeof deviceConfigSchema>;

/** The configuration the server answers when nothing overrides it. */
export const DEFAULT_DEVICE_CONFIG: DeviceConfig = {
  game_folder: GAME_FOLDER_DEFAULT,
  game_package: GAME_PACKAGE_DEFAULT,
};
