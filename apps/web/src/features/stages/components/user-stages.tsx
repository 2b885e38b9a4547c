import { CardGrid } from '../../../components/card-grid.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { UploadsList, UploadsListSkeleton } from '../../../components/uploads-list.tsx';
import { paths } from '../../../config/paths.ts';
import { useStages } from '../api/get-stages.ts';
import { StageCard } from './stage-card.tsx';
import { StageCardSkeleton } from './stage-card-skeleton.tsx';

/** Props of the per-user stage lists: whose, which page, how to link another page. */
export interface UserStagesProps {
  userId: number;
  page: number;
  hrefForPage: (page: number) => string;
}

/** A profile's Stages tab: that user's published stages as cards, paginated. */
export function UserStages({ userId, page, hrefForPage }: UserStagesProps) {
  const query = useStages({ page, userId });
  return (
    <PagedResults
      query={query}
      page={page}
      hrefForPage={hrefForPage}
      noun="stages"
      skeleton={
        <CardGrid label="Loading stages">
          {Array.from({ length: 6 }, (_, i) => (
            <StageCardSkeleton key={i} />
          ))}
        </CardGrid>
      }
      renderItems={(items) => (
        <CardGrid label="Stages">
          {items.map((a) => (
            <StageCard key={a.id} stage={a} />
          ))}
        </CardGrid>
      )}
    />
  );
}

/** My Uploads' Stages tab: the signed-in user's stages, drafts included, with edit links. */
export function MyStages({ userId, page, hrefForPage }: UserStagesProps) {
  const query = useStages({ page, userId, drafts: true });
  return (
    <PagedResults
      query={query}
      page={page}
      hrefForPage={hrefForPage}
      noun="stages"
      emptyHint="Upload a .stagepkg from the Upload menu."
      skeleton={<UploadsListSkeleton />}
      renderItems={(items) => (
        <UploadsList
          label="My stages"
          rows={items.map((a) => ({
            id: a.id,
            title: a.name,
            subtitle: `${a.files.length} file${a.files.length === 1 ? '' : 's'}`,
            cover: a,
            published: a.published,
            updatedAt: a.updated_at,
            viewHref: paths.models.stages.detail.getHref(a.id),
            editHref: paths.models.stages.edit.getHref(a.id),
          }))}
        />
      )}
    />
  );
}
