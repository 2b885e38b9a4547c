import { FeaturedItems } from '../../../components/content-kind/featured-items.tsx';
import { paths } from '../../../config/paths.ts';
import { useBeatmaps } from '../api/get-beatmaps.ts';
import { beatmapKind } from '../beatmap-kind.tsx';

const LATEST_COUNT = 12;

/**
 * Home page "Newest beatmaps": the {@link LATEST_COUNT} most recently published beatmaps, with
 * "See all" to /beatmaps/recent; skeletons while loading, a line when there are none, a retry on error.
 */
export function LatestBeatmaps() {
  const query = useBeatmaps({ page: 1, limit: LATEST_COUNT });
  return (
    <FeaturedItems
      kind={beatmapKind}
      query={query}
      title="Newest beatmaps"
      seeAllHref={paths.beatmaps.recent.getHref()}
    />
  );
}
