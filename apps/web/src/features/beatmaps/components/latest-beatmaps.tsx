import { CardSection } from '../../../components/card-section.tsx';
import { paths } from '../../../config/paths.ts';
import { useBeatmaps } from '../api/get-beatmaps.ts';
import { BeatmapCard } from './beatmap-card.tsx';
import { BeatmapCardSkeleton } from './beatmap-card-skeleton.tsx';

const LATEST_COUNT = 12;

/**
 * Home page "Newest beatmaps": the {@link LATEST_COUNT} most recently published beatmaps, with
 * "See all" to /beatmaps/recent; skeletons while loading, a line when there are none, a retry on error.
 */
export function LatestBeatmaps() {
  const query = useBeatmaps({ page: 1, limit: LATEST_COUNT });
  return (
    <CardSection
      title="Newest beatmaps"
      seeAllHref={paths.beatmaps.recent.getHref()}
      query={query}
      itemKey={(b) => b.id}
      skeleton={BeatmapCardSkeleton}
      empty="No beatmaps have been published yet."
      errorTitle="Could not load the newest beatmaps"
      renderCard={(beatmap) => <BeatmapCard beatmap={beatmap} />}
    />
  );
}
