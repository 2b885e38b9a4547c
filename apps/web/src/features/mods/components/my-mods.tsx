import { MyItemRows, type UserListProps } from '../../../components/content-kind/user-item-lists.tsx';
import { useMods } from '../api/get-mods.ts';
import { modKind } from '../mod-kind.tsx';

/** Props of {@link MyMods}, those of every My Uploads tab (`userId` is the signed-in user's). */
export type MyModsProps = UserListProps;

/**
 * My Uploads' Mods tab (spec §2 `/user/uploads` children): the signed-in user's mods, drafts
 * included (`GET /api/mods?mine=1`), with the latest version, View and Edit. `userId` is not sent:
 * `mine` means the caller.
 */
export function MyMods({ page, hrefForPage }: MyModsProps) {
  const query = useMods({ mine: '1', page, sort: 'updated_at' });
  return <MyItemRows kind={modKind} query={query} page={page} hrefForPage={hrefForPage} />;
}
