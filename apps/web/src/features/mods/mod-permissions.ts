import type { Mod } from '@synthhub/shared/mods/mods.schemas';
import type { SessionUser } from '@synthhub/shared/users/users.schemas';

/**
 * Whether a user may edit a mod and manage its versions: its owner, a co-author (every entry of
 * `authors`, the owner first) or an admin — the contract of `modInputSchema` ("co-authors may edit
 * the mod and upload versions").
 */
export function canEditMod(user: SessionUser | null, mod: Pick<Mod, 'user' | 'authors'>): boolean {
  if (!user) return false;
  return user.admin || mod.user.id === user.id || mod.authors.some((a) => a.id === user.id);
}

/** Whether a user may delete a mod: its owner or an admin ("the owner alone deletes it"). */
export function canDeleteMod(user: SessionUser | null, mod: Pick<Mod, 'user'>): boolean {
  return !!user && (user.admin || mod.user.id === user.id);
}
