import { CardSection } from '../../../components/card-section.tsx';
import { paths } from '../../../config/paths.ts';
import { FEATURED_COUNT, FEATURED_SORT } from '../../../lib/featured.ts';
import { useStages } from '../api/get-stages.ts';
import { StageCard } from './stage-card.tsx';
import { StageCardSkeleton } from './stage-card-skeleton.tsx';

/**
 * Home page "Featured stages": the {@link FEATURED_COUNT} best-rated published stages by the Hype
 * score (`FEATURED_SORT`, the lists' Hype sort; docs/decisions/0022), with "See all" to the stages list sorted the same way.
 */
export function FeaturedStages() {
  const query = useStages({ page: 1, limit: FEATURED_COUNT, sort: FEATURED_SORT });
  return (
    <CardSection
      title="Featured stages"
      subtitle="The community's best-rated"
      seeAllHref={`${paths.models.stages.list.getHref()}?sort=hype`}
      query={query}
      itemKey={(item) => item.id}
      skeleton={StageCardSkeleton}
      empty="No stages have been published yet."
      errorTitle="Could not load the featured stages"
      renderCard={(item) => <StageCard stage={item} />}
    />
  );
}
