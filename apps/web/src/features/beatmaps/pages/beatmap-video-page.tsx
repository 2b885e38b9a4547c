import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { Link as RouterLink } from 'react-router';
import { CoverImage } from '../../../components/cover-image.tsx';
import { DownloadButton } from '../../../components/download-button.tsx';
import { ItemActionRow } from '../../../components/item-detail-actions.tsx';
import { ItemDetailRoute } from '../../../components/item-detail-route.tsx';
import { paths } from '../../../config/paths.ts';
import { beatmapInstallable } from '../../../device/installer/installable.ts';
import { DeviceItemControls } from '../../../device/react/device-item-controls.tsx';
import { useBeatmap } from '../api/get-beatmap.ts';
import { BeatmapCredits } from '../components/beatmap-detail-parts.tsx';
import { BeatmapVideo } from '../components/beatmap-video.tsx';
import { DifficultyChips } from '../components/difficulty-chips.tsx';

/**
 * `/beatmaps/{id}/video` (spec §2): the map's preview video (its `youtube_url` in YouTube's
 * privacy-enhanced player; docs/decisions/0027) with the map beside it on desktop and under it on
 * a phone: cover, title, artist, mapper, difficulties, Download and the device's Install, and a
 * link back to the beatmap page. Without a video, an empty state in the video's place.
 */
export function BeatmapVideoPage() {
  return (
    <ItemDetailRoute
      useItem={useBeatmap}
      title={(beatmap) => `Video: ${beatmap.artist} - ${beatmap.title}`}
      fallbackTitle="Beatmap video"
      skeleton={<VideoSkeleton />}
      render={(beatmap) => (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
            alignItems: 'start',
          }}
        >
          <BeatmapVideo url={beatmap.youtube_url} title={beatmap.title} />
          <VideoSide beatmap={beatmap} />
        </Box>
      )}
    />
  );
}

/** The map's details next to the video. */
function VideoSide({ beatmap }: { beatmap: Beatmap }) {
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'row', lg: 'column' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', lg: 'stretch' } }}
      >
        <Box
          sx={{ width: { xs: 96, sm: 140, lg: '100%' }, flexShrink: 0, borderRadius: 2, overflow: 'hidden' }}
        >
          <CoverImage item={beatmap} size={250} alt={`Cover of ${beatmap.title}`} />
        </Box>
        {/* Beside a small cover on a phone, the page title takes a smaller size. */}
        <BeatmapCredits
          beatmap={beatmap}
          sx={{ minWidth: 0, '& h1': { fontSize: { xs: '1.6rem', sm: '2rem', lg: undefined } } }}
        />
      </Stack>
      <DifficultyChips
        difficulties={beatmap.difficulties}
        customName={beatmap.custom_difficulty_name}
        noteCounts={beatmap.note_counts}
        variant="full"
      />
      {!beatmap.ost && (
        <ItemActionRow>
          <DownloadButton downloadUrl={beatmap.download_url} fallbackName={beatmap.filename} />
          <DeviceItemControls kind="beatmap" item={beatmapInstallable(beatmap)} />
        </ItemActionRow>
      )}
      <Button
        component={RouterLink}
        to={paths.beatmaps.detail.getHref(beatmap.id)}
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        Beatmap page
      </Button>
    </Stack>
  );
}

function VideoSkeleton() {
  return (
    <Box
      aria-busy="true"
      aria-label="Loading beatmap video"
      sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 320px' } }}
    >
      <Skeleton
        variant="rectangular"
        sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', borderRadius: 2 }}
      />
      <Box>
        <Skeleton variant="text" sx={{ fontSize: '2.5rem' }} width="80%" />
        <Skeleton width="50%" />
        <Skeleton width="60%" />
      </Box>
    </Box>
  );
}
