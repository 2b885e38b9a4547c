/**
 * The device configuration's rules without zod (docs/decisions/0025: the first page of the web app
 * loads no schema library): defaults, patterns and plain checks. device-config.ts builds the zod
 * schemas from these, so both say the same thing.
 */

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

/** One plain folder name: letters, digits, `.`, `_`, `-` (and 1–64 characters, not `.`/`..`: {@link gameFolderProblem}). */
export const GAME_FOLDER_PATTERN = /^[A-Za-z0-9._-]+$/;
/** An Android package name: dot-separated Java identifiers, at least two parts (`com.kluge.SynthRiders`). */
export const GAME_PACKAGE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
/** Longest game folder name (characters). */
export const GAME_FOLDER_MAX = 64;
/** Longest Android package name (characters). */
export const GAME_PACKAGE_MAX = 128;

/** The device configuration as the API answers it: `{game_folder, game_package}`. */
export interface DeviceConfig {
  game_folder: string;
  game_package: string;
}

/** The configuration the server answers when nothing overrides it. */
export const DEFAULT_DEVICE_CONFIG: DeviceConfig = {
  game_folder: GAME_FOLDER_DEFAULT,
  game_package: GAME_PACKAGE_DEFAULT,
};

/** What is wrong with `value` as a game folder name, or null when it is a valid one. */
export function gameFolderProblem(value: string): string | null {
  if (value.length < 1 || value.length > GAME_FOLDER_MAX) return `must be 1 to ${GAME_FOLDER_MAX} characters`;
  if (!GAME_FOLDER_PATTERN.test(value)) return 'must be one folder name (letters, digits, ".", "_" or "-")';
  if (value === '.' || value === '..') return 'must not be "." or ".."';
  return null;
}

/** What is wrong with `value` as an Android package name, or null when it is a valid one. */
export function gamePackageProblem(value: string): string | null {
  if (value.length > GAME_PACKAGE_MAX) return `must be at most ${GAME_PACKAGE_MAX} characters`;
  if (!GAME_PACKAGE_PATTERN.test(value)) return 'must be an Android package name like com.example.App';
  return null;
}

/**
 * `config` itself when both fields are valid.
 * @throws Error naming the field and what is wrong with it
 */
export function checkDeviceConfig(config: DeviceConfig): DeviceConfig {
  const folder = gameFolderProblem(config.game_folder);
  if (folder) throw new Error(`game_folder ${folder}`);
  const pkg = gamePackageProblem(config.game_package);
  if (pkg) throw new Error(`game_package ${pkg}`);
  return config;
}
