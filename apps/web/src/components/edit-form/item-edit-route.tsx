import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { ItemDetailRoute } from '../item-detail-route.tsx';
import { OwnerOnly } from '../owner-only.tsx';
import type { EditableItem, EditKind } from './edit-kind.ts';

/** Props of {@link ItemEditRoute}. */
export interface ItemEditRouteProps<T extends EditableItem> {
  kind: EditKind;
  /** The kind's detail query hook (e.g. `useBeatmap`). */
  useItem: (id: number) => UseQueryResult<T>;
  /** The item's name for the document title "Edit {name}"; its `name` field when absent. */
  name?: (item: T) => string;
  render: (item: T) => ReactNode;
}

/**
 * The shell of an `/…/edit/{id}` page (spec §2 signed-in routes): 404 for a bad id, a skeleton
 * while loading, a retryable error, the 403 "Unauthorized" page for anyone but the uploader or an
 * admin (spec §6), else the page — remounted when another item loads, so its form defaults follow.
 */
export function ItemEditRoute<T extends EditableItem>({
  kind,
  useItem,
  name,
  render,
}: ItemEditRouteProps<T>) {
  return (
    <ItemDetailRoute
      useItem={useItem}
      title={(item) => `Edit ${name ? name(item) : item.name}`}
      fallbackTitle={`Edit ${kind.noun}`}
      skeleton={
        <Skeleton variant="rectangular" height={480} aria-label={`Loading ${kind.noun.toLowerCase()}`} />
      }
      render={(item) => (
        <OwnerOnly ownerId={item.user.id}>
          <Fragment key={item.id}>{render(item)}</Fragment>
        </OwnerOnly>
      )}
    />
  );
}
