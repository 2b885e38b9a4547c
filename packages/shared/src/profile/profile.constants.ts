/**
 * Profile settings limits (spec §2 "/user/profile"; docs/decisions/0016). The spec gives no
 * figures for these; they are the site's choices.
 */

/** Live personal API tokens one user may hold at once. */
export const API_TOKENS_MAX = 20;
/** Token name length bounds, in characters. */
export const API_TOKEN_NAME_MIN = 1;
export const API_TOKEN_NAME_MAX = 64;
/** Every personal API token secret starts with this, so a leaked one is recognisable. */
export const API_TOKEN_PREFIX = 'shp_';
/** Largest profile picture upload, in bytes (5 MiB). */
export const PROFILE_AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Width and height of a stored profile picture, in pixels (square WebP). */
export const PROFILE_AVATAR_SIZE_PX = 256;
/** File extensions accepted for a profile picture. */
export const PROFILE_AVATAR_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.gif'] as const;
/** Where the stored profile picture `file` is served (the `avatar_url` of spec §3 "User"). */
export function profileAvatarUrl(file: string | null): string | null {
  return file ? `/api/user/avatars/${file}` : null;
}
