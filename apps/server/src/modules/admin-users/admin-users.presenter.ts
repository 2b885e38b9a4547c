import type { AdminUpload, AdminUser, UploadKind } from '@synthhub/shared/admin/users.schemas';
import { profileAvatarUrl } from '@synthhub/shared/profile/profile.constants';
import type { AdminUserRow, UploadRow } from './admin-users.repository.ts';

/** The site page of each upload kind (spec §2 routes). */
const UPLOAD_PATHS: Record<UploadKind, string> = {
  beatmap: '/beatmaps',
  playlist: '/playlists',
  stage: '/models/stages',
  avatar: '/models/avatars',
};

/** The site path of an upload: `/beatmaps/{id}`, `/playlists/{id}`, `/models/stages/{id}` … */
export const uploadPath = (kind: UploadKind, id: number) => `${UPLOAD_PATHS[kind]}/${id}`;

/** The one place an account row becomes the admin API's AdminUser (snake_case, ISO 8601 dates). */
export function presentAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    avatar_url: profileAvatarUrl(row.avatarFilename),
    admin: row.admin,
    created_at: row.createdAt.toISOString(),
    suspended_at: row.suspendedAt?.toISOString() ?? null,
    suspended_reason: row.suspendedReason,
    deleted_at: row.deletedAt?.toISOString() ?? null,
    uploads: row.uploads,
  };
}

/** An upload of the account detail, with its site `url`. */
export function presentUpload(kind: UploadKind, row: UploadRow): AdminUpload {
  return {
    id: row.id,
    title: row.title,
    published: row.published,
    created_at: row.createdAt.toISOString(),
    url: uploadPath(kind, row.id),
  };
}
