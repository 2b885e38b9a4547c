import type { Stage } from '@synthhub/shared/stages/stages.types';
import type { ListPageDescriptor } from '../../components/content-kind/item-list-page.tsx';
import { paths } from '../../config/paths.ts';
import { grammarList } from '../../lib/content-lists.ts';
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
  ...grammarList(STAGE_LIST_SPEC, stageGrammar, 'Name or uploader', useStages),
  Filters: StageFilters,
  uploads: {
    emptyHint: 'Upload a .stagepkg from the Upload menu.',
    row: (s) => ({
      title: s.name,
      subtitle: `${s.files.length} file${s.files.length === 1 ? '' : 's'}`,
      viewHref: paths.models.stages.detail.getHref(s.id),
      editHref: paths.models.stages.edit.getHref(s.id),
    }),
  },
};
