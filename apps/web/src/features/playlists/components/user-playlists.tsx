import { CardGrid } from '../../../components/card-grid.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { UploadsList, UploadsListSkeleton } from '../../../components/uploads-list.tsx';
import { paths } from '../../../config/paths.ts';
import { usePlaylists } from '../api/get-playlists.ts';
import { PlaylistCard, songCount } from './playlist-card.tsx';
import { PlaylistGridSkeleton } from './playlist-card-skeleton.tsx';

/** Props of the per-user playlist lists (the same shape as the other kinds' tabs): whose, which page, how to link a page. */
export interface UserPlaylistsProps {
  userId: number;
  page: number;
  hrefForPage: (page: number) => string;
}

/** A profile's Playlists tab: that user's published playlists as cards, paginated. */
export function UserPlaylists({ userId, page, hrefForPage }: UserPlaylistsProps) {
  const query = usePlaylists({ page, userId });
  return (
    <PagedResults
      query={query}
      page={page}
      hrefForPage={hrefForPage}
      noun="playlists"
      skeleton={<PlaylistGridSkeleton count={6} />}
      renderItems={(items) => (
        <CardGrid label="Playlists">
          {items.map((p) => (
            <PlaylistCard key={p.id} playlist={p} />
          ))}
        </CardGrid>
      )}
    />
  );
}

/** My Uploads' Playlists tab: the signed-in user's playlists, drafts included, with edit links. */
export function MyPlaylists({ userId, page, hrefForPage }: UserPlaylistsProps) {
  const query = usePlaylists({ page, userId, drafts: true });
  return (
    <PagedResults
      query={query}
      page={page}
      hrefForPage={hrefForPage}
      noun="playlists"
      emptyHint="Upload a .playlist from the Upload menu, or create one from /playlists."
      skeleton={<UploadsListSkeleton />}
      renderItems={(items) => (
        <UploadsList
          label="My playlists"
          rows={items.map((p) => ({
            id: p.id,
            title: p.name,
            subtitle: songCount(p.item_count),
            cover: p,
            published: p.published,
            updatedAt: p.updated_at,
            viewHref: paths.playlists.detail.getHref(p.id),
            editHref: paths.playlists.edit.getHref(p.id),
          }))}
        />
      )}
    />
  );
}
