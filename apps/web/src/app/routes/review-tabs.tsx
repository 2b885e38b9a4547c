import { useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { BeatmapPage } from '../../features/beatmaps/pages/beatmap-page.tsx';
import { BeatmapReviews } from '../../features/reviews/components/beatmap-reviews.tsx';
import { parsePage } from '../../lib/parse-page.ts';

/** `/beatmaps/{id}/reviews?page=N` (spec §2): the beatmap page with the reviews feature's tab. */
export function BeatmapReviewsRoute() {
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  return (
    <BeatmapPage
      reviews={(beatmap) => (
        <BeatmapReviews
          beatmap={beatmap}
          page={page}
          hrefForPage={(p) => paths.beatmaps.reviews.getHref(beatmap.id, p)}
        />
      )}
    />
  );
}
