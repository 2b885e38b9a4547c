import { CardGrid } from '../../../components/card-grid.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { UploadsList, UploadsListSkeleton } from '../../../components/uploads-list.tsx';
import { paths } from '../../../config/paths.ts';
import { useAvatars } from '../api/get-avatars.ts';
import { AvatarCard } from './avatar-card.tsx';
import { AvatarCardSkeleton } from './avatar-card-skeleton.tsx';

/** Props of the per-user avatar lists: whose, which page, how to link another page. */
export interface UserAvatarsProps {
  userId: number;
  page: number;
  hrefForPage: (page: number) => string;
}

/** A profile's Avatars tab: that user's published avatars as cards, paginated. */
export function UserAvatars({ userId, page, hrefForPage }: UserAvatarsProps) {
  const query = useAvatars({ page, userId });
  return (
    <PagedResults
      query={query}
      page={page}
      hrefForPage={hrefForPage}
      noun="avatars"
      skeleton={
        <CardGrid label="Loading avatars">
          {Array.from({ length: 6 }, (_, i) => (
            <AvatarCardSkeleton key={i} />
          ))}
        </CardGrid>
      }
      renderItems={(items) => (
        <CardGrid label="Avatars">
          {items.map((a) => (
            <AvatarCard key={a.id} avatar={a} />
          ))}
        </CardGrid>
      )}
    />
  );
}

/** My Uploads' Avatars tab: the signed-in user's avatars, drafts included, with edit links. */
export function MyAvatars({ userId, page, hrefForPage }: UserAvatarsProps) {
  const query = useAvatars({ page, userId, drafts: true });
  return (
    <PagedResults
      query={query}
      page={page}
      hrefForPage={hrefForPage}
      noun="avatars"
      emptyHint="Upload a .vrm from the Upload menu."
      skeleton={<UploadsListSkeleton />}
      renderItems={(items) => (
        <UploadsList
          label="My avatars"
          rows={items.map((a) => ({
            id: a.id,
            title: a.name,
            subtitle: a.authors.join(', ') || undefined,
            cover: a,
            published: a.published,
            updatedAt: a.updated_at,
            viewHref: paths.models.avatars.detail.getHref(a.id),
            editHref: paths.models.avatars.edit.getHref(a.id),
          }))}
        />
      )}
    />
  );
}
