import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { parseRouteId } from '../lib/route-id.ts';
import { ErrorPage } from './error-page.tsx';
import { QueryError } from './query-error.tsx';
import { useDocumentTitle } from './use-document-title.ts';

/** Props of {@link ItemDetailRoute}; `T` is the item's detail answer. */
export interface ItemDetailRouteProps<T> {
  /** The kind's detail query hook (e.g. `useBeatmap`); must be the same function on every render. */
  useItem: (id: number) => UseQueryResult<T>;
  /** The document title once the item is loaded. */
  title: (item: T) => string;
  /** The document title while loading or on error ("Beatmap"). */
  fallbackTitle: string;
  /** Shown while the query is pending. */
  skeleton: ReactNode;
  /** Renders the loaded item. */
  render: (item: T) => ReactNode;
}

/**
 * The shell of a `/…/{id}` page: a route id that is not a positive integer shows the 404 page;
 * otherwise the item is fetched, the skeleton shows while pending and a retryable error on failure.
 */
export function ItemDetailRoute<T>(props: ItemDetailRouteProps<T>) {
  const id = parseRouteId(useParams().id);
  if (id === null) return <ErrorPage status={404} />;
  return <ItemDetailQuery id={id} {...props} />;
}

function ItemDetailQuery<T>({
  id,
  useItem,
  title,
  fallbackTitle,
  skeleton,
  render,
}: ItemDetailRouteProps<T> & { id: number }) {
  const query = useItem(id);
  useDocumentTitle(query.data ? title(query.data) : fallbackTitle);
  if (query.isPending) return skeleton;
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  return render(query.data);
}
