import type { Stage } from '@synthhub/shared/stages/stages.types';
import type { ListPageDescriptor } from '../../components/content-kind/item-list-page.tsx';
import { paths } from '../../config/paths.ts';
import { useStages } from './api/get-stages.ts';
import { StageCard } from './components/stage-card.tsx';
import { StageCardSkeleton } from './components/stage-card-skeleton.tsx';
import { StageFilters } from './components/stage-filters.tsx';
import { STAGE_LIST_SPEC, stageGrammar } from './stage-browse.ts';

/**
 * Stages as the generic list page, profile and My Uploads tabs and home section show them
 * (docs/decisions/0051): searched by name or uploader, filtered by platform and tag.
 */
export const stageKind: ListPageDescriptor<Stage> = {
  noun: 'stages',
  Skeleton: StageCardSkeleton,
  renderCard: (stage) => <StageCard stage={stage} />,
  uploads: {
    emptyHint: 'Upload a .stagepkg from the Upload menu.',
    row: (s) => ({
      title: s.name,
      subtitle: `${s.files.length} file${s.files.length === 1 ? '' : 's'}`,
      viewHref: paths.models.stages.detail.getHref(s.id),
      editHref: paths.models.stages.edit.getHref(s.id),
    }),
  },
  spec: STAGE_LIST_SPEC,
  useListPage: (list) => useStages({ page: list.page, ...stageGrammar(list) }),
  searchPlaceholder: 'Name or uploader',
  Filters: StageFilters,
  firstVerb: 'upload',
};
