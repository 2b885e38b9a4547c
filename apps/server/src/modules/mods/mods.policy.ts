import type { AuthUser } from '../../plugins/auth.ts';
import { authorizeContent, type ContentAction, contentItem } from '../../policies/content.ts';
import type { ModWithUser } from './mods.repository.ts';

/** True when `viewer` is one of the mod's co-authors (not its owner). */
export function isCoAuthor(mod: Pick<ModWithUser, 'coAuthors'>, viewer: AuthUser | null): boolean {
  return !!viewer && mod.coAuthors.some((a) => a.id === viewer.id);
}

/**
 * Throws unless `viewer` may do `action` to `mod` (policies/content.ts, spec §6), with one rule of
 * mods on top: co-authors count as the uploader for `read` (drafts) and `edit` (metadata and
 * versions), but not for `delete`, which stays the owner's or an admin's. Errors are the content
 * policy's: 404 "Mod 3 was not found." for a hidden draft or a soft-deleted mod, 401 anonymous,
 * 403 "Only the uploader or an admin can change this mod.".
 */
export function authorizeMod(viewer: AuthUser | null, action: ContentAction, mod: ModWithUser): void {
  const asAuthor = contentItem('mod', { ...mod, userId: isCoAuthor(mod, viewer) ? viewer!.id : mod.userId });
  authorizeContent(viewer, 'read', asAuthor);
  if (action === 'read') return;
  authorizeContent(
    viewer,
    action,
    action === 'edit' || action === 'publish' ? asAuthor : contentItem('mod', mod),
  );
}
