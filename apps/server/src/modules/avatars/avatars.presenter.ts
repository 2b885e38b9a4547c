import { avatarFilename } from '@synthhub/formats/vrm/avatar-filename';
import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import type { AvatarWithUser } from './avatars.repository.ts';
import { presentItemCounts, presentItemUser } from '../items/index.ts';

/** Relative URL of an avatar's `.vrm` (formats.md §6.3 `download_url`). */
export function avatarDownloadUrl(id: number): string {
  return `/api/models/avatars/${id}/download`;
}

/** Relative URL of an avatar's cover; '' when it has none (clients substitute their own, formats.md §6.3). */
export function avatarCoverUrl(row: Pick<AvatarWithUser, 'id' | 'coverKeys'>): string {
  return row.coverKeys.orig ? `/api/models/avatars/${row.id}/cover` : '';
}

/** The name an avatar downloads as: `<id>-<Name>.vrm` (see `avatarFilename`). */
export function avatarDownloadFilename(row: Pick<AvatarWithUser, 'id' | 'name'>): string {
  return avatarFilename({ id: row.id, name: row.name });
}

/**
 * The one place an avatar row becomes the API's Avatar (formats.md §6.3; conventions habit 4):
 * numeric `score`/`rating` as strings, ISO dates, relative URLs, the licence under snake_case keys.
 */
export function presentAvatar(row: AvatarWithUser): Avatar {
  return {
    id: row.id,
    cover_version: row.coverVersion,
    name: row.name,
    description: row.description,
    youtube_url: row.youtubeUrl,
    filename: avatarDownloadFilename(row),
    filename_original: row.filenameOriginal,
    filesize: row.filesize,
    spec_version: row.specVersion,
    authors: row.authors,
    model_version: row.modelVersion,
    license: {
      name: row.license.name,
      url: row.license.url,
      other_license_url: row.license.otherLicenseUrl,
      permissions: row.license.permissions,
    },
    ...presentItemCounts(row),
    published: row.published,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
    user: presentItemUser(row.user),
    download_url: avatarDownloadUrl(row.id),
    cover_url: avatarCoverUrl(row),
  };
}
