import { featuredItems } from '../../../components/content-kind/featured-items.tsx';
import { paths } from '../../../config/paths.ts';
import { useStages } from '../api/get-stages.ts';
import { stageKind } from '../stage-kind.tsx';

/** Home page "Featured stages": the best-rated stages, "See all" to the list by Hype. */
export const FeaturedStages = featuredItems(stageKind, useStages, paths.models.stages.list.getHref());
