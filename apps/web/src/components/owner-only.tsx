import type { ReactNode } from 'react';
import { canEdit, useCurrentUser } from '../lib/use-session.ts';
import { ErrorPage } from './error-page.tsx';

/**
 * Shows `children` only to the item's uploader or an admin (`canEdit`); anyone else gets the 403
 * "Unauthorized" page. Used by the edit pages once their item has loaded.
 */
export function OwnerOnly({ ownerId, children }: { ownerId: number; children: ReactNode }) {
  const user = useCurrentUser();
  if (!canEdit(user, ownerId)) return <ErrorPage status={403} message="Unauthorized" />;
  return children;
}
