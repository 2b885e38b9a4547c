import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { canEdit, useCurrentUser } from '../../../lib/use-session.ts';
import { useBeatmap } from '../api/get-beatmap.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { ItemCounts } from '../../../components/item-counts.tsx';
import { VoteButtons } from '../../../components/vote-buttons.tsx';
import { CoverImage } from '../../../components/cover-image.tsx';
import { DetailSkeleton } from '../../../components/detail-skeleton.tsx';
import { DetailTabBar } from '../../../components/detail-tab-bar.tsx';
import { EditItemButton, ItemActionRow, YouTubeLink } from '../../../components/item-detail-actions.tsx';
import {
  ItemDescription,
  ItemDetailLayout,
  ItemDetailTitle,
} from '../../../components/item-detail-layout.tsx';
import { ItemDetailRoute } from '../../../components/item-detail-route.tsx';
import { BeatmapFacts } from '../components/beatmap-facts.tsx';
import { DifficultyTable } from '../components/difficulty-table.tsx';
import { BeatmapPreviewButton } from '../components/beatmap-preview-button.tsx';
import { MapPreview } from '../components/map-preview/map-preview.tsx';
import { formatBpm } from '../format-bpm.ts';
import { beatmapInstallable } from '../../../device/installer/installable.ts';
import { DeviceItemControls } from '../../../device/react/device-item-controls.tsx';

/** Props of {@link BeatmapPage}. */
export interface BeatmapPageProps {
  /**
   * The Leaderboards tab's content (`/beatmaps/{id}/leaderboards`, spec §2), given by `app/` where
   * features meet; when set, it shows under the tab bar in place of the description.
   */
  leaderboards?: (beatmap: Beatmap) => ReactNode;
}

/**
 * `/beatmaps/{id}`: one beatmap with its cover, metadata, difficulties, a preview player and a download
 * button, and
 * the tabs Details and Leaderboards (`/beatmaps/{id}/leaderboards`).
 */
export function BeatmapPage({ leaderboards }: BeatmapPageProps = {}) {
  return (
    <ItemDetailRoute
      useItem={useBeatmap}
      title={(beatmap) => `${beatmap.artist} - ${beatmap.title}`}
      fallbackTitle="Beatmap"
      skeleton={<BeatmapSkeleton />}
      render={(beatmap) => (
        <Stack spacing={3}>
          <BeatmapDetailView beatmap={beatmap} />
          <DetailTabBar
            label="Beatmap"
            current={leaderboards ? 'Leaderboards' : 'Details'}
            tabs={[
              { label: 'Details', to: paths.beatmaps.detail.getHref(beatmap.id) },
              { label: 'Leaderboards', to: paths.beatmaps.leaderboards.getHref(beatmap.id) },
            ]}
          />
          {leaderboards ? leaderboards(beatmap) : <BeatmapDescription beatmap={beatmap} />}
        </Stack>
      )}
    />
  );
}

/** The Details tab: the difficulties with their note counts, the map preview, the description and the video link. */
function BeatmapDescription({ beatmap }: { beatmap: Beatmap }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <DifficultyTable beatmap={beatmap} />
      {!beatmap.ost && <MapPreview beatmap={beatmap} />}
      <ItemDescription text={beatmap.description} />
      <YouTubeLink url={beatmap.youtube_url} />
    </Stack>
  );
}

function BeatmapDetailView({ beatmap }: { beatmap: Beatmap }) {
  const user = useCurrentUser();
  const publishedAt = beatmap.published_at ? new Date(beatmap.published_at) : null;
  return (
    <ItemDetailLayout
      cover={<CoverImage item={beatmap} size={500} alt={`Cover of ${beatmap.title}`} eager />}
    >
      <Box>
        <ItemDetailTitle>{beatmap.title}</ItemDetailTitle>
        <Typography variant="h6" component="p" color="text.secondary">
          {beatmap.artist}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Mapped by <strong>{beatmap.mapper}</strong> · uploaded by{' '}
          <Link component={RouterLink} to={paths.profile.getHref(beatmap.user.username)}>
            {beatmap.user.username}
          </Link>
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {!beatmap.published && <Chip label="Unpublished" color="warning" size="small" />}
        {beatmap.ost && <Chip label="Official soundtrack" color="info" size="small" />}
        {beatmap.explicit && <Chip label="Explicit" size="small" variant="outlined" />}
        {beatmap.beat_saber_convert && <Chip label="Converted" size="small" variant="outlined" />}
      </Stack>
      <ItemActionRow>
        {/* An OST entry is in the game already: it has no file to download or install. */}
        {!beatmap.ost && (
          <>
            <BeatmapPreviewButton beatmap={beatmap} size={48} />
            <DownloadButton downloadUrl={beatmap.download_url} fallbackName={beatmap.filename} size="large" />
            <DeviceItemControls kind="beatmap" item={beatmapInstallable(beatmap)} />
          </>
        )}
        {canEdit(user, beatmap.user.id) && (
          <EditItemButton to={paths.beatmaps.edit.getHref(beatmap.id)} size="large" />
        )}
      </ItemActionRow>
      <ItemCounts item={beatmap} votes={false} />
      <VoteButtons kind="beatmap" itemId={beatmap.id} counts={beatmap} />
      <BeatmapFacts
        facts={[
          ['Duration', beatmap.duration],
          ['BPM', formatBpm(beatmap.bpm)],
          [
            'Published',
            publishedAt ? (
              <time key="published" dateTime={beatmap.published_at ?? ''}>
                {publishedAt.toLocaleDateString()}
              </time>
            ) : (
              'Not yet'
            ),
          ],
          ['Version', beatmap.version],
        ]}
      />
    </ItemDetailLayout>
  );
}

function BeatmapSkeleton() {
  return (
    <DetailSkeleton label="Loading beatmap">
      <Skeleton width="30%" />
      <Skeleton variant="rectangular" height={42} width={160} sx={{ my: 2 }} />
      <Skeleton width="50%" />
      <Skeleton width="50%" />
    </DetailSkeleton>
  );
}
