import { CardGrid } from '../../../components/card-grid.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { UploadsList, UploadsListSkeleton } from '../../../components/uploads-list.tsx';
import { paths } from '../../../config/paths.ts';
import { useBeatmaps } from '../api/get-beatmaps.ts';
import { BeatmapCard } from './beatmap-card.tsx';
import { BeatmapCardSkeleton } from './beatmap-card-skeleton.tsx';

/** Props shared by the per-user lists: whose, which page, and how to link another page. */
export interface UserListProps {
  userId: number;
  page: number;
  hrefForPage: (page: number) => string;
}

/** A profile's Beatmaps tab: that user's published beatmaps as cards, paginated. */
export function UserBeatmaps({ userId, page, hrefForPage }: UserListProps) {
  const query = useBeatmaps({ page, userId });
  return (
    <PagedResults
      query={query}
      page={page}
      hrefForPage={hrefForPage}
      noun="beatmaps"
      skeleton={
        <CardGrid label="Loading beatmaps">
          {Array.from({ length: 6 }, (_, i) => (
            <BeatmapCardSkeleton key={i} />
          ))}
        </CardGrid>
      }
      renderItems={(items) => (
        <CardGrid label="Beatmaps">
          {items.map((b) => (
            <BeatmapCard key={b.id} beatmap={b} />
          ))}
        </CardGrid>
      )}
    />
  );
}

/** My Uploads' Beatmaps tab: the signed-in user's beatmaps, drafts included, with edit links. */
export function MyBeatmaps({ userId, page, hrefForPage }: UserListProps) {
  const query = useBeatmaps({ page, userId, drafts: true });
  return (
    <PagedResults
      query={query}
      page={page}
      hrefForPage={hrefForPage}
      noun="beatmaps"
      emptyHint="Upload a .synth from the Upload menu."
      skeleton={<UploadsListSkeleton />}
      renderItems={(items) => (
        <UploadsList
          label="My beatmaps"
          rows={items.map((b) => ({
            id: b.id,
            title: `${b.artist} - ${b.title}`,
            subtitle: `v${b.version}`,
            cover: b,
            published: b.published,
            updatedAt: b.updated_at,
            viewHref: paths.beatmaps.detail.getHref(b.id),
            editHref: paths.beatmaps.edit.getHref(b.id),
          }))}
        />
      )}
    />
  );
}
