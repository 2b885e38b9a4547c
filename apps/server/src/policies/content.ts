import { Forbidden, NotFound, Unauthorized } from '../errors.ts';
import type { AuthUser } from '../plugins/auth.ts';

/**
 * The kinds of uploaded content item (beatmaps, playlists, stages, avatars, mods). They share one
 * policy: the rules below are the same for every kind (spec §6; docs/decisions/0011).
 */
export type ContentKind = 'beatmap' | 'playlist' | 'stage' | 'avatar' | 'mod';

/** What may be done to a content item. `moderate` is an admin's action on anyone's item. */
export type ContentAction = 'read' | 'edit' | 'delete' | 'publish' | 'moderate';

/** What the policy needs to know about an item: its kind, id, uploader and published flag. */
export interface ContentItem {
  kind: ContentKind;
  id: number;
  /** The uploader's user id (`user_id`). */
  userId: number;
  published: boolean;
  /** Soft-deleted by a moderator (`deleted_at` set; docs/decisions/0030): gone for everyone until restored. */
  deleted?: boolean;
}

/** The word a message uses for each kind ("Beatmap 12 was not found."). */
export const CONTENT_LABELS: Record<ContentKind, string> = {
  beatmap: 'Beatmap',
  playlist: 'Playlist',
  stage: 'Stage',
  avatar: 'Avatar',
  mod: 'Mod',
};

/** The message of a 401 for a signed-in-only action (kept from the first routes). */
export const SIGN_IN_MESSAGE = 'You need to sign in to do this.';

/** True when `user` uploaded the item or is an admin: who may see its drafts and change it. */
export function isOwnerOrAdmin(user: AuthUser | null, ownerId: number): boolean {
  return !!user && (user.admin || user.id === ownerId);
}

/**
 * Whether `user` (null: anonymous) may do `action` to `item`:
 * - read: published items for everyone; unpublished ones only for their uploader and admins
 *   ("only owners and admins can see unpublished items", server-enforced);
 * - edit, delete, publish: the uploader or an admin;
 * - moderate: admins only (spec §6, "Admin (admin flag set on the user)").
 * A soft-deleted item (docs/decisions/0030) allows nothing but `moderate`: not even its uploader
 * or an admin may read or change it through the public routes until it is restored.
 */
export function canContent(user: AuthUser | null, action: ContentAction, item: ContentItem): boolean {
  if (item.deleted && action !== 'moderate') return false;
  switch (action) {
    case 'read':
      return item.published || isOwnerOrAdmin(user, item.userId);
    case 'edit':
    case 'delete':
    case 'publish':
      return isOwnerOrAdmin(user, item.userId);
    case 'moderate':
      return !!user?.admin;
  }
}

/**
 * Throws unless `user` may do `action` to `item` (see {@link canContent}). A read that is refused
 * is a 404 NotFound ("Beatmap 12 was not found.") so drafts do not leak, as is any action but
 * `moderate` on a soft-deleted item; any other refused action
 * is a 401 Unauthorized ("You need to sign in to do this.") for anonymous callers, a 403 Forbidden
 * ("Only the uploader or an admin can change this beatmap.") for edit/delete/publish, and a 403
 * "Unauthorized" (spec §6) for moderate. Callers that must hide a draft check `read` first.
 */
export function authorizeContent(user: AuthUser | null, action: ContentAction, item: ContentItem): void {
  if (canContent(user, action, item)) return;
  if (action === 'read' || (item.deleted && action !== 'moderate'))
    throw new NotFound(`${CONTENT_LABELS[item.kind]} ${item.id} was not found.`);
  if (!user) throw new Unauthorized(SIGN_IN_MESSAGE);
  if (action === 'moderate') throw new Forbidden('Unauthorized');
  throw new Forbidden(`Only the uploader or an admin can change this ${item.kind}.`);
}

/**
 * Lists with `drafts=true` (profiles, My Uploads; formats.md §6.2): allowed when `ownerId` (the
 * list's `user_id`) is the viewer, or the viewer is an admin. Throws Forbidden otherwise.
 */
export function authorizeDraftList(viewer: AuthUser | null, ownerId: number | undefined): void {
  const own = viewer !== null && ownerId === viewer.id;
  if (!own && !viewer?.admin)
    throw new Forbidden('Only the uploader or an admin can list unpublished items.');
}

/** The policy's view of a row of one of the four content tables (`id`, `user_id`, `published`, `deleted_at`). */
export function contentItem(
  kind: ContentKind,
  row: { id: number; userId: number; published: boolean; deletedAt?: Date | null },
): ContentItem {
  return { kind, id: row.id, userId: row.userId, published: row.published, deleted: row.deletedAt != null };
}
