import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { paths } from '../../config/paths.ts';
import { LatestBeatmaps } from '../../features/beatmaps/components/latest-beatmaps.tsx';

/** `/`: a welcome and the newest beatmaps. */
export function HomeRoute() {
  useDocumentTitle(null);
  return (
    <Stack spacing={4}>
      <Box
        sx={{
          borderRadius: 3,
          p: { xs: 3, md: 5 },
          background:
            'linear-gradient(120deg, rgba(236,64,122,0.25), rgba(123,31,162,0.25) 60%, rgba(255,193,7,0.12))',
        }}
      >
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 32, md: 48 } }}>
          Custom content for Synth Riders
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 1, maxWidth: 640 }}>
          Find beatmaps made by the community, share your own, and get them onto your headset.
        </Typography>
        <Button
          component={RouterLink}
          to={paths.beatmaps.list.getHref()}
          variant="contained"
          size="large"
          startIcon={<LibraryMusicIcon />}
          sx={{ mt: 3 }}
        >
          Browse Custom Songs
        </Button>
      </Box>
      <LatestBeatmaps />
    </Stack>
  );
}
