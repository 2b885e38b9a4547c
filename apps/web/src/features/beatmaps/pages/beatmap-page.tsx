import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { canEdit, useCurrentUser } from '../../../lib/use-session.ts';
import { useBeatmap } from '../api/get-beatmap.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { ItemCounts } from '../../../components/item-counts.tsx';
import { VoteButtons } from '../../../components/vote-buttons.tsx';
import { CoverImage } from '../../../components/cover-image.tsx';
import { DetailSkeleton } from '../../../components/detail-skeleton.tsx';
import { EditItemButton, ItemActionRow, YouTubeLink } from '../../../components/item-detail-actions.tsx';
import {
  ItemDescription,
  ItemDetailLayout,
  ItemDetailTitle,
} from '../../../components/item-detail-layout.tsx';
import { ItemDetailRoute } from '../../../components/item-detail-route.tsx';
import { BeatmapFacts } from '../components/beatmap-facts.tsx';
import { DifficultyTable } from '../components/difficulty-table.tsx';
import { formatBpm } from '../format-bpm.ts';
import { beatmapInstallable } from '../../../device/installer/installable.ts';
import { DeviceItemControls } from '../../../device/react/device-item-controls.tsx';

/** `/beatmaps/{id}`: one beatmap with its cover, metadata, difficulties and a download button. */
export function BeatmapPage() {
  return (
    <ItemDetailRoute
      useItem={useBeatmap}
      title={(beatmap) => `${beatmap.artist} - ${beatmap.title}`}
      fallbackTitle="Beatmap"
      skeleton={<BeatmapSkeleton />}
      render={(beatmap) => <BeatmapDetailView beatmap={beatmap} />}
    />
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
      <DifficultyTable beatmap={beatmap} />
      <ItemDescription text={beatmap.description} />
      <YouTubeLink url={beatmap.youtube_url} />
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
