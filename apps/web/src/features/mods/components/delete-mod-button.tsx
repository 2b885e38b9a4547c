import type { Mod } from '@synthhub/shared/mods/mods.schemas';
import { DeleteItemButton } from '../../../components/delete-item-button.tsx';
import { paths } from '../../../config/paths.ts';
import type { SessionUser } from '@synthhub/shared/users/users.schemas';
import { modKeys } from '../api/keys.ts';
import { canDeleteMod } from '../mod-permissions.ts';

/**
 * The mod page's and edit page's Delete (owner or admin only, docs/decisions/0032; co-authors see
 * none): confirms, `DELETE /api/mods/{id}`, forgets every mod query and goes to /mods.
 */
export function DeleteModButton({
  user,
  mod,
}: {
  user: SessionUser | null;
  mod: Pick<Mod, 'id' | 'name' | 'user'>;
}) {
  if (!canDeleteMod(user, mod)) return null;
  return (
    <DeleteItemButton
      what="mod"
      name={mod.name}
      url={`/api/mods/${mod.id}`}
      queryKey={modKeys.all}
      afterHref={paths.mods.getHref()}
    />
  );
}
