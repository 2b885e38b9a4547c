import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import type { Paginated } from '@synthhub/shared/api/pagination';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ListUrlSpec } from '../../lib/list-url-state.ts';
import { type ListUrlControls, useListUrlState } from '../../lib/use-list-url-state.ts';
import { useCurrentUser } from '../../lib/use-session.ts';
import { BrowseList } from '../browse-list.tsx';
import type { KindDescriptor, KindItem } from './content-kind.ts';

/**
 * A content kind as its browse page sees it (spec §2 `/beatmaps`, `/playlists`, `/models/stages`,
 * `/models/avatars`, `/mods`): the card parts of {@link KindDescriptor} and what the page's toolbar,
 * query and messages need (docs/decisions/0051).
 */
export interface ListPageDescriptor<T extends KindItem> extends KindDescriptor<T> {
  /** The URL state of the page: its sorts and filter keys. */
  spec: ListUrlSpec;
  /** The kind's list query for the page's URL state (useBeatmaps with the grammar, …). */
  useListPage: (list: ListUrlControls) => UseQueryResult<Paginated<T>>;
  /** The search field's placeholder ("Title, artist, mapper"); its label is "Search <noun>". */
  searchPlaceholder: string;
  /** The kind's filter controls, writing the URL state; without them there is no Filters button. */
  Filters?: ComponentType<{ list: ListUrlControls }>;
  /**
   * One item in the count line ("1 beatmap"); without it the line always says the plural noun
   * ("1 stages", as those pages always have).
   */
  one?: string;
  /**
   * How the first item comes: "upload" (the default: beatmaps, stages, avatars) gives "Be the first
   * to upload one!" on an empty list.
   */
  firstVerb?: 'upload' | 'share' | 'release';
}

/** Props of {@link ItemListPage}. */
export interface ItemListPageProps<T extends KindItem> {
  kind: ListPageDescriptor<T>;
  /** The page's h1 and document title ("Custom Songs"). */
  title: string;
  /** Another URL spec than the kind's (Recent Beatmaps: always newest first). */
  spec?: ListUrlSpec;
  /** The line under the title; by default "N beatmaps" once the list has items. */
  subtitle?: (total: number) => ReactNode;
  /** The header's action (Upload, Create …), shown to a signed-in user only. */
  action?: ReactNode;
  /** Shown between the header and the toolbar (the mod manager's release on /mods). */
  intro?: ReactNode;
  /** Rendered after the results for a signed-in user, e.g. the kind's upload dialog. */
  children?: ReactNode;
}

/**
 * The browse page of a content kind, fed by its descriptor (docs/decisions/0051): the URL state,
 * the kind's list query, the count line, the signed-in action and the empty hint, laid out by
 * {@link BrowseList} (header, search/sort/filter toolbar, paged card grid with loading, empty,
 * no-match and error states).
 */
export function ItemListPage<T extends KindItem>({
  kind,
  title,
  spec = kind.spec,
  subtitle,
  action,
  intro,
  children,
}: ItemListPageProps<T>) {
  const list = useListUrlState(spec);
  const query = kind.useListPage(list);
  const user = useCurrentUser();
  const { noun, one = noun, Filters, firstVerb: verb = 'upload' } = kind;

  return (
    <BrowseList
      title={title}
      subtitle={
        subtitle ??
        ((total) => (total > 0 ? `${total.toLocaleString('en')} ${total === 1 ? one : noun}` : undefined))
      }
      action={user && action}
      intro={intro}
      list={list}
      query={query}
      sorts={spec.sorts}
      searchLabel={`Search ${noun}`}
      searchPlaceholder={kind.searchPlaceholder}
      filters={Filters && <Filters list={list} />}
      noun={noun}
      emptyHint={user ? `Be the first to ${verb} one!` : `Sign in to ${verb} the first one.`}
      skeleton={kind.Skeleton}
      renderCard={kind.renderCard}
    >
      {user && children}
    </BrowseList>
  );
}

/** The header's Upload button of a browse page: a link to the kind's upload page. */
export function UploadLinkButton({ to }: { to: string }) {
  return (
    <Button component={RouterLink} to={to} variant="outlined" startIcon={<UploadIcon />}>
      Upload
    </Button>
  );
}
