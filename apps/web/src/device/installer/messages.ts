import type { ContentKind } from '../types.ts';
import { KIND_LABELS } from './installable.ts';

/**
 * The installer's user-facing sentences, spelled exactly as spec §8 "Error catalogue" has them (including
 * "successfuly" and the mixed case of "beatmap/playlist/Avatar/Stage" in the download error). Every
 * snackbar of the installer and the /device page comes from here.
 */

/** "Beatmap installed successfully!", "Playlist installed successfully!", … (spec §8 "Success messages"). */
export function installedMessage(kind: ContentKind): string {
  return `${KIND_LABELS[kind]} installed successfully!`;
}

/** "Beatmap uninstalled successfuly." (sic, spec §8). */
export function uninstalledMessage(kind: ContentKind): string {
  return `${KIND_LABELS[kind]} uninstalled successfuly.`;
}

/** The kind as spec §8 writes it in "Error downloading beatmap/playlist/Avatar/Stage". */
const DOWNLOAD_WORDS: Readonly<Record<ContentKind, string>> = {
  beatmap: 'beatmap',
  playlist: 'playlist',
  avatar: 'Avatar',
  stage: 'Stage',
};

/** Which step of an install or removal failed. */
export type InstallStep = 'download' | 'install' | 'remove';

/**
 * The spec §8 sentence for a failed step: "Error downloading beatmap: {code or message}",
 * "Error installing Beatmap file: {message}", "Error removing Beatmap file: {message}".
 */
export function stepErrorMessage(step: InstallStep, kind: ContentKind, detail: string): string {
  switch (step) {
    case 'download':
      return `Error downloading ${DOWNLOAD_WORDS[kind]}: ${detail}`;
    case 'install':
      return `Error installing ${KIND_LABELS[kind]} file: ${detail}`;
    case 'remove':
      return `Error removing ${KIND_LABELS[kind]} file: ${detail}`;
  }
}

/** "Beatmaps migrated!", "Playlists migrated!", "Stages migrated!" (spec §8), "Avatars migrated!". */
export function migratedMessage(kind: ContentKind): string {
  return `${KIND_LABELS[kind]}s migrated!`;
}

/** Shown when the whole legacy migration succeeded (spec §8). */
export const MIGRATION_COMPLETE_MESSAGE = 'Data migration complete!';

/** "Data migration failed: {message}" (spec §8). */
export function migrationFailedMessage(detail: string): string {
  return `Data migration failed: ${detail}`;
}

/**
 * A failed install, removal or migration step. `message` is already the spec §8 sentence (so a
 * failed transfer's `error` can be shown as is); `detail` is its `{message}` part, `cause` the
 * underlying ApiError or DeviceError.
 */
export class InstallerError extends Error {
  override readonly name = 'InstallerError';
  readonly step: InstallStep;
  readonly kind: ContentKind;
  readonly detail: string;

  constructor(step: InstallStep, kind: ContentKind, detail: string, options?: { cause?: unknown }) {
    super(stepErrorMessage(step, kind, detail), options);
    this.step = step;
    this.kind = kind;
    this.detail = detail;
  }
}
