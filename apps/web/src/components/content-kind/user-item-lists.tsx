import type { Paginated } from '@synthhub/shared/api/pagination';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentType, Fragment } from 'react';
import { CardGrid } from '../card-grid.tsx';
import { PagedResults } from '../paged-results.tsx';
import { UploadsList, UploadsListSkeleton } from '../uploads-list.tsx';
import type { KindDescriptor, KindItem, UploadableItem, UseKindItems } from './content-kind.ts';

/** Props of the per-user lists of every kind (profile tabs, My Uploads tabs): whose, which page, how to link a page. */
export interface UserListProps {
  userId: number;
  page: number;
  hrefForPage: (page: number) => string;
}

/** Props of {@link UserItemCards} and {@link MyItemRows}: the kind, its query for the page, and the paging. */
export interface KindPageProps<T extends KindItem> {
  kind: KindDescriptor<T>;
  query: UseQueryResult<Paginated<T>>;
  page: number;
  hrefForPage: (page: number) => string;
}

/** How many card placeholders a profile tab shows while its first page loads. */
const PROFILE_SKELETONS = 6;

/**
 * A profile's tab of one kind (spec §2 `/profile/{username}`): that user's published items as the
 * kind's cards, paginated, in a grid labelled with the noun ("Avatars", "Loading avatars").
 */
export function UserItemCards<T extends KindItem>({ kind, ...paging }: KindPageProps<T>) {
  const { noun, Skeleton } = kind;
  return (
    <PagedResults
      {...paging}
      noun={noun}
      skeleton={
        <CardGrid label={`Loading ${noun}`}>
          {Array.from({ length: PROFILE_SKELETONS }, (_, i) => (
            // placeholders have no identity, so the index is their key
            <Skeleton key={i} />
          ))}
        </CardGrid>
      }
      renderItems={(items) => (
        <CardGrid label={noun.charAt(0).toUpperCase() + noun.slice(1)}>
          {items.map((item) => (
            <Fragment key={item.id}>{kind.renderCard(item)}</Fragment>
          ))}
        </CardGrid>
      )}
    />
  );
}

/**
 * My Uploads' tab of one kind (spec §2 `/user/uploads`): the signed-in user's items, drafts
 * included, as rows with Published/Draft, the last change, View and Edit ("My avatars"), and the
 * kind's hint when there are none.
 */
export function MyItemRows<T extends UploadableItem>({ kind, ...paging }: KindPageProps<T>) {
  const { noun, uploads } = kind;
  return (
    <PagedResults
      {...paging}
      noun={noun}
      emptyHint={uploads.emptyHint}
      skeleton={<UploadsListSkeleton />}
      renderItems={(items) => (
        <UploadsList
          label={`My ${noun}`}
          rows={items.map((item) => ({
            id: item.id,
            cover: item,
            published: item.published,
            updatedAt: item.updated_at,
            ...uploads.row(item),
          }))}
        />
      )}
    />
  );
}

/**
 * The profile tab and the My Uploads tab of a kind whose endpoint takes the common list
 * parameters (beatmaps, playlists, stages, avatars): `Profile` lists `userId`'s published items,
 * `Uploads` the signed-in user's, drafts included (app/routes/content-tabs.tsx).
 */
export function userItemTabs<T extends UploadableItem>(
  kind: KindDescriptor<T>,
  useItems: UseKindItems<T>,
): { Profile: ComponentType<UserListProps>; Uploads: ComponentType<UserListProps> } {
  return {
    Profile: function UserItems({ userId, page, hrefForPage }) {
      const query = useItems({ page, userId });
      return <UserItemCards kind={kind} query={query} page={page} hrefForPage={hrefForPage} />;
    },
    Uploads: function MyItems({ userId, page, hrefForPage }) {
      const query = useItems({ page, userId, drafts: true });
      return <MyItemRows kind={kind} query={query} page={page} hrefForPage={hrefForPage} />;
    },
  };
}
