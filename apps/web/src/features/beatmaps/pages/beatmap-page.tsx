import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { youtubeVideoId } from '@synthhub/shared/beatmaps/youtube-video';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useBeatmap } from '../api/get-beatmap.ts';
import { CoverImage } from '../../../components/cover-image.tsx';
import { DetailSkeleton } from '../../../components/detail-skeleton.tsx';
import { DetailTabBar } from '../../../components/detail-tab-bar.tsx';
import { ItemDescription } from '../../../components/item-detail-layout.tsx';
import { YouTubeLink } from '../../../components/item-detail-actions.tsx';
import { ItemDetailRoute } from '../../../components/item-detail-route.tsx';
import { BeatmapDetailLayout } from '../components/beatmap-detail-layout.tsx';
import { BeatmapHeader, BeatmapSide } from '../components/beatmap-detail-parts.tsx';
import { DifficultyTable } from '../components/difficulty-table.tsx';
import { MapPreview } from '../components/map-preview/map-preview.tsx';
import { MoreFromMapper } from '../components/more-from-mapper.tsx';

/** Props of {@link BeatmapPage}. */
export interface BeatmapPageProps {
  /**
   * The Leaderboards tab's content (`/beatmaps/{id}/leaderboards`, spec §2), given by `app/` where
   * features meet; when set, it shows under the tab bar in place of the description.
   */
  leaderboards?: (beatmap: Beatmap) => ReactNode;
  /**
   * The Reviews tab's content (`/beatmaps/{id}/reviews`, spec §2; docs/decisions/0027), given by
   * `app/` like `leaderboards`; the tab's label carries the count ("Reviews (12)").
   */
  reviews?: (beatmap: Beatmap) => ReactNode;
}

/**
 * `/beatmaps/{id}`: one beatmap in two columns on desktop (cover, actions, counts, votes, facts
 * and tags on the left; title, difficulties with notes/BPM/duration/NPS, the map preview (docs/decisions/0021), and the tabs Details and
 * Leaderboards on the right; one column on a phone), then "More from this mapper".
 */
export function BeatmapPage({ leaderboards, reviews }: BeatmapPageProps = {}) {
  return (
    <ItemDetailRoute
      useItem={useBeatmap}
      title={(beatmap) => `${beatmap.artist} - ${beatmap.title}`}
      fallbackTitle="Beatmap"
      skeleton={<BeatmapSkeleton />}
      render={(beatmap) => (
        <Stack spacing={5}>
          <BeatmapDetailLayout
            cover={<CoverImage item={beatmap} size={500} alt={`Cover of ${beatmap.title}`} eager />}
            header={<BeatmapHeader beatmap={beatmap} />}
            side={<BeatmapSide beatmap={beatmap} />}
            main={
              <>
                <DifficultyTable beatmap={beatmap} />
                {/* An OST entry is in the game already: no file, so no audio or chart to preview. */}
                {!beatmap.ost && <MapPreview beatmap={beatmap} />}
                <Stack spacing={2}>
                  <DetailTabBar
                    label="Beatmap"
                    current={leaderboards ? 'Leaderboards' : reviews ? reviewsLabel(beatmap) : 'Details'}
                    tabs={[
                      { label: 'Details', to: paths.beatmaps.detail.getHref(beatmap.id) },
                      { label: 'Leaderboards', to: paths.beatmaps.leaderboards.getHref(beatmap.id) },
                      { label: reviewsLabel(beatmap), to: paths.beatmaps.reviews.getHref(beatmap.id) },
                    ]}
                  />
                  {leaderboards ? (
                    leaderboards(beatmap)
                  ) : reviews ? (
                    reviews(beatmap)
                  ) : (
                    <BeatmapDescription beatmap={beatmap} />
                  )}
                </Stack>
              </>
            }
          />
          <MoreFromMapper beatmap={beatmap} />
        </Stack>
      )}
    />
  );
}

/** The Reviews tab's label, with the count once there are reviews ("Reviews (12)"). */
export function reviewsLabel(beatmap: Pick<Beatmap, 'review_count'>): string {
  return beatmap.review_count > 0 ? `Reviews (${beatmap.review_count})` : 'Reviews';
}

/**
 * The Details tab: the description (or a line saying there is none), the link to the video page
 * when the map's `youtube_url` names a YouTube video, else the plain link to the URL.
 */
function BeatmapDescription({ beatmap }: { beatmap: Beatmap }) {
  return (
    <Stack spacing={2}>
      {beatmap.description ? (
        <ItemDescription text={beatmap.description} />
      ) : (
        <Typography color="text.secondary">The mapper wrote no description.</Typography>
      )}
      {youtubeVideoId(beatmap.youtube_url) ? (
        <Link
          component={RouterLink}
          to={paths.beatmaps.video.getHref(beatmap.id)}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
        >
          <OndemandVideoIcon fontSize="small" /> Watch the preview video
        </Link>
      ) : (
        <YouTubeLink url={beatmap.youtube_url} />
      )}
    </Stack>
  );
}

function BeatmapSkeleton() {
  return (
    <DetailSkeleton label="Loading beatmap" coverWidth={340}>
      <Skeleton width="30%" />
      <Skeleton variant="rectangular" height={42} width={160} sx={{ my: 2 }} />
      <Skeleton variant="rectangular" height={160} />
    </DetailSkeleton>
  );
}
