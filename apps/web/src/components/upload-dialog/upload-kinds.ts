import { AVATAR_EXTENSION, AVATAR_MAX_BYTES } from '@synthhub/shared/avatars/avatars.constants';
import { SYNTH_MAX_BYTES } from '@synthhub/shared/beatmaps/beatmaps.constants';
import { BEATMAP_EXTENSION } from '@synthhub/shared/device/layout';
import { PLAYLIST_EXTENSION, PLAYLIST_MAX_BYTES } from '@synthhub/shared/playlists/playlists.constants';
import { STAGEPKG_EXTENSION, STAGEPKG_MAX_BYTES } from '@synthhub/shared/stages/stages.constants';
import { paths } from '../../config/paths.ts';
import type { FileRule } from '../file-field.tsx';

/** What the one upload dialog shows and accepts for a content kind. */
export interface UploadKind {
  /** "Beatmap": the form "Upload beatmap", the field "Beatmap file (.synth)", "Beatmap uploaded!". */
  noun: string;
  /** The dialog's title and accessible name (spec §2 "Upload dialogs"). */
  title: string;
  /** The file it takes: extension and largest size in bytes (spec §5 "Upload file fields", §9). */
  rule: FileRule;
  /** The new item's edit page, where a successful upload goes (spec §2). */
  editHref: (id: number) => string;
}

const kind = (
  noun: string,
  title: string,
  extension: string,
  maxBytes: number,
  routes: { edit: { getHref: (id: number) => string } },
): UploadKind => ({ noun, title, rule: { extension, maxBytes }, editHref: routes.edit.getHref });

/**
 * The upload kinds, one row each: the three dialogs of spec §2 "Upload dialogs" (titles word for
 * word) and the avatar's (`/user/models/avatars/upload`), with the extensions of spec §5 and the
 * size limits of packages/shared.
 */
export const uploadKinds = {
  beatmap: kind('Beatmap', 'Upload New Beatmap File', BEATMAP_EXTENSION, SYNTH_MAX_BYTES, paths.beatmaps),
  playlist: kind('Playlist', 'Upload Playlist File', PLAYLIST_EXTENSION, PLAYLIST_MAX_BYTES, paths.playlists),
  stage: kind('Stage', 'Upload New Stage File', STAGEPKG_EXTENSION, STAGEPKG_MAX_BYTES, paths.models.stages),
  avatar: kind('Avatar', 'Upload Avatar File', AVATAR_EXTENSION, AVATAR_MAX_BYTES, paths.models.avatars),
} satisfies Record<string, UploadKind>;
