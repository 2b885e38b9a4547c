import Typography from '@mui/material/Typography';
import type { PopularBeatmap } from '@synthhub/shared/beatmaps/popular';
import { CardSection } from '../../../components/card-section.tsx';
import { usePopularBeatmaps } from '../api/get-popular-beatmaps.ts';
import { BeatmapCard } from './beatmap-card.tsx';
import { BeatmapCardSkeleton } from './beatmap-card-skeleton.tsx';

/** How many beatmaps "Popular this week" shows. */
export const POPULAR_COUNT = 12;

/** "412 downloads · +5 votes this week" for one popular beatmap (votes left out when 0). */
export function weekFigures(beatmap: Pick<PopularBeatmap, 'week_downloads' | 'week_votes'>): string {
  const parts = [
    `${beatmap.week_downloads.toLocaleString('en')} ${beatmap.week_downloads === 1 ? 'download' : 'downloads'}`,
  ];
  if (beatmap.week_votes !== 0) {
    const sign = beatmap.week_votes > 0 ? '+' : '−';
    parts.push(
      `${sign}${Math.abs(beatmap.week_votes)} ${Math.abs(beatmap.week_votes) === 1 ? 'vote' : 'votes'}`,
    );
  }
  return `${parts.join(' · ')} this week`;
}

/**
 * Home page "Popular this week": the beatmaps most downloaded and up-voted in the last 7 days
 * (`GET /api/beatmaps/popular`, docs/decisions/0022), each card saying its week's figures.
 */
export function PopularBeatmaps() {
  const query = usePopularBeatmaps(POPULAR_COUNT);
  return (
    <CardSection
      title="Popular this week"
      subtitle="Most downloaded and up-voted in the last 7 days"
      query={query}
      itemKey={(b) => b.id}
      skeleton={BeatmapCardSkeleton}
      skeletons={POPULAR_COUNT}
      empty="Nothing was downloaded or voted on this week yet."
      errorTitle="Could not load this week's popular beatmaps"
      renderCard={(beatmap) => (
        <BeatmapCard
          beatmap={beatmap}
          footer={
            <Typography variant="caption" color="text.secondary">
              {weekFigures(beatmap)}
            </Typography>
          }
        />
      )}
    />
  );
}
