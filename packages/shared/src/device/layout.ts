import { AVATAR_EXTENSION } from '../avatars/avatars.constants.ts';
import { PLAYLIST_EXTENSION } from '../playlists/playlists.constants.ts';
import { STAGE_BUNDLE_EXTENSIONS } from '../stages/stages.constants.ts';
import { checkDeviceConfig, type DeviceConfig } from './device-config.rules.ts';

/** Device types (spec §3 "Device types": pc, quest, directory). */
export const DEVICE_TYPES = ['pc', 'quest', 'directory'] as const;
/** A device type: `pc` (the game directory), `quest` (the headset over USB) or `directory` (any folder). */
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** Kinds of content the installer puts on a device (spec §2 "Device management" file filters). */
export const CONTENT_KINDS = ['beatmap', 'playlist', 'avatar', 'stage'] as const;
/** A content kind: beatmap, playlist, avatar or stage. */
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Extension of a beatmap file (spec §2 "Device file filters": beatmaps .synth). */
export const BEATMAP_EXTENSION = '.synth';

/** Placeholder in the tables for the game folder name (`DeviceConfig.game_folder`). */
export const GAME_FOLDER_TOKEN = '{game_folder}';
/** Placeholder in the tables for the game's Android package (`DeviceConfig.game_package`). */
export const GAME_PACKAGE_TOKEN = '{game_package}';

const G = GAME_FOLDER_TOKEN;

/** Where one content kind lives on one device type, before the game folder is filled in. */
export interface KindLayoutTable {
  /**
   * Folders (POSIX, relative to the device root) that may receive new files, in preference order:
   * the first that exists on the device wins; when none exists, the first one, which is the folder
   * the current game reads. Every one of them is also read.
   */
  write: readonly string[];
  /** File extensions of this kind, lower case with the dot; a listing shows only these. */
  extensions: readonly string[];
}

/** The content layout of one device type, as data (design.md §4). Paths may hold the placeholders. */
export interface DeviceLayoutTable {
  /**
   * Absolute path on the device that every relative path is relative to (Quest: `/sdcard`), or
   * undefined when the root is the folder the user picked (pc, directory).
   */
  storageRoot?: string;
  /** The game's content root, relative to the device root (`''` is the root itself). */
  gameRoot: string;
  /** Folders and extensions per content kind. */
  kinds: Readonly<Record<ContentKind, KindLayoutTable>>;
  /** The old Quest location (spec §9): only read to offer the migration, never written. */
  legacy?: { root: string; folders: Readonly<Record<ContentKind, readonly string[]>> };
}

/**
 * The layout tables (spec §2/§9, device-notes §2.3):
 * - **quest** (relative to `/sdcard`): `{game folder}/CustomSongs`, `CustomPlaylists` (what the game
 *   reads since its 2023 update) then the spec's `Playlist`, `Avatars`, `CustomStages` with
 *   `.stagedroid` (Quest 2+) and the spec's `.stagequest`/`.spinstagequest`. Legacy root
 *   `Android/data/{game package}/files` with `CustomSongs`, `Playlist`, `Avatars`, `CustomStages`.
 * - **pc** (relative to the picked install directory): `{game folder}/…` (the game since v3, 2024),
 *   then the spec's folders directly in the install directory (older games): `CustomSongs`,
 *   `CustomPlaylists` (and the pre-v3 `Playlist`), `Avatars`, `CustomStages` with `.stage`/`.spinstage`.
 * - **directory** (any folder): the spec's PC folders directly inside it.
 */
export const DEVICE_LAYOUTS: Readonly<Record<DeviceType, DeviceLayoutTable>> = {
  quest: {
    storageRoot: '/sdcard',
    gameRoot: G,
    kinds: {
      beatmap: { write: [`${G}/CustomSongs`], extensions: [BEATMAP_EXTENSION] },
      playlist: { write: [`${G}/CustomPlaylists`, `${G}/Playlist`], extensions: [PLAYLIST_EXTENSION] },
      avatar: { write: [`${G}/Avatars`], extensions: [AVATAR_EXTENSION] },
      stage: { write: [`${G}/CustomStages`], extensions: STAGE_BUNDLE_EXTENSIONS.android },
    },
    legacy: {
      root: `Android/data/${GAME_PACKAGE_TOKEN}/files`,
      folders: {
        beatmap: ['CustomSongs'],
        playlist: ['Playlist'],
        avatar: ['Avatars'],
        stage: ['CustomStages'],
      },
    },
  },
  pc: {
    gameRoot: G,
    kinds: {
      beatmap: { write: [`${G}/CustomSongs`, 'CustomSongs'], extensions: [BEATMAP_EXTENSION] },
      playlist: {
        write: [`${G}/CustomPlaylists`, 'CustomPlaylists', 'Playlist'],
        extensions: [PLAYLIST_EXTENSION],
      },
      avatar: { write: [`${G}/Avatars`, 'Avatars'], extensions: [AVATAR_EXTENSION] },
      stage: { write: [`${G}/CustomStages`, 'CustomStages'], extensions: STAGE_BUNDLE_EXTENSIONS.pc },
    },
  },
  directory: {
    gameRoot: '',
    kinds: {
      beatmap: { write: ['CustomSongs'], extensions: [BEATMAP_EXTENSION] },
      playlist: { write: ['CustomPlaylists'], extensions: [PLAYLIST_EXTENSION] },
      avatar: { write: ['Avatars'], extensions: [AVATAR_EXTENSION] },
      stage: { write: ['CustomStages'], extensions: STAGE_BUNDLE_EXTENSIONS.pc },
    },
  },
};

/** What `resolveLayout` needs besides the folders: the device type and the server's `DeviceConfig`. */
export interface LayoutInput extends DeviceConfig {
  device: DeviceType;
  /**
   * Name of the folder the user picked (pc only). When it is the game folder itself
   * (`SynthRidersUC`, compared case-insensitively), paths under `{game folder}/` lose that prefix.
   */
  rootName?: string;
}

/** One content kind's folders on a connected device. */
export interface ResolvedKindLayout {
  /** The folder new files go to (relative to the device root). */
  write: string;
  /** Every folder to list for installed files, the write folder first. */
  read: readonly string[];
  /** File extensions of this kind, lower case with the dot. */
  extensions: readonly string[];
}

/** The layout of one connected device: every path is concrete and relative to the device root. */
export interface ResolvedLayout {
  device: DeviceType;
  /** Absolute device path the relative paths hang off (Quest `/sdcard`); undefined for picked folders. */
  storageRoot?: string;
  /** The game's content root (`''` is the device root); on the Quest its absence means "launch the game once". */
  gameRoot: string;
  kinds: Readonly<Record<ContentKind, ResolvedKindLayout>>;
  /** Legacy Quest folders per kind (spec §9 migration prompt), relative to the device root. */
  legacy?: { root: string; folders: Readonly<Record<ContentKind, readonly string[]>> };
}

function expander(input: LayoutInput): (path: string) => string {
  const config = checkDeviceConfig({
    game_folder: input.game_folder,
    game_package: input.game_package,
  });
  const pickedGameFolder =
    input.device === 'pc' && input.rootName?.toLowerCase() === config.game_folder.toLowerCase();
  return (path) => {
    let out = path;
    if (pickedGameFolder) {
      if (out === G) out = '';
      else if (out.startsWith(`${G}/`)) out = out.slice(G.length + 1);
    }
    return out.replaceAll(G, config.game_folder).replaceAll(GAME_PACKAGE_TOKEN, config.game_package);
  };
}

function mapKinds<T>(fn: (kind: ContentKind) => T): Record<ContentKind, T> {
  return Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, fn(kind)])) as Record<ContentKind, T>;
}

const unique = (paths: string[]): string[] => [...new Set(paths)];

/**
 * Every folder whose existence `resolveLayout` looks at (the write candidates of every kind), with
 * the game folder filled in: the connect flow checks each with `DeviceFs.exists` and passes the ones
 * that exist. Throws an Error when `game_folder`/`game_package` are not valid (device-config.rules.ts).
 */
export function layoutProbeFolders(input: LayoutInput): string[] {
  const expand = expander(input);
  const table = DEVICE_LAYOUTS[input.device];
  return unique(CONTENT_KINDS.flatMap((kind) => table.kinds[kind].write.map(expand)));
}

/**
 * Resolves the layout of a connected device (design.md §4; formats.md §8): for each kind, reads from
 * every known folder and writes into the first candidate folder that exists on the device, or, where none
 * does, into the one the current game reads. `existingFolders` are device-root-relative POSIX paths (as
 * `layoutProbeFolders` returns them) that exist. The game folder and package come from `input` (server
 * configuration), so a game update needs no release. Throws an Error when `game_folder`/`game_package`
 * are not valid.
 */
export function resolveLayout(input: LayoutInput, existingFolders: Iterable<string>): ResolvedLayout {
  const expand = expander(input);
  const table = DEVICE_LAYOUTS[input.device];
  const existing = new Set(existingFolders);
  const kinds = mapKinds((kind): ResolvedKindLayout => {
    const candidates = unique(table.kinds[kind].write.map(expand));
    const write = candidates.find((folder) => existing.has(folder)) ?? candidates[0]!;
    return {
      write,
      read: [write, ...candidates.filter((folder) => folder !== write)],
      extensions: table.kinds[kind].extensions,
    };
  });
  const legacy = table.legacy;
  const legacyRoot = legacy ? expand(legacy.root) : undefined;
  return {
    device: input.device,
    ...(table.storageRoot === undefined ? {} : { storageRoot: table.storageRoot }),
    gameRoot: expand(table.gameRoot),
    kinds,
    ...(legacy && legacyRoot !== undefined
      ? {
          legacy: {
            root: legacyRoot,
            folders: mapKinds((kind) => legacy.folders[kind].map((folder) => `${legacyRoot}/${folder}`)),
          },
        }
      : {}),
  };
}

/**
 * Whether a file name has one of a kind's extensions (case-insensitive, as the game on Windows and
 * the Quest's `/sdcard` treat names). `.vrm.json` sidecars do not count as `.vrm`.
 */
export function hasContentExtension(name: string, extensions: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return extensions.some((ext) => lower.endsWith(ext) && lower.length > ext.length);
}
