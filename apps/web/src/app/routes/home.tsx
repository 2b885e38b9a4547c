import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { FeaturedAvatars } from '../../features/avatars/components/featured-avatars.tsx';
import { BeatmapSearchBox } from '../../features/beatmaps/components/beatmap-search-box.tsx';
import { LatestBeatmaps } from '../../features/beatmaps/components/latest-beatmaps.tsx';
import { PopularBeatmaps } from '../../features/beatmaps/components/popular-beatmaps.tsx';
import { FeaturedEvent } from '../../features/events/components/featured-event.tsx';
import { HowInstallingWorks } from '../../features/device/components/how-installing-works.tsx';
import { FeaturedPlaylists } from '../../features/playlists/components/featured-playlists.tsx';
import { FeaturedStages } from '../../features/stages/components/featured-stages.tsx';

/**
 * `/`: what the site is in one line, a search box (to /beatmaps?q=…), then "Popular this week",
 * the newest beatmaps, the featured event (hidden when there is none), featured playlists, stages
 * and avatars, and how installing works. Each
 * section comes from its feature and has its own loading, empty and error states.
 */
export function HomeRoute() {
  useDocumentTitle(null);
  return (
    <Stack spacing={5}>
      <Box
        sx={{
          borderRadius: 3,
          p: { xs: 2.5, md: 4 },
          background:
            'linear-gradient(120deg, rgba(236,64,122,0.25), rgba(123,31,162,0.25) 60%, rgba(255,193,7,0.12))',
        }}
      >
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 42 } }}>
          Custom songs, stages and avatars for Synth Riders
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 1, mb: 2.5, maxWidth: 720 }}>
          Made by the community: find a map, hear it, and install it on your PC or Quest.
        </Typography>
        <BeatmapSearchBox />
      </Box>
      <PopularBeatmaps />
      <LatestBeatmaps />
      <FeaturedEvent />
      <FeaturedPlaylists />
      <FeaturedStages />
      <FeaturedAvatars />
      <HowInstallingWorks />
    </Stack>
  );
}
