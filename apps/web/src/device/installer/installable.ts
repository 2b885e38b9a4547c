import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { DeviceType } from '@synthhub/shared/device/layout';
import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import { STAGE_PLATFORM_LABELS, type StagePlatform } from '@synthhub/shared/stages/stages.constants';
import type { Stage, StageFile } from '@synthhub/shared/stages/stages.types';
import type { ContentKind } from '../types.ts';

/**
 * What the installer needs to put one site item on a device (design.md §4). Built from the API
 * shapes with {@link beatmapInstallable}, {@link playlistInstallable}, {@link avatarInstallable}
 * and {@link stageInstallable}.
 */
export interface InstallableItem {
  kind: ContentKind;
  /** The item's site id (beatmap, playlist, avatar or stage id). */
  id: number;
  /** The item's display name (title, playlist or model name), for the transfer list. */
  name: string;
  /**
   * Relative URL fetched as a blob (spec §7 "Downloads"), e.g. `/api/beatmaps/41/download`;
   * stages carry `?file_id=` of the file for the device's platform.
   */
  download_url: string;
  /** ISO 8601; becomes the file's mtime where the device can set it (Quest, spec §9). Null: now. */
  published_at: string | null;
  /** Beatmaps: the primary version's map hash (64 hex), to tell an installed older version apart. */
  hash?: string | null;
  /**
   * Names the item's files have had (stages: every bundle's `file.filename`, which carries no
   * `<id>-` prefix). The content index matches installed files by these too, case-insensitively.
   */
  filenames?: readonly string[];
}

/** The word for a kind at the start of a sentence ("Beatmap installed successfully!"). */
export const KIND_LABELS: Readonly<Record<ContentKind, string>> = {
  beatmap: 'Beatmap',
  playlist: 'Playlist',
  avatar: 'Avatar',
  stage: 'Stage',
};

/** The installable form of a beatmap: its primary file and hash (formats.md §6.3). */
export function beatmapInstallable(
  beatmap: Pick<Beatmap, 'id' | 'title' | 'artist' | 'download_url' | 'published_at'> &
    Partial<Pick<Beatmap, 'hash' | 'filename'>>,
): InstallableItem {
  return {
    kind: 'beatmap',
    id: beatmap.id,
    name: beatmap.artist ? `${beatmap.artist} - ${beatmap.title}` : beatmap.title,
    download_url: beatmap.download_url,
    published_at: beatmap.published_at,
    hash: beatmap.hash ?? null,
    ...(beatmap.filename ? { filenames: [beatmap.filename] } : {}),
  };
}

/** The installable form of a playlist (`<id>-<Name>.playlist`). */
export function playlistInstallable(
  playlist: Pick<Playlist, 'id' | 'name' | 'download_url' | 'published_at'>,
): InstallableItem {
  return {
    kind: 'playlist',
    id: playlist.id,
    name: playlist.name,
    download_url: playlist.download_url,
    published_at: playlist.published_at,
  };
}

/** The installable form of an avatar (`<id>-<Name>.vrm`). */
export function avatarInstallable(
  avatar: Pick<Avatar, 'id' | 'name' | 'download_url' | 'published_at'> & Partial<Pick<Avatar, 'filename'>>,
): InstallableItem {
  return {
    kind: 'avatar',
    id: avatar.id,
    name: avatar.name,
    download_url: avatar.download_url,
    published_at: avatar.published_at,
    ...(avatar.filename ? { filenames: [avatar.filename] } : {}),
  };
}

/** The stage platform whose bundles a device type reads: the Quest reads `quest`, the rest `pc`. */
export function stagePlatformOf(device: DeviceType): StagePlatform {
  return device === 'quest' ? 'quest' : 'pc';
}

const MODE_ORDER = ['normal', 'spin', 'experience'] as const;

/**
 * The stage file to install on a platform: among the published `latest_files` (falling back to
 * `files`) of that platform, the `normal` mode before `spin` and `experience`, the `default` type
 * first. Undefined when the stage has no file for the platform.
 */
export function pickStageFile(
  stage: Pick<Stage, 'latest_files'> & Partial<Pick<Stage, 'files'>>,
  platform: StagePlatform,
): StageFile | undefined {
  const pool = stage.latest_files.length > 0 ? stage.latest_files : (stage.files ?? []);
  const candidates = pool.filter((f) => f.platform === platform && f.published);
  const rank = (f: StageFile) => MODE_ORDER.indexOf(f.mode) * 2 + (f.type === 'default' ? 0 : 1);
  return [...candidates].sort((a, b) => rank(a) - rank(b))[0];
}

/**
 * The installable form of a stage for a device type (spec §2 "Device management": stage extensions per
 * platform): `download_url?file_id=<file>` of {@link pickStageFile}. Null when the stage has no file for
 * that platform (the UI then says so instead of offering Install).
 */
export function stageInstallable(
  stage: Pick<Stage, 'id' | 'name' | 'download_url' | 'published_at' | 'latest_files'> &
    Partial<Pick<Stage, 'files'>>,
  device: DeviceType,
): InstallableItem | null {
  const file = pickStageFile(stage, stagePlatformOf(device));
  if (!file) return null;
  const sep = stage.download_url.includes('?') ? '&' : '?';
  return {
    kind: 'stage',
    id: stage.id,
    name: stage.name,
    download_url: `${stage.download_url}${sep}file_id=${file.id}`,
    published_at: stage.published_at,
    filenames: [...new Set([...(stage.files ?? []), ...stage.latest_files].map((f) => f.file.filename))],
  };
}

/** The tooltip when a stage has no bundle for a device's platform: "This stage has no Quest file." */
export function stageUnavailableReason(device: DeviceType): string {
  return `This stage has no ${STAGE_PLATFORM_LABELS[stagePlatformOf(device)]} file.`;
}

/**
 * Why a device type cannot take a kind, as a sentence for a tooltip, or null when it can.
 * The Quest takes no avatars (device-notes §2.3: "Avatars and Mods are not supported on Quest").
 */
export function unsupportedReason(device: DeviceType, kind: ContentKind): string | null {
  if (device === 'quest' && kind === 'avatar') return 'Avatars are not supported on Quest.';
  return null;
}

/** Whether a device type takes a kind (see {@link unsupportedReason}). */
export function deviceTakes(device: DeviceType, kind: ContentKind): boolean {
  return unsupportedReason(device, kind) === null;
}
