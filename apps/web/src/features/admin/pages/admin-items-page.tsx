import { useParams } from 'react-router';
import { ErrorPage } from '../../../components/error-page.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { AdminItemDetail } from '../components/admin-item-detail.tsx';
import { AdminItemsScreen } from '../components/admin-items-screen.tsx';
import { ADMIN_ITEM_KINDS, type AdminItemKindName } from '../items/admin-item-kinds.ts';

/** `/admin/<kind>`: the kind's grid (AdminItemsScreen). */
function ListPage({ name }: { name: AdminItemKindName }) {
  const kind = ADMIN_ITEM_KINDS[name];
  useDocumentTitle(`${kind.label} · Admin`);
  return <AdminItemsScreen kind={kind} />;
}

/** `/admin/<kind>/:id`: one item's detail view (AdminItemDetail); a bad id is the not-found page. */
function DetailPage({ name }: { name: AdminItemKindName }) {
  const kind = ADMIN_ITEM_KINDS[name];
  const id = Number(useParams().id);
  useDocumentTitle(`${kind.label} ${id} · Admin`);
  if (!Number.isSafeInteger(id) || id < 1) return <ErrorPage status={404} />;
  return <AdminItemDetail key={id} kind={kind} id={id} />;
}

/**
 * The route components of the four item screens (spec §2 "Admin area"), one list and one detail
 * per kind, for `adminScreens` (admin-screens.ts).
 */
export const adminItemPages = Object.fromEntries(
  (Object.keys(ADMIN_ITEM_KINDS) as AdminItemKindName[]).map((name) => [
    name,
    { list: () => <ListPage name={name} />, detail: () => <DetailPage name={name} /> },
  ]),
) as Record<AdminItemKindName, { list: () => React.JSX.Element; detail: () => React.JSX.Element }>;
