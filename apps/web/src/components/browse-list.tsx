import Stack from '@mui/material/Stack';
import type { Paginated } from '@synthhub/shared/api/pagination';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentType, Fragment, type ReactNode } from 'react';
import type { SortOption } from '../lib/list-url-state.ts';
import type { ListUrlControls } from '../lib/use-list-url-state.ts';
import { CardGrid } from './card-grid.tsx';
import { ListPageHeader } from './list-page-header.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { PagedResults } from './paged-results.tsx';
import { useDocumentTitle } from './use-document-title.ts';

/** How many card placeholders a browse page shows while its first page loads. */
const SKELETON_COUNT = 12;

/** Props of {@link BrowseList}; `T` is one item of the kind's list envelope. */
export interface BrowseListProps<T extends { id: string | number }> {
  /** The page's h1 and document title, e.g. "Custom Songs". */
  title: string;
  /**
   * The line under the title, given the list's total (0 until the first answer). When the server
   * estimated the total (`totalEstimated`, docs/decisions/0034) the line starts with "About".
   */
  subtitle?: (total: number) => ReactNode;
  /** The header's action (Upload, Create …), usually only for a signed-in user. */
  action?: ReactNode;
  /** Shown between the header and the toolbar (e.g. the mod manager's release on /mods). */
  intro?: ReactNode;
  /** The page's URL state (useListUrlState), shared with the query and the filters. */
  list: ListUrlControls;
  /** The kind's list query for `list` (useBeatmaps, usePlaylists …). */
  query: UseQueryResult<Paginated<T>>;
  /** The sort menu (the kind's ListUrlSpec `sorts`). */
  sorts: readonly SortOption[];
  /** Label of the search field, e.g. "Search beatmaps". */
  searchLabel: string;
  searchPlaceholder?: string;
  /** The kind's filter controls; without them there is no Filters button. */
  filters?: ReactNode;
  /**
   * What the items are called, plural and lower case ("beatmaps"): the messages use it, and the
   * card grids are labelled "Beatmaps" and "Loading beatmaps".
   */
  noun: string;
  /** Extra line under "No … yet" (e.g. an upload hint). */
  emptyHint?: ReactNode;
  /** One card placeholder; the loading grid shows twelve. */
  skeleton: ComponentType;
  /** The card of one item (keyed by the item's id here) and its place on the page (0 = first). */
  renderCard: (item: T, index: number) => ReactNode;
  /** Wide cards (CardGrid `wide`): one column on a phone. */
  wide?: boolean;
  /** Rendered after the results, e.g. the kind's upload dialog. */
  children?: ReactNode;
}

/**
 * The body of every browse page (`/beatmaps`, `/playlists`, `/models/stages`, `/models/avatars`,
 * `/beatmaps/mappers`; spec §2): the header with the count line and action, the search,
 * sort and filter toolbar, and the paged card grid with its loading, empty, no-match and error
 * states. Sets the document title to `title`. The page owns the URL state and the query, so the
 * kind's filters can read the same `list`.
 */
export function BrowseList<T extends { id: string | number }>({
  title,
  subtitle,
  action,
  intro,
  list,
  query,
  sorts,
  searchLabel,
  searchPlaceholder,
  filters,
  noun,
  emptyHint,
  skeleton: Skeleton,
  renderCard,
  wide = false,
  children,
}: BrowseListProps<T>) {
  useDocumentTitle(title);
  const total = query.data?.total ?? 0;
  const line = subtitle?.(total);
  const label = noun.charAt(0).toUpperCase() + noun.slice(1);

  return (
    <Stack spacing={2}>
      <ListPageHeader
        title={title}
        subtitle={line && query.data?.totalEstimated ? <>About {line}</> : line}
        action={action}
      />
      {intro}
      <ListToolbar
        list={list}
        sorts={sorts}
        searchLabel={searchLabel}
        searchPlaceholder={searchPlaceholder}
        filters={filters}
      />
      <PagedResults
        query={query}
        page={list.page}
        hrefForPage={list.hrefForPage}
        noun={noun}
        emptyHint={emptyHint}
        onClearFilters={list.narrowed ? list.clear : undefined}
        skeleton={
          <CardGrid label={`Loading ${noun}`} wide={wide}>
            {Array.from({ length: SKELETON_COUNT }, (_, i) => (
              // placeholders have no identity, so the index is their key
              <Skeleton key={i} />
            ))}
          </CardGrid>
        }
        renderItems={(items) => (
          <CardGrid label={label} wide={wide}>
            {items.map((item, index) => (
              <Fragment key={item.id}>{renderCard(item, index)}</Fragment>
            ))}
          </CardGrid>
        )}
      />
      {children}
    </Stack>
  );
}
